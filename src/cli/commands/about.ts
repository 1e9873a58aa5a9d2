import type { Command } from 'commander';
import { shellDocumentsOf } from '../../core/model/shell-documents';
import { type FeatureLine, instanceFeatures } from '../../core/view/instance-features';
import { shellWords } from '../../shared/i18n/en/common-shell';
import { htmlToPlain } from '../../shared/text/html-to-plain';
import { terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { printJson, printLine } from '../io';

interface AboutOptions {
  json?: boolean;
  server?: string;
}

/** A features-panel line in English (the CLI's language), as the web's panel words it. */
function featureText(line: FeatureLine): string {
  const text: string = shellWords.features_panel[line.key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(line.params?.[name] ?? ''));
}

/**
 * `petrel about`: the instance's about page in the terminal (spec part 1 §2 "About": the
 * instance, its optional instance panel when enabled and non-empty, its terms of service and
 * its features panel when enabled), read anonymously with `--server`. The server's HTML is
 * printed as plain text through the terminal sanitizer.
 */
export function registerAbout(program: Command, global: () => GlobalOptions): void {
  program
    .command('about')
    .description(
      "the instance's about page: name, description, its own panel, features and terms of service",
    )
    .option('--server <url>', 'read it anonymously from this server')
    .option('--json', 'print one JSON object (the panel and terms as the server sends them)')
    .action(async (options: AboutOptions) => {
      await withContext(global(), async ({ root }) => {
        if (options.server) root.session.connectTo(options.server);
        else requireLogin(root);
        const documents = root.use(shellDocumentsOf);
        await Promise.all([root.instance.load(root.client), documents.start()]);
        const info = root.instance.info;
        // Spec part 1 §2: not when the reader's setting hides it (`petrel set`, the TUI's).
        const panel =
          documents.showInstancePanel && !root.preferences.hideInstancePanel
            ? documents.panelHtml
            : null;
        const features = documents.showFeaturesPanel
          ? instanceFeatures(root.instance).map(featureText)
          : null;
        if (options.json) {
          printJson({
            title: info?.title ?? '',
            uri: info?.uri ?? root.client.serverHost,
            description: info?.description ?? '',
            panel,
            features,
            terms: documents.termsHtml,
          });
          return;
        }
        const plain = (html: string) => terminalText(htmlToPlain(html));
        printLine(terminalText(`${info?.title || root.client.serverHost} (${info?.uri ?? ''})`));
        if (info?.description) printLine(plain(info.description));
        const section = (title: string, body: string) => {
          printLine();
          printLine(terminalText(`${title}:`));
          printLine(terminalText(body.trim()));
        };
        if (panel) section('Instance panel', htmlToPlain(panel));
        if (features) section(shellWords.features_panel.title, features.join('\n'));
        if (documents.termsHtml) section('Terms of service', htmlToPlain(documents.termsHtml));
      });
    });
}
