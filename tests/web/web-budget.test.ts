// The web budget the build enforces (bin/web-budget.mjs, called by bin/build.mjs): what
// index.html loads at once — module script, modulepreloads, stylesheets — gzip -9, at most
// WEB_INITIAL_BUDGET_KIB. Checked here on small built-like directories, and on dist/web when it is built.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkWebBudget,
  WEB_INITIAL_BUDGET_KIB,
  WEB_INITIAL_GOAL_KIB,
  webSizes,
} from '../../bin/web-budget.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist/web-like directory: random bytes do not compress, so gzip ≈ raw. */
function builtPage(files: Record<string, number>, lazy: Record<string, number> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'petrel-web-budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  for (const [name, kib] of Object.entries({ ...files, ...lazy })) {
    writeFileSync(join(dist, 'assets', name), randomBytes(kib * 1024));
  }
  const tag = (name: string) =>
    name.endsWith('.css')
      ? `<link rel="stylesheet" crossorigin href="/assets/${name}">`
      : name.startsWith('index')
        ? `<script type="module" crossorigin src="/assets/${name}"></script>`
        : `<link rel="modulepreload" crossorigin href="/assets/${name}">`;
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head>${Object.keys(files).map(tag).join('')}</head><body></body></html>`,
  );
  return dist;
}

describe('web initial-load budget', () => {
  it('is a ceiling at or under the issue goal of 150 KiB', () => {
    expect(WEB_INITIAL_BUDGET_KIB).toBeLessThanOrEqual(150);
    expect(WEB_INITIAL_GOAL_KIB).toBe(150);
  });

  it('counts the entry, its modulepreloads and the CSS, not the lazy chunks', () => {
    const dist = builtPage(
      { 'index-a.js': 40, 'vendor-b.js': 60, 'index-c.css': 5 },
      { 'Lazy-d.js': 300 },
    );
    const sizes = webSizes(dist);
    expect(sizes.js.map((f) => f.href)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
    expect(sizes.css.map((f) => f.href)).toEqual(['/assets/index-c.css']);
    expect(sizes.lazy.map((f) => f.href)).toEqual(['assets/Lazy-d.js']);
    const kib = checkWebBudget(dist);
    expect(kib).toBeGreaterThan(105);
    expect(kib).toBeLessThan(110);
  });

  it('fails when a change crosses it, naming the heaviest file first', () => {
    const dist = builtPage({ 'index-a.js': 50, 'vendor-b.js': 100, 'index-c.css': 5 });
    expect(() => checkWebBudget(dist, 150)).toThrow(
      /initial JS \+ CSS is 15\d\.\d KiB gzip, over the 150 KiB budget[\s\S]*\n {2}\/assets\/vendor-b\.js/,
    );
  });

  const builtWeb = join(__dirname, '../../dist/web');
  it.runIf(existsSync(join(builtWeb, 'index.html')))(
    'holds for the built web client (dist/web)',
    () => {
      expect(checkWebBudget(builtWeb)).toBeLessThanOrEqual(WEB_INITIAL_BUDGET_KIB);
    },
  );

  it.runIf(existsSync(join(builtWeb, 'index.html')))(
    'leaves what the first timeline frame does not draw to lazy chunks (dist/web)',
    () => {
      // The sources of the initial files, from their source maps (the build writes them).
      const initial = webSizes(builtWeb).js.flatMap(({ href }) => {
        const map = join(builtWeb, `${href}.map`);
        if (!existsSync(map)) return [];
        return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
      });
      expect(initial.some((source) => source.includes('src/web/components/timeline/'))).toBe(true);
      const lazyFeatures = [
        'src/web/components/keyboard/',
        'src/web/components/media-viewer/MediaViewer',
        'src/web/components/notifications/NotificationsPanel',
        'src/web/components/notifications/NotificationsDrawer.tsx',
        'src/web/components/login/',
        'src/web/components/post/',
        'src/web/layout/SettingsModal',
        'src/web/layout/LogoutModal',
        'src/web/layout/MobileDrawer',
        'src/web/screens/profile/',
        'src/web/screens/conversation/',
        'src/web/screens/search/',
        'node_modules/dompurify/',
        // The screens' stores: made by kits the screens load (AccountScope.use).
        'src/core/model/conversation.ts',
        'src/core/model/conversation-registry.ts',
        'src/core/model/thread-walk.ts',
        'src/core/model/profile.ts',
        'src/core/model/search.ts',
        'src/core/model/media-viewer.ts',
        // The post form's model and the drafts: made by the chunks that post.
        'src/core/model/compose.ts',
        'src/core/model/post/',
        'src/web/model/post-stores.ts',
        'src/web/components/drafts/',
        // Words only lazy features show, and the sanitizer's allowlist (loaded with DOMPurify).
        'src/shared/i18n/en/keymap.ts',
        'src/shared/i18n/en/common-screens.ts',
        'src/web/components/common/purifier.ts',
        // i18next: the page translates with the lite translator (shared/i18n/lite-i18n.ts).
        'node_modules/i18next/',
        // React Router: the app has its own router (src/web/app/router/).
        'node_modules/react-router/',
      ];
      expect(initial.filter((source) => lazyFeatures.some((f) => source.includes(f)))).toEqual([]);
    },
  );
});
