import { describe, expect, it } from 'vitest';
import {
  formatBinding,
  formatChord,
  KEY_ACTIONS,
  KeySequenceMatcher,
  normalizeChord,
  parseBinding,
  readKeymapConfig,
  resolveKeymap,
  SEQUENCE_TIMEOUT_MS,
} from '../../../src/shared/keymap';

describe('key notation', () => {
  it('normalizes chords', () => {
    expect(normalizeChord('Ctrl+S')).toBe('ctrl+s');
    expect(normalizeChord('control+shift+Tab')).toBe('ctrl+shift+tab');
    expect(normalizeChord('shift+g')).toBe('G');
    expect(normalizeChord('G')).toBe('G');
    expect(normalizeChord('Return')).toBe('enter');
    expect(normalizeChord('escape')).toBe('esc');
    expect(normalizeChord('meta+x')).toBe('alt+x');
    expect(normalizeChord('?')).toBe('?');
    expect(normalizeChord('ctrl++')).toBe('ctrl++');
    expect(normalizeChord('hyper+x')).toBeUndefined();
    expect(normalizeChord('banana')).toBeUndefined();
  });

  it('parses and formats bindings', () => {
    expect(parseBinding('g g')).toEqual(['g', 'g']);
    expect(parseBinding('ctrl+x ctrl+s')).toEqual(['ctrl+x', 'ctrl+s']);
    expect(parseBinding('g nope')).toBeUndefined();
    expect(formatBinding(['g', 'g'])).toBe('gg');
    expect(formatBinding(['ctrl+x', 'ctrl+s'])).toBe('Ctrl+X Ctrl+S');
    expect(formatChord('down')).toBe('↓');
    expect(formatChord('shift+tab')).toBe('Shift+Tab');
  });

  it('defines every default binding in valid notation, with unique ids', () => {
    const ids = KEY_ACTIONS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const action of KEY_ACTIONS) {
      for (const key of action.keys)
        expect(parseBinding(key), `${action.id}: ${key}`).toBeDefined();
      expect(action.description).toMatch(/^keymap\./);
    }
    expect(resolveKeymap().problems).toEqual([]);
  });
});

describe('resolveKeymap', () => {
  it('replaces the defaults of an overridden action', () => {
    const keymap = resolveKeymap({ 'cursor.down': ['n', 'ctrl+n'] });
    const down = keymap.actions.find((a) => a.id === 'cursor.down');
    expect(down?.bindings).toEqual([['n'], ['ctrl+n']]);
  });

  it('reports unknown actions, bad keys and clashes without throwing', () => {
    const keymap = resolveKeymap({
      'nope.nothing': ['x'],
      'cursor.up': ['not a key at all'],
      'status.reply': ['j'],
    });
    expect(keymap.problems.join('\n')).toContain('Unknown key action "nope.nothing"');
    expect(keymap.problems.join('\n')).toContain('is not a key Petrel knows');
    expect(keymap.problems.join('\n')).toContain('already used by cursor.down');
    expect(keymap.actions.find((a) => a.id === 'status.reply')?.bindings).toEqual([]);
  });

  it('reports an override that a screen binding hides, in either direction', () => {
    expect(resolveKeymap({ 'go.home': ['g g'] }).problems).toEqual([
      'Key "g g" for go.home clashes with cursor.top: where both apply, cursor.top wins and go.home does nothing',
    ]);
    expect(resolveKeymap({ 'cursor.top': ['g h'] }).problems.join('\n')).toContain(
      'cursor.top wins and go.home does nothing',
    );
  });

  it('reports a single key that a sequence would shadow', () => {
    const keymap = resolveKeymap({ 'status.reply': ['g'] });
    expect(keymap.problems.join('\n')).toContain('waits for "g g"');
  });
});

describe('KeySequenceMatcher', () => {
  const keymap = resolveKeymap();

  it('matches single chords of the active contexts only', () => {
    const matcher = new KeySequenceMatcher(keymap, ['timeline', 'status', 'list', 'global']);
    expect(matcher.feed('j')).toEqual({ kind: 'action', action: 'cursor.down' });
    expect(matcher.feed('?')).toEqual({ kind: 'action', action: 'help.toggle' });
    expect(matcher.feed('ctrl+s')).toEqual({ kind: 'none' });
    const compose = new KeySequenceMatcher(keymap, ['compose']);
    expect(compose.feed('q')).toEqual({ kind: 'none' });
    expect(compose.feed('ctrl+s')).toEqual({ kind: 'action', action: 'compose.send' });
  });

  it('waits for the second key of gg, and a failed sequence lets the key count alone', () => {
    const matcher = new KeySequenceMatcher(keymap, ['timeline', 'status', 'list', 'global']);
    expect(matcher.feed('g', 0)).toEqual({ kind: 'pending' });
    expect(matcher.feed('g', 10)).toEqual({ kind: 'action', action: 'cursor.top' });
    expect(matcher.feed('g', 20)).toEqual({ kind: 'pending' });
    expect(matcher.feed('j', 30)).toEqual({ kind: 'action', action: 'cursor.down' });
  });

  it('forgets a half-typed sequence after the timeout', () => {
    const matcher = new KeySequenceMatcher(keymap, ['list']);
    matcher.feed('g', 0);
    expect(matcher.feed('g', SEQUENCE_TIMEOUT_MS + 1)).toEqual({ kind: 'pending' });
  });

  it('lets earlier contexts shadow later ones', () => {
    const custom = resolveKeymap({ 'view.back': ['q'] });
    const thread = new KeySequenceMatcher(custom, ['thread', 'global']);
    expect(thread.feed('q')).toEqual({ kind: 'action', action: 'view.back' });
    const timeline = new KeySequenceMatcher(custom, ['timeline', 'global']);
    expect(timeline.feed('q')).toEqual({ kind: 'action', action: 'app.quit' });
  });
});

describe('the keymap setting of the config file', () => {
  it('reads action ids to key lists leniently', () => {
    expect(readKeymapConfig(undefined)).toEqual({ overrides: {}, problems: [] });
    expect(readKeymapConfig({ 'app.quit': ['Q'], 'cursor.down': 'n' }).overrides).toEqual({
      'app.quit': ['Q'],
      'cursor.down': ['n'],
    });
    const bad = readKeymapConfig({ 'app.quit': 5, 'cursor.up': ['k'] });
    expect(bad.overrides).toEqual({ 'cursor.up': ['k'] });
    expect(bad.problems[0]).toContain('app.quit');
    expect(readKeymapConfig(['q']).problems[0]).toContain('must be an object');
  });

  it('mapping q to Q frees q without any problem', () => {
    const keymap = resolveKeymap({ 'app.quit': ['Q'] });
    expect(keymap.problems).toEqual([]);
    const matcher = new KeySequenceMatcher(keymap, ['timeline', 'status', 'list', 'global']);
    expect(matcher.feed('q')).toEqual({ kind: 'none' });
    expect(matcher.feed('Q')).toEqual({ kind: 'action', action: 'app.quit' });
  });
});
