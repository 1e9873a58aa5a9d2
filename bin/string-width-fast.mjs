// The terminal UI's column widths at start-up (issue 10: terminal UI start). Ink measures and
// wraps every piece of text it draws with `string-width`, two copies of it (8.x for Ink's own
// measuring, 7.x inside wrap-ansi), and loading them costs the first frame ~30-60 ms on this
// machine: each builds an `Intl.Segmenter` (ICU's break data) and compiles Unicode-property
// regular expressions (`\p{RGI_Emoji}` alone ~25 ms) when it loads; 7.x then segments even
// plain ASCII text, grapheme by grapheme, for every word wrap-ansi wraps.
//
// The bundles get one stand-in for both: printable ASCII (what nearly all of a timeline is)
// and the UI's own narrow glyphs (`·`, `…`, box drawing) are as wide as they are long;
// anything else goes to string-width 8.x itself, loaded on first use (a require(), which
// esbuild evaluates then). wrap-ansi thus measures as Ink does (the
// two copies disagreed on some emoji and marks). The grapheme segmenters of string-width and
// slice-ansi (Ink's clipping) are created on first use instead of at load, and ansi-tokenize
// (which cuts each line of each frame into characters) cuts ASCII lines without one.
// tests/cli/string-width-fast.test.ts holds the stand-in to string-width's answers.
import { readFile } from 'node:fs/promises';

const NAMESPACE = 'petrel-string-width-fast';

/** The stand-in module; `FULL` is replaced by the real string-width's path. */
const STAND_IN = `import stripAnsi from 'strip-ansi';
let full;
// One column each, whatever follows them (none joins a grapheme): printable ASCII and, while
// ambiguous-width characters count as narrow (string-width's default), Latin-1 and Latin
// Extended but the soft hyphen and © ® (emoji with a selector), general punctuation from
// U+2010 to U+2027 (dashes, quotes, bullet, ellipsis) and box drawing: the UI's own glyphs.
function oneColumnEach(text, ambiguousIsNarrow) {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c <= 0x7e) continue;
    if (!ambiguousIsNarrow) return false;
    if (c >= 0xa0 && c <= 0x2ff && c !== 0xad && c !== 0xa9 && c !== 0xae) continue;
    if ((c >= 0x2010 && c <= 0x2027) || (c >= 0x2500 && c <= 0x259f)) continue;
    return false;
  }
  return true;
}
export default function stringWidth(input, options) {
  if (typeof input !== 'string' || input.length === 0) return 0;
  let text = input;
  if (!options?.countAnsiEscapeCodes && (text.includes('\\u001B') || text.includes('\\u009B'))) {
    text = stripAnsi(text);
  }
  if (oneColumnEach(text, options?.ambiguousIsNarrow !== false)) return text.length;
  full ??= require(FULL).default;
  return full(input, options);
}
`;

/** A module-level `new Intl.Segmenter(...)` made lazy: [declaration, uses] as they read. */
const LAZY_SEGMENTERS = [
  {
    file: /[\\/]node_modules[\\/]string-width[\\/]index\.js$/,
    declaration: 'const segmenter = new Intl.Segmenter();',
    name: 'segmenter',
    make: 'new Intl.Segmenter()',
  },
  {
    file: /[\\/]node_modules[\\/]slice-ansi[\\/]tokenize-ansi\.js$/,
    declaration:
      "const GRAPHEME_SEGMENTER = new Intl.Segmenter(undefined, {granularity: 'grapheme'});",
    name: 'GRAPHEME_SEGMENTER',
    make: "new Intl.Segmenter(undefined, {granularity: 'grapheme'})",
  },
];

/**
 * Ink cuts every line of every frame into characters with ansi-tokenize, which segments the
 * whole line into graphemes with its `Intl.Segmenter` (made when it loads). Below U+0300 (no
 * combining mark, joiner or prepended character there), in general punctuation U+2010-2027
 * and in box drawing, every character is a grapheme of its own but CR LF (Unicode's GB3-GB5):
 * a line of only those (the UI's own, with `·` and `…`) is cut by a plain loop, and the
 * segmenter is made for the first line that needs it.
 */
const TOKENIZE = {
  file: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize\.js$/,
  declaration: 'const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });',
  use: 'segmenter.segment(str)',
};
const ASCII_GRAPHEMES = `let made;
function segmenter() {
  made ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return made;
}
function* oneUnitGraphemes(str) {
  for (let index = 0; index < str.length; index++) yield { segment: str[index], index };
}
function graphemesOf(str) {
  for (let i = 0; i < str.length; i++) {
    const code = str.charCodeAt(i);
    if (code < 0x300) {
      if (code === 13 && str.charCodeAt(i + 1) === 10) return segmenter().segment(str);
    } else if (!((code >= 0x2010 && code <= 0x2027) || (code >= 0x2500 && code <= 0x259f))) {
      return segmenter().segment(str);
    }
  }
  return oneUnitGraphemes(str);
}`;

/** ansi-tokenize's source with the ASCII loop; undefined when an update changed it. */
export function asciiTokenize(source) {
  const uses = source.split(TOKENIZE.use).length - 1;
  if (!source.includes(TOKENIZE.declaration) || uses !== 1) return undefined;
  // The use first: the new declaration holds the same words.
  return source
    .replace(TOKENIZE.use, 'graphemesOf(str)')
    .replace(TOKENIZE.declaration, () => ASCII_GRAPHEMES);
}

/**
 * Rewrites `source` so that its segmenter is made on first use; undefined when the
 * declaration is not found (an update changed the module: it is then left as it is).
 */
export function lazySegmenter(source, { declaration, name, make }) {
  if (!source.includes(declaration)) return undefined;
  const uses = new RegExp(`\\b${name}\\.segment\\(`, 'g');
  return source
    .replace(declaration, `let ${name};`)
    .replace(uses, `(${name} ??= ${make}).segment(`);
}

/** The esbuild plugin: every `string-width` import gets the stand-in. */
export const stringWidthFast = {
  name: NAMESPACE,
  setup(b) {
    b.onResolve({ filter: /^string-width$/ }, async (args) => {
      if (args.pluginData === NAMESPACE) return undefined;
      // The newest copy, string-width 8.x at the top of node_modules, is the one loaded later.
      const real = await b.resolve('string-width', {
        kind: 'require-call',
        resolveDir: b.initialOptions.absWorkingDir ?? process.cwd(),
        pluginData: NAMESPACE,
      });
      if (real.errors.length > 0) return { errors: real.errors };
      return { path: real.path, namespace: NAMESPACE };
    });
    b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
      contents: STAND_IN.replace('FULL', JSON.stringify(args.path)),
      loader: 'js',
      resolveDir: args.path.replace(/[\\/][^\\/]*$/, ''),
    }));
    b.onLoad({ filter: TOKENIZE.file }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = asciiTokenize(source);
      if (contents === undefined) {
        return {
          contents: source,
          warnings: [
            { text: `ansi-tokenize's segmenter was not found in ${args.path}; left as it is` },
          ],
        };
      }
      return { contents, loader: 'js' };
    });
    for (const lazy of LAZY_SEGMENTERS) {
      b.onLoad({ filter: lazy.file }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const contents = lazySegmenter(source, lazy);
        if (contents === undefined) {
          return {
            contents: source,
            warnings: [{ text: `${lazy.name} was not found in ${args.path}; left as it is` }],
          };
        }
        return { contents, loader: 'js' };
      });
    }
  },
};
