import type { i18n as I18n } from 'i18next';
import { Box, useApp, useStdout } from 'ink';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { describeError, type RootStore } from '../../core';
import { AddingAccount } from '../../core/model/add-account';
import { ListsStore } from '../../core/model/lists';
import { shellDocumentsOf } from '../../core/model/shell-documents';
import type { StickerBytes } from '../../core/model/stickers';
import { AccountChooser } from '../../core/view/account-chooser';
import { NavigationStore } from '../../core/view/navigation';
import { ReadingPositions } from '../../core/view/reading-position';
import { StatusViewStore } from '../../core/view/status-flags';
import { NowTicker } from '../../core/view/ticker';
import { directionOf } from '../../shared/i18n/languages';
import {
  formatBinding,
  type KeyActionId,
  readKeymapConfig,
  resolveKeymap,
} from '../../shared/keymap';
import { safeLine } from '../../shared/text/terminal-safe';
import { terminalLanguage } from '../i18n/locale-files';
import { nodeStickerBytes } from '../ports/sticker-bytes';
import { AppContext, type AppServices, DirectionContext } from './app-context';
import { KeyHostContext, useKeyHostRoot } from './hooks/key-host';
import { useRawModeHold } from './hooks/use-raw-mode-hold';
import { type TerminalSize, useTerminalSize } from './hooks/use-terminal-size';
import { observedLanguage, prepareI18n, translatorOf } from './i18n/prepare-i18n';
import { StatusLayouts } from './layout/status-layouts';
import { isWebUrl } from './layout/status-links';
import { PromptStore } from './model/prompt';
import { osc52Clipboard } from './platform/clipboard';
import { ansiMediaPreview, type MediaPreview } from './platform/media-preview';
import { MainView } from './screens/main-view';
import { SignInPages } from './screens/sign-in/sign-in-pages';

/** The storage key of the keymap remapping in the config file (see shared/keymap/keymap.ts). */
export const KEYMAP_STORAGE_KEY = 'keymap';

export interface AppProps {
  /** The one root store, built by the caller with Node (or fake) ports. */
  root: RootStore;
  /** The server the login form starts with. */
  server?: string;
  /**
   * Keymap remapping: action id → bindings (`{ "cursor.down": ["j", "n"] }`). Default: the
   * `keymap` value of the storage port (the config file).
   */
  overrides?: Readonly<Record<string, readonly string[]>>;
  /** An i18next instance (default: English from `createI18n`). */
  i18n?: I18n;
  /** A fixed size instead of the terminal's (tests, benchmarks). */
  size?: TerminalSize;
  /** Called when the user quits (default: exit the Ink app). */
  onQuit?: () => void;
  /** Where `y` puts text (default: OSC 52 on the output stream). */
  clipboard?: (text: string) => void;
  /** Image previews of the media viewer (default: terminal-image's ANSI rendering). */
  media?: MediaPreview;
  /** Where a chosen sticker's image comes from (default: Node's fetch). */
  stickerBytes?: StickerBytes;
}

/**
 * The terminal UI: the login form until a session is signed in, then the main view.
 * Renders one row less than the terminal: Ink ends every frame with a line break, and a
 * frame as tall as the screen would scroll it.
 */
