import type { i18n as I18n } from 'i18next';
import { Box, useApp } from 'ink';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { RootStore } from '../../core';
import { formatBinding, type KeyActionId, resolveKeymap } from '../../shared/keymap';
import { AppContext, type AppServices } from './app-context';
import { type TerminalSize, useTerminalSize } from './hooks/use-terminal-size';
import { prepareI18n, translatorOf } from './i18n/prepare-i18n';
import { NavigationStore } from './model/navigation';
import { Ticker } from './model/ticker';
import { LoginScreen } from './screens/login-screen';
import { MainView } from './screens/main-view';

export interface AppProps {
  /** The one root store, built by the caller with Node (or fake) ports. */
  root: RootStore;
  /** The server the login form starts with. */
  server?: string;
  /** Keymap remapping: action id → bindings (`{ "cursor.down": ["j", "n"] }`). */
  overrides?: Readonly<Record<string, readonly string[]>>;
  /** An i18next instance (default: English from `createI18n`). */
  i18n?: I18n;
  /** A fixed size instead of the terminal's (tests, benchmarks). */
  size?: TerminalSize;
  /** Called when the user quits (default: exit the Ink app). */
  onQuit?: () => void;
}

/**
 * The terminal UI: the login form until a session is signed in, then the main view.
 * Renders one row less than the terminal: Ink ends every frame with a line break, and a
 * frame as tall as the screen would scroll it.
 */
export const App = observer(function App(props: AppProps) {
  const { root } = props;
  const { exit } = useApp();
  const size = useTerminalSize(props.size);
  const [ready, setReady] = useState(() => root.session.isSignedIn);

  // Latest quit handling, read when the user quits (props may change between renders).
  const quitRef = useRef<() => void>(exit);
  quitRef.current = props.onQuit ?? exit;
  // One set of services per App: a new root, i18n or keymap needs a new App.
  const [services] = useState<AppServices>(() => {
    const i18n = prepareI18n(props.i18n);
    const keymap = resolveKeymap(props.overrides);
    const labels = new Map(keymap.actions.map((a) => [a.id, a.bindings[0]] as const));
    return {
      root,
      t: translatorOf(i18n),
      keymap,
      nav: new NavigationStore(),
      ticker: new Ticker(root.ports.clock),
      keyLabel: (action: KeyActionId) => {
        const binding = labels.get(action);
        return binding ? formatBinding(binding) : '';
      },
      quit: () => quitRef.current(),
    };
  });

  useEffect(() => {
    services.ticker.start();
    return () => services.ticker.dispose();
  }, [services]);

  useEffect(() => {
    for (const problem of services.keymap.problems) {
      root.notices.add('warning', 'tui.keymap_problem', { detail: problem });
    }
  }, [services, root]);

  const signedIn = ready && root.session.isSignedIn;
  const height = Math.max(3, size.rows - 1);
  return (
    <AppContext.Provider value={services}>
      <Box width={size.columns} height={height} flexDirection="column">
        {signedIn ? (
          <MainView width={size.columns} height={height} />
        ) : (
          <LoginScreen
            server={props.server}
            width={size.columns}
            height={height}
            onSignedIn={() => setReady(true)}
          />
        )}
      </Box>
    </AppContext.Provider>
  );
});
