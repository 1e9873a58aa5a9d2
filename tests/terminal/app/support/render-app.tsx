import { render } from 'ink-testing-library';
import type { RootStore } from '../../../../src/core';
import { App, type AppProps } from '../../../../src/terminal/app';

export const KEYS = {
  enter: '\r',
  esc: '\x1b',
  tab: '\t',
  up: '\x1b[A',
  down: '\x1b[B',
  backspace: '\x7f',
  ctrlS: '\x13',
  ctrlT: '\x14',
} as const;

/** Strip colour codes so assertions read the text (tests may run with FORCE_COLOR). */
export function plain(frame: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping SGR sequences
  return (frame ?? '').replace(/\x1b\[[0-9;]*m/g, '');
}

export async function tick(times = 2): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setImmediate(resolve));
}

export function renderApp(root: RootStore, props: Partial<AppProps> = {}) {
  const size = props.size ?? { columns: 100, rows: 30 };
  const element = <App root={root} size={size} onQuit={() => {}} {...props} />;
  const app = render(element);
  // ink-testing-library's output is 100 columns wide; Ink lays the frame out at that width.
  if (size.columns !== 100) {
    Object.defineProperty(app.stdout, 'columns', { value: size.columns, configurable: true });
    app.rerender(element);
  }
  const frame = () => plain(app.lastFrame());
  /** Wait until the frame satisfies the check (network answers are promises). */
  const waitFor = async (check: (frame: string) => boolean, what = 'frame'): Promise<string> => {
    // Up to 10 s: generous for a loaded CI machine; a passing check returns at once.
    for (let i = 0; i < 2000; i++) {
      const current = frame();
      if (check(current)) {
        // Ink writes a frame as React commits it; the new screen's key listeners are effects
        // that run a moment later. A key typed in between reaches the old screen's keys.
        await tick(1);
        return current;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`Timed out waiting for ${what}. Last frame:\n${frame()}`);
  };
  const waitForText = (text: string) => waitFor((f) => f.includes(text), JSON.stringify(text));
  /** Type keys one event at a time, letting Ink and React settle after each. */
  const press = async (...keys: string[]): Promise<void> => {
    for (const key of keys) {
      app.stdin.write(key);
      await tick(key === KEYS.esc ? 3 : 1);
    }
  };
  return { ...app, frame, waitFor, waitForText, press };
}
