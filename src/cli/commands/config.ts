import type { Command } from 'commander';
import { credentialsOf } from '../../core/api/credentials';
import { instanceDefaultsFrom } from '../../core/model/instance-defaults';
import type { SettingSource } from '../../core/model/preferences';
import type { RootStore } from '../../core/model/root';
import {
  isServerOption,
  parseServerOptionText,
  SERVER_OPTION_CHOICES,
  SERVER_OPTIONS,
  type ServerOptionName,
  ServerOptions,
} from '../../core/model/server-options';
import { serverStorageOf } from '../../core/model/server-storage/kit';
import { bindServerPreferences } from '../../core/model/server-storage/preferences-sync';
import type { ServerSideStorage } from '../../core/model/server-storage/store';
import {
  formatSetting,
  isSettingKey,
  parseSetting,
  settingKind,
} from '../../core/model/setting-text';
import { SETTINGS, type SettingKey, settingKeys } from '../../core/model/settings';
import { BACKEND_CONFIG_PATH } from '../../core/model/shell-documents';
import { isObject } from '../../core/normalize/read';
import { terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../context';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { printError, printJson, printLine } from '../io';

/**
 * `petrel config list | get NAME | set NAME VALUE` (issue 14, spec part 2 §3, §5): the
 * settings of the schema, validated by it. Settings kept on the server are synced through
 * the account's server-side store when logged in; the profile options kept on the server
 * (defaultScope, locked, hideFollowers...) are saved through the server.
 */

type Where = 'device' | 'synced' | 'server';

interface Row {
  name: string;
  value: unknown;
  where: Where;
  takes: string;
  /** Whose value it is (a setting of the schema): the person's, the instance's or a default. */
  source?: SettingSource;
}

function whereOf(key: SettingKey): Where {
  return SETTINGS[key].storage === 'server' ? 'synced' : 'device';
}

function settingRow(root: RootStore, key: SettingKey): Row {
  return {
    name: key,
    value: root.preferences[key],
    where: whereOf(key),
    takes: settingKind(key),
    source: root.preferences.sourceOf(key),
  };
}

/**
 * Spec part 2 §3 "Options left undefined fall back to instance values": the server's
 * front-end configuration, read when logged in (a failure leaves the defaults; it is no
 * error of the command).
 */
async function readInstanceDefaults(root: RootStore, loggedIn: boolean): Promise<void> {
  if (!loggedIn) return;
  try {
    const { data } = await root.client.http.request('GET', BACKEND_CONFIG_PATH, { auth: false });
    const fe = isObject(data) ? data.pleroma_fe : undefined;
    root.preferences.setInstanceDefaults(instanceDefaultsFrom(fe));
  } catch (error) {
    root.ports.logger.debug('Backend configuration failed to load', error);
  }
}

/** How `list` names a value's source (the person's own values need no word). */
const SOURCE_WORDS: Record<SettingSource, string> = {
  user: '',
  instance: ', instance default',
  face: ', default',
  default: ', default',
};

function optionTakes(name: ServerOptionName): string {
  return (SERVER_OPTION_CHOICES[name] ?? ['true', 'false']).join(' | ');
}

function printRows(rows: readonly Row[], json: boolean | undefined): void {
  if (json) {
    printJson(rows.map(({ name, value, where, source }) => ({ name, value, where, source })));
    return;
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const row of rows) {
    const source = row.source ? SOURCE_WORDS[row.source] : '';
    printLine(
      terminalText(
        `${row.name.padEnd(width)}  ${formatSetting(row.value)}  (${row.where}${source})`,
      ),
    );
  }
}

function unknownSetting(name: string): CliError {
  return usageError(`Unknown setting "${name}" (run \`petrel config list\` for the names)`);
}

/**
 * The account's server store (its local cache is written: callers prepare writes), read and bound to the preferences (null when logged out).
 * A failure to reach it is a warning for reading commands: the device's copy is shown.
 */
async function syncedStore(
  root: RootStore,
  loggedIn: boolean,
  strict: boolean,
): Promise<ServerSideStorage | null> {
  if (!loggedIn) return null;
  const storage = root.scope.use(serverStorageOf);
  await storage.sync();
  if (storage.state !== 'ready') {
    if (strict) throw storage.error;
    printError(
      terminalText('Could not read the settings kept on the server; showing this device’s copy.'),
    );
    return null;
  }
  root.scope.onDispose(bindServerPreferences(storage, root.preferences));
  return storage;
}

function serverOptions(root: RootStore): ServerOptions {
  return new ServerOptions({
    updateCredentials: (changes) => credentialsOf(root.client).update(changes),
    updateNotificationSettings: (changes) =>
      credentialsOf(root.client).notificationSettings(changes),
    notices: root.notices,
  });
}

function requireAccount(loggedIn: boolean, name: string): void {
  if (!loggedIn) {
    throw new CliError(
      `"${name}" is kept on the server: log in first (\`petrel login\`).`,
      ExitCode.notLoggedIn,
    );
  }
}

function parseOption(name: ServerOptionName, text: string): unknown {
  const value = parseServerOptionText(name, text);
  if (value !== undefined) return value;
  throw usageError(`${name} takes ${optionTakes(name)}, not "${text}"`);
}

interface JsonOption {
  json?: boolean;
}

export function registerConfig(program: Command, global: () => GlobalOptions): void {
  const config = program
    .command('config')
    .description('show and change settings (synced ones follow your account to other devices)');

  config
    .command('list', { isDefault: true })
    .description('print every setting with its value and where it is kept (the default)')
    .option('--json', 'print a JSON array of {name, value, where}')
    .action(async (options: JsonOption) => {
      await withContext(
        global(),
        async ({ root }) => {
          const loggedIn = root.resumeStored() !== undefined;
          await Promise.all([
            syncedStore(root, loggedIn, false),
            readInstanceDefaults(root, loggedIn),
          ]);
          const rows = settingKeys().map((key) => settingRow(root, key));
          if (loggedIn) {
            const options = serverOptions(root);
            options.load(await credentialsOf(root.client).own());
            for (const name of Object.keys(SERVER_OPTIONS) as ServerOptionName[]) {
              rows.push({
                name,
                value: options.values[name],
                where: 'server',
                takes: optionTakes(name),
              });
            }
          }
          printRows(rows, options.json);
        },
        { writes: true },
      );
    });

  config
    .command('get')
    .description('print one setting')
    .argument('<name>', 'the setting (see `petrel config list`)')
    .option('--json', 'print {name, value, where} as JSON')
    .action(async (name: string, options: JsonOption) => {
      if (!isSettingKey(name) && !isServerOption(name)) throw unknownSetting(name);
      await withContext(
        global(),
        async ({ root }) => {
          const loggedIn = root.resumeStored() !== undefined;
          let row: Row;
          if (isSettingKey(name)) {
            await Promise.all([
              whereOf(name) === 'synced' ? syncedStore(root, loggedIn, false) : null,
              readInstanceDefaults(root, loggedIn),
            ]);
            row = settingRow(root, name);
          } else {
            requireAccount(loggedIn, name);
            const own = await credentialsOf(root.client).own();
            row = {
              name,
              value: SERVER_OPTIONS[name].read(own),
              where: 'server',
              takes: optionTakes(name),
            };
          }
          if (options.json) {
            const { name: shown, value, where, source } = row;
            printJson({ name: shown, value, where, source });
          } else printLine(terminalText(formatSetting(row.value)));
        },
        { writes: true },
      );
    });

  config
    .command('set')
    .description('change one setting (validated; synced and server ones are saved on the server)')
    .argument('<name>', 'the setting (see `petrel config list`)')
    .argument('<value>', 'the new value (true/false, a number, a word, or a comma-separated list)')
    .option('--json', 'print {name, value, where} as JSON')
    .action(async (name: string, text: string, options: JsonOption) => {
      if (!isSettingKey(name) && !isServerOption(name)) throw unknownSetting(name);
      let value: unknown;
      if (isSettingKey(name)) {
        const parsed = parseSetting(name, text);
        if (!parsed.ok) throw usageError(parsed.reason);
        value = parsed.value;
      } else {
        value = parseOption(name, text);
      }
      await withContext(
        global(),
        async ({ root }) => {
          const loggedIn = root.resumeStored() !== undefined;
          let where: Where = 'server';
          if (isSettingKey(name)) {
            where = whereOf(name);
            const storage = where === 'synced' ? await syncedStore(root, loggedIn, true) : null;
            root.preferences.set({ [name]: value });
            if (storage) {
              await storage.push();
              if (storage.dirty) throw storage.error;
            }
          } else {
            requireAccount(loggedIn, name);
            const settings = serverOptions(root);
            settings.load(await credentialsOf(root.client).own());
            if (!(await settings.set(name, value))) {
              throw new CliError('Error saving settings', ExitCode.server);
            }
          }
          if (options.json) printJson({ name, value, where });
          else printLine(terminalText(`${name} = ${formatSetting(value)}`));
        },
        { writes: true },
      );
    });
}
