import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { specifiersOf } from './specifiers';

/**
 * The rooms of ARCHITECTURE.md as code: every import that crosses from one room into another
 * must be an arrow of architecture-parts.json (a copy of the shared design file), and every
 * "never" arrow must also be a lint rule in biome.json, so the editor stops it before a test does.
 */
interface Parts {
  parts: Record<string, { is: string[]; says: string }>;
  arrows: [string, string][];
  never: [string, string, string][];
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const parts = JSON.parse(
  readFileSync(new URL('./architecture-parts.json', import.meta.url), 'utf8'),
) as Parts;
const rooms = Object.entries(parts.parts)
  .flatMap(([name, part]) => part.is.map((folder) => ({ name, folder })))
  .filter((room) => room.folder.startsWith('src/'));
const allowed = new Set(parts.arrows.map(([from, to]) => `${from}->${to}`));
const reasons = new Map(parts.never.map(([from, to, why]) => [`${from}->${to}`, why]));

/** Build configuration that runs in Node beside browser code; not part of any bundle's room. */
const BUILD_CONFIG = new Set(['src/web/vite.config.ts']);

function roomOf(path: string): string | undefined {
  return rooms.find((room) => path.startsWith(room.folder))?.name;
}

const sources = (
  readdirSync(resolve(ROOT, 'src'), { recursive: true, encoding: 'utf8' }) as string[]
)
  .map((file) => `src/${file.split('\\').join('/')}`)
  .filter((file) => /\.(ts|tsx|mjs|cjs)$/.test(file) && !BUILD_CONFIG.has(file))
  .sort();

/** Node-only and platform packages each room must not name, with the reason. */
const PACKAGES: Record<string, { names: string[]; why: string }> = {
  Core: {
    names: ['node:*', 'react', 'react-dom', 'ink', 'ws', 'undici', 'conf'],
    why: 'the model is platform-free',
  },
  Shared: {
    names: ['node:*', 'ink', 'react-dom', 'ws', 'undici', 'conf'],
    why: 'shared runs in both renderers',
  },
  Web: {
    names: ['node:*', 'ink', 'ws', 'undici', 'conf', 'terminal-image'],
    why: 'browser code only',
  },
  Terminal: { names: ['react-dom'], why: 'the terminal renders with Ink' },
};

function packageOf(specifier: string): string {
  if (specifier.startsWith('node:')) return 'node:*';
  const segments = specifier.split('/');
  return specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0]!;
}

interface Crossing {
  file: string;
  specifier: string;
  from: string;
  to: string;
}

function crossingsOf(file: string): Crossing[] {
  const from = roomOf(file);
  if (!from) return [];
  const source = readFileSync(resolve(ROOT, file), 'utf8');
  return specifiersOf(source)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const target = relative(ROOT, resolve(ROOT, dirname(file), specifier))
        .split('\\')
        .join('/');
      return { file, specifier, from, to: roomOf(`${target}/`) ?? roomOf(target) ?? 'outside src' };
    })
    .filter((crossing) => crossing.to !== crossing.from);
}

describe('rooms and arrows (architecture-parts.json)', () => {
  it('every room of the design has sources, and every source lies in a room', () => {
    for (const room of rooms) expect(sources.some((f) => f.startsWith(room.folder))).toBe(true);
    expect(sources.filter((file) => !roomOf(file))).toEqual([]);
  });

  it('the table names a reason for every arrow it forbids, and allows none of them', () => {
    for (const [from, to] of parts.never) expect(allowed.has(`${from}->${to}`)).toBe(false);
  });

  it.each(rooms.map((room) => room.name))('%s imports only along allowed arrows', (name) => {
    const bad = sources
      .filter((file) => roomOf(file) === name)
      .flatMap(crossingsOf)
      .filter((c) => !allowed.has(`${c.from}->${c.to}`))
      .map(
        (c) =>
          `${c.file}: ${c.specifier} (${c.from} -> ${c.to}: ${reasons.get(`${c.from}->${c.to}`) ?? 'not an arrow of the design'})`,
      );
    expect(bad).toEqual([]);
  });

  it.each(Object.keys(PACKAGES))('%s names no package its room forbids', (name) => {
    const { names, why } = PACKAGES[name]!;
    const bad = sources
      .filter((file) => roomOf(file) === name)
      .flatMap((file) =>
        specifiersOf(readFileSync(resolve(ROOT, file), 'utf8'))
          .filter((specifier) => !specifier.startsWith('.') && names.includes(packageOf(specifier)))
          .map((specifier) => `${file}: ${specifier} (${why})`),
      );
    expect(bad).toEqual([]);
  });
});

describe('biome.json holds the same rules, so the editor stops a forbidden import first', () => {
  interface Override {
    includes: string[];
    linter?: {
      rules?: {
        style?: {
          noRestrictedImports?: {
            options: { paths?: Record<string, string>; patterns?: { group: string[] }[] };
          };
        };
      };
    };
  }
  const biome = JSON.parse(readFileSync(resolve(ROOT, 'biome.json'), 'utf8')) as {
    overrides: Override[];
  };
  const restrictedFor = (folder: string) => {
    const override = biome.overrides.find((o) => o.includes.includes(`${folder}**`));
    const options = override?.linter?.rules?.style?.noRestrictedImports?.options;
    return {
      paths: Object.keys(options?.paths ?? {}),
      groups: (options?.patterns ?? []).flatMap((p) => p.group),
    };
  };

  it.each(parts.never.map(([from, to, why]) => [from, to, why] as const))(
    '%s never imports %s (%s)',
    (from, to) => {
      const toFolder = parts.parts[to]!.is[0]!.replace(/^src\//, '').replace(/\/$/, '');
      for (const folder of parts.parts[from]!.is) {
        expect(restrictedFor(folder).groups).toContain(`**/${toFolder}/**`);
      }
    },
  );

  it.each(Object.keys(PACKAGES))('%s: its forbidden packages are lint errors', (name) => {
    const { paths, groups } = restrictedFor(parts.parts[name]!.is[0]!);
    for (const pkg of PACKAGES[name]!.names) {
      expect(pkg === 'node:*' ? groups : paths).toContain(pkg);
    }
  });
});
