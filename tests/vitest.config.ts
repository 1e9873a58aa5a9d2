import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Ink renders only the last frame when CI is set (is-in-ci); the TUI is interactive and
    // turns that off itself (launchers.ts), so the Ink tests run the way a terminal does.
    // The CLI processes tests start keep their compile cache away from the user's.
    env: {
      CI: 'false',
      CONTINUOUS_INTEGRATION: 'false',
      PETREL_CACHE_DIR: join(tmpdir(), 'petrel-test-compile-cache'),
    },
    environment: 'node',
    setupFiles: ['tests/mobx-strict.ts', 'tests/dom-timeouts.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: CLI and sandbox tests spawn processes; keep the pool small.
    pool: 'forks',
    maxWorkers: 2,
  },
  esbuild: { jsx: 'automatic' },
});
