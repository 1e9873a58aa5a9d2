import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: CLI and sandbox tests spawn processes; keep the pool small.
    pool: 'forks',
    maxWorkers: 2,
  },
  esbuild: { jsx: 'automatic' },
});
