import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { specifiersOf } from './specifiers';

/**
 * ARCHITECTURE.md rule 8, "behaviour lives once": a MobX class sits in a renderer only if it
 * imports something platform-specific; every other one belongs in core (src/core/model, or
 * src/core/view for view state), where both faces use the same behaviour.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RENDERERS = ['src/web', 'src/terminal'];

/** Packages that tie a file to one platform (a screen library, the DOM, Node). */
const PLATFORM = /^(node:|ink($|-)|react($|-dom|-router)|@tanstack\/|terminal-image|mobx-react)/;

/**
 * Renderer classes kept by decision, each with its reason. Keep this short: a new entry
 * needs a platform reason, not convenience.
 */
const ALLOWED: Record<string, string> = {
  'src/terminal/app/model/prompt.ts':
    'edits the command line in terminal cells (text-edit measures with layout/text-width)',
  'src/terminal/app/model/compose-media-input.ts':
    'reads and completes paths on the local disk (Node fs via ports/local-file), edits in terminal cells',
};

/** A class whose state MobX observes: makeObservable, decorators or observable fields. */
const MOBX_CLASS =
  /\bmake(?:Auto)?Observable\b|@(?:observable|computed|action)\b|^\s+(?:readonly\s+)?\w+\s*=\s*observable(?:\.\w+)?\(/m;

function sources(folder: string): string[] {
  return (readdirSync(resolve(ROOT, folder), { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .sort();
}

function isMobxClass(source: string): boolean {
  return /\bclass\s+\w+/.test(source) && MOBX_CLASS.test(source);
}

describe('MobX classes live in core unless they need a platform', () => {
  const files = RENDERERS.flatMap(sources).map((file) => ({
    file,
    source: readFileSync(resolve(ROOT, file), 'utf8'),
  }));

  it('finds no platform-free MobX class in src/web or src/terminal', () => {
    const offenders = files
      .filter(({ source }) => isMobxClass(source))
      .filter(({ source }) => !specifiersOf(source).some((spec) => PLATFORM.test(spec)))
      .map(({ file }) => file)
      .filter((file) => !(file in ALLOWED));
    expect(offenders).toEqual([]);
  });

  it('allows only classes that exist and still need the exception', () => {
    const mobxFiles = new Set(files.filter(({ source }) => isMobxClass(source)).map((f) => f.file));
    expect(Object.keys(ALLOWED).filter((file) => !mobxFiles.has(file))).toEqual([]);
  });

  it('recognises the ways a class becomes observable', () => {
    expect(isMobxClass('class A { constructor() { makeObservable(this, {}); } }')).toBe(true);
    expect(isMobxClass('class A { constructor() { makeAutoObservable(this); } }')).toBe(true);
    expect(isMobxClass('class A {\n  @observable x = 1;\n}')).toBe(true);
    expect(isMobxClass('class A {\n  readonly m = observable.map();\n}')).toBe(true);
    expect(isMobxClass('const view = observable({ a: 1 });')).toBe(false);
  });
});