export const App = observer(function App(props: AppProps) {
  const { root } = props;
  const { exit } = useApp();
  const { stdout } = useStdout();
  const size = useTerminalSize(props.size);
  useRawModeHold();
  const keyHost = useKeyHostRoot();
  const [ready, setReady] = useState(() => root.session.isSignedIn);

  // Latest quit handling, read when the user quits (props may change between renders).
  const quitRef = useRef<() => void>(exit);
  quitRef.current = props.onQuit ?? exit;
  const clipboardRef = useRef(props.clipboard ?? osc52Clipboard(stdout));
  const [i18n] = useState(() => prepareI18n(props.i18n));
  // One set of services per App: a new root, i18n or keymap needs a new App.
  const [services] = useState<AppServices>(() => {
    const t = translatorOf(i18n);
    const language = observedLanguage(i18n);
    const config = props.overrides
      ? { overrides: props.overrides, problems: [] }
      : readKeymapConfig(root.ports.storage.get<unknown>(KEYMAP_STORAGE_KEY));
    const resolved = resolveKeymap(config.overrides);
    const keymap = { ...resolved, problems: [...config.problems, ...resolved.problems] };
    const labels = new Map(keymap.actions.map((a) => [a.id, a.bindings[0]] as const));
    const keyLabel = (action: KeyActionId) => {
      const binding = labels.get(action);
      return binding ? formatBinding(binding) : '';
    };
    const display = new StatusViewStore();
    // Each account keeps its own tabs and stacks: a switch back finds them as they were.
    const navs = new Map<number, NavigationStore>();
    return {
      root,
      t,
      language,
      keymap,
      get nav() {
        const serial = root.scope.serial;
        let nav = navs.get(serial);
        if (!nav) {
          nav = new NavigationStore();
          navs.set(serial, nav);
          root.scope.onDispose(() => navs.delete(serial));
        }
        return nav;
      },
      accounts: new AccountChooser(root),
      adding: new AddingAccount(root),
      ticker: new NowTicker(root.ports.clock),
      display,
      positions: new ReadingPositions({ clock: root.ports.clock, markers: () => root.markers }),
      layouts: new StatusLayouts({
        // The active account's entities at the time of use (the login form comes first).
        get entities() {
          return root.entities;
        },
        display,
        t,
        keys: {
          toggleCw: keyLabel('status.toggle_cw'),
          expand: keyLabel('status.expand'),
          showMuted: keyLabel('status.show_muted'),
          unmuteAuthor: keyLabel('status.unmute_author'),
          open: keyLabel('status.open'),
        },
        // The core's mute rules (muted words, muted accounts, never one's own): the same
        // ones the web applies through root.muteReasonsFor.
        muteContext: () => root.muteContext(),
        hideMutedPosts: () => root.preferences.hideMutedPosts,
        view: () => ({
          collapseWithSubject: root.preferences.collapseWithSubject,
          hideMedia: root.preferences.hideMedia,
        }),
        language,
      }),
      prompt: new PromptStore(),
      lists: new ListsStore(() => root.client, root.notices),
      keyLabel,
      copy: (text) => clipboardRef.current(text),
      openUrl: (url) => openUrl(root, url),
      media: props.media ?? ansiMediaPreview(),
      stickerBytes: props.stickerBytes ?? nodeStickerBytes,
      quit: () => {
        // The last reading position goes out before the app ends (best effort).
        void root.markers.flush();
        quitRef.current();
      },
    };
  });

  // `:set lang` (or the settings view) switches the running UI: its locale file is read,
  // then every view re-renders in it; '' goes back to the terminal's own (LANG …).
  useEffect(
    () =>
      reaction(
        () => root.preferences.lang,
        (lang) => void i18n.changeLanguage(terminalLanguage(undefined, lang)).catch(() => {}),
      ),
    [root, i18n],
  );

  useEffect(() => {
    services.ticker.start();
    return () => services.ticker.stop();
  }, [services]);

  useEffect(() => {
    for (const problem of services.keymap.problems) {
      root.notices.add('warning', 'tui.keymap_problem', { detail: problem });
    }
  }, [services, root]);

  const signedIn = ready && root.session.isSignedIn;
  const serial = root.scope.serial;
  // Spec part 2 §3: settings the person never set take the instance's values, read from its
  // front-end configuration once the first frame is up (the about page reuses the documents).
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account's scope has its own documents
  useEffect(() => {
    if (signedIn) void root.use(shellDocumentsOf).start();
  }, [root, signedIn, serial]);
  const adding = services.adding;
  const height = Math.max(3, size.rows - 1);
  return (
    <AppContext.Provider value={services}>
      <KeyHostContext.Provider value={keyHost}>
        <DirectionContext.Provider value={directionOf(services.language())}>
          <Box width={size.columns} height={height} flexDirection="column">
            {signedIn && !adding.active ? (
              // Another account's views start afresh (their stores are that account's).
              <MainView key={root.scope.serial} width={size.columns} height={height} />
            ) : (
              <SignInPages
                server={adding.active ? undefined : props.server}
                width={size.columns}
                height={height}
                onSignedIn={() => {
                  adding.end();
                  setReady(true);
                }}
                onBack={adding.beside ? () => void adding.cancel() : undefined}
                backTo={adding.beside ? adding.before : undefined}
              />
            )}
          </Box>
        </DirectionContext.Provider>
      </KeyHostContext.Provider>
    </AppContext.Provider>
  );
});

/** Hand an address to the opener port: http(s) only; every problem becomes a notice. */
function openUrl(root: RootStore, url: string): void {
  if (!isWebUrl(url)) {
    root.notices.add('warning', 'tui.links.refused');
    return;
  }
  const open = root.ports.open;
  if (!open) {
    root.notices.add('info', 'tui.links.unavailable', { url: safeLine(url) });
    return;
  }
  try {
    open(url);
    root.notices.add('info', 'tui.links.opened', { url: safeLine(url) });
  } catch (error) {
    root.notices.add('error', 'tui.links.failed', { detail: describeError(error) });
  }
}
