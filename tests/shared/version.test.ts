import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { PETREL_VERSION } from '../../src/shared/version';

it('the version the terminal and the CLI show is the package’s', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  expect(PETREL_VERSION).toBe(pkg.version);
});
