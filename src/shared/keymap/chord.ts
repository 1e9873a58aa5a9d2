/**
 * Key notation shared by the terminal and the web client.
 *
 * A *chord* is one key press: an optional set of modifiers and a key, written
 * `ctrl+s`, `shift+tab`, `alt+enter`, `G`, `?`, `down`. A *binding* is a sequence of chords
 * separated by spaces, pressed one after the other: `g g`.
 *
 * Canonical form (what `normalizeChord` returns and what adapters must produce):
 * - modifiers in the order `ctrl+alt+shift+`, lower case;
 * - a printable key is the character itself, case kept: `G` already means Shift+g, so
 *   `shift+` is only written for named keys (`shift+tab`);
 * - named keys: see `NAMED_KEYS` (`space` stands for the space bar, since a binding uses
 *   spaces as separators).
 */

export const NAMED_KEYS = [
  'enter',
  'esc',
  'tab',
  'space',
  'backspace',
  'delete',
  'up',
  'down',
  'left',
  'right',
  'home',
  'end',
  'pageup',
  'pagedown',
  'f1',
  'f2',
  'f3',
  'f4',
  'f5',
  'f6',
  'f7',
  'f8',
  'f9',
  'f10',
  'f11',
  'f12',
] as const;

export type NamedKey = (typeof NAMED_KEYS)[number];

const NAMED = new Set<string>(NAMED_KEYS);
const ALIASES: Readonly<Record<string, NamedKey>> = {
  return: 'enter',
  escape: 'esc',
  arrowup: 'up',
  arrowdown: 'down',
  arrowleft: 'left',
  arrowright: 'right',
  pgup: 'pageup',
  pgdn: 'pagedown',
  del: 'delete',
};
const MODIFIER_ORDER = ['ctrl', 'alt', 'shift'] as const;
type Modifier = (typeof MODIFIER_ORDER)[number];
const MODIFIER_ALIASES: Readonly<Record<string, Modifier>> = {
  ctrl: 'ctrl',
  control: 'ctrl',
  alt: 'alt',
  meta: 'alt',
  option: 'alt',
  shift: 'shift',
};

/** The canonical form of one chord, or undefined when it is not a key we know. */
export function normalizeChord(text: string): string | undefined {
  if (text === '+') return '+';
  const parts = text.split('+');
  // `ctrl++` names the plus key with a modifier.
  if (text.endsWith('++')) parts.splice(parts.length - 2, 2, '+');
  const keyPart = parts.pop();
  if (keyPart === undefined || keyPart === '') return undefined;
  const modifiers = new Set<Modifier>();
  for (const raw of parts) {
    const modifier = MODIFIER_ALIASES[raw.toLowerCase()];
    if (!modifier) return undefined;
    modifiers.add(modifier);
  }
  let key: string;
  const lower = keyPart.toLowerCase();
  if (NAMED.has(lower)) key = lower;
  else if (ALIASES[lower]) key = ALIASES[lower];
  else if ([...keyPart].length === 1) key = keyPart;
  else return undefined;
  // A single letter with ctrl or alt is case-insensitive in terminals: store it lower case.
  if (key.length === 1 && (modifiers.has('ctrl') || modifiers.has('alt'))) {
    key = key.toLowerCase();
  }
  // `shift+g` is written `G`.
  if (modifiers.has('shift') && key.length === 1 && !modifiers.has('ctrl')) {
    modifiers.delete('shift');
    key = key.toUpperCase();
  }
  const prefix = MODIFIER_ORDER.filter((m) => modifiers.has(m))
    .map((m) => `${m}+`)
    .join('');
  return prefix + key;
}

/** A binding (`g g`, `ctrl+s`) as canonical chords, or undefined when any chord is invalid. */
export function parseBinding(binding: string): string[] | undefined {
  const chords = binding.trim().split(/\s+/);
  if (chords.length === 0 || chords[0] === '') return undefined;
  const out: string[] = [];
  for (const chord of chords) {
    const normal = normalizeChord(chord);
    if (!normal) return undefined;
    out.push(normal);
  }
  return out;
}

const KEY_LABELS: Readonly<Record<string, string>> = {
  enter: 'Enter',
  esc: 'Esc',
  tab: 'Tab',
  space: 'Space',
  backspace: 'Backspace',
  delete: 'Delete',
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
  home: 'Home',
  end: 'End',
  pageup: 'PgUp',
  pagedown: 'PgDn',
};
const MODIFIER_LABELS: Readonly<Record<Modifier, string>> = {
  ctrl: 'Ctrl',
  alt: 'Alt',
  shift: 'Shift',
};

/** A chord as help screens show it: `Ctrl+S`, `↓`, `G`. */
export function formatChord(chord: string): string {
  if (chord === '+') return '+';
  const parts = chord.endsWith('++') ? [...chord.slice(0, -2).split('+'), '+'] : chord.split('+');
  const key = parts.pop() ?? '';
  const label = KEY_LABELS[key] ?? (/^f\d+$/.test(key) ? key.toUpperCase() : key);
  const mods = parts.map((m) => MODIFIER_LABELS[m as Modifier] ?? m);
  const keyText = mods.length > 0 && label.length === 1 ? label.toUpperCase() : label;
  return [...mods, keyText].join('+');
}

/** A binding as help screens show it: `gg` for `g g`, `Ctrl+S`. */
export function formatBinding(chords: readonly string[]): string {
  const labels = chords.map(formatChord);
  // Runs of plain one-character keys read best glued together, as vim writes them.
  return labels.every((l) => [...l].length === 1) ? labels.join('') : labels.join(' ');
}
