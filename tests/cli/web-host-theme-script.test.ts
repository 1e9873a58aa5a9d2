import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appHeaders, inlineScriptHashes } from '../../src/cli/web-host/fence';

/**
 * index.html's inline theme script (it applies the cached theme before the first paint) runs
 * under the strict CSP by its hash only: another inline script stays blocked.
 */
describe('the theme script in the CSP', () => {
  const html = readFileSync(new URL('../../src/web/index.html', import.meta.url), 'utf8');

  it('allows exactly the inline scripts of the page, by sha256', () => {
    const body = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(body).toContain('vuex-lz:theme-variables');
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
    const csp = String(appHeaders('', '', inlineScriptHashes(html))['content-security-policy']);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${expected}`);
  });

  it('never hashes a script with a src, and adds nothing without inline scripts', () => {
    expect(inlineScriptHashes('<script type="module" src="/a.js"></script>')).toEqual([]);
    const csp = String(appHeaders('')['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  });
});
