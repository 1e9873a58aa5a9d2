import { describe, expect, it } from 'vitest';
import { ListCursor } from '../../../src/core/view/list-cursor';
import { graphemes } from '../../../src/terminal/app/layout/graphemes';
import { complete, parseCommand } from '../../../src/terminal/app/model/command-line';
import { PromptStore } from '../../../src/terminal/app/model/prompt';
import {
  deleteBackward,
  deleteWordBackward,
  editOf,
  insertText,
  layoutEditor,
  moveLeft,
  moveVertical,
} from '../../../src/terminal/app/model/text-edit';

describe('text editing', () => {
  it('deletes and moves over whole graphemes', () => {
    let state = editOf('a👩‍👩‍👧');
    state = moveLeft(state);
    expect(state.cursor).toBe(1);
    state = editOf('a👩‍👩‍👧');
    expect(deleteBackward(state).value).toBe('a');
    expect(deleteWordBackward(editOf('one two  ')).value).toBe('one ');
  });

  it('cuts ASCII into characters as the grapheme segmenter does (CR LF one), without it', () => {
    const every = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)).join('');
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const text of [every, 'j', 'jjk\r', 'a\r\nb', '\n\r\n\r', '\x1b[A', 'g g', 'é👍a']) {
      expect(graphemes(text)).toEqual([...segmenter.segment(text)].map((s) => s.segment));
    }
  });

  it('drops control characters from typed text and flattens lines in one-line fields', () => {
    expect(insertText(editOf(''), 'a\x1b[31mb\x07c', true).value).toBe('a[31mbc');
    expect(insertText(editOf(''), 'a\r\nb', false).value).toBe('a b');
    expect(insertText(editOf(''), 'a\rb', true).value).toBe('a\nb');
  });

  it('lays out rows within the width and moves between them by column', () => {
    const state = { value: 'abcdefgh\nxy', cursor: 2 };
    const { rows, cursorRow } = layoutEditor(state, 5);
    expect(rows.map((r) => r.text)).toEqual(['abcd', 'efgh', 'xy']);
    expect(cursorRow).toBe(0);
    expect(moveVertical(state, 5, 1).cursor).toBe(6);
    expect(moveVertical({ value: 'abcdefgh\nxy', cursor: 7 }, 5, 1).cursor).toBe(11);
  });
});

describe('ListCursor', () => {
  it('stays on its item when items arrive above, and pins to the top on the first row', () => {
    const cursor = new ListCursor();
    let ids = ['c', 'b', 'a'];
    const indexOf = (id: string) => {
      const i = ids.indexOf(id);
      return i === -1 ? undefined : i;
    };
    cursor.set(1, ids.length, (i) => ids[i]);
    ids = ['e', 'd', 'c', 'b', 'a'];
    expect(cursor.locate(indexOf, ids.length)).toBe(3);
    cursor.set(0, ids.length, (i) => ids[i]);
    ids = ['f', ...ids];
    expect(cursor.locate(indexOf, ids.length)).toBe(0);
  });
});

describe('command line', () => {
  const sources = {
    accounts: () => ['bob', 'bobby@far.example', 'carol@remote.example'],
    tags: () => ['linux', 'linocut'],
    lists: () => ['Friends', 'Work'],
  };

  it('parses the commands of the issue', () => {
    expect(parseCommand(':tl local')).toEqual({
      kind: 'view',
      view: { kind: 'timeline', timeline: { type: 'public', local: true } },
    });
    expect(parseCommand('tl mentions')).toEqual({ kind: 'view', view: { kind: 'mentions' } });
    expect(parseCommand('tl fed')).toMatchObject({ view: { timeline: { type: 'public' } } });
    expect(parseCommand('tag #linux')).toMatchObject({ view: { timeline: { tag: 'linux' } } });
    expect(parseCommand('user @carol@remote.example')).toEqual({
      kind: 'view',
      view: { kind: 'profile', name: 'carol@remote.example' },
    });
    expect(parseCommand('list Work stuff')).toEqual({ kind: 'list', title: 'Work stuff' });
    expect(parseCommand('search cats and dogs')).toEqual({
      kind: 'search',
      query: 'cats and dogs',
    });
    expect(parseCommand('notif')).toEqual({ kind: 'view', view: { kind: 'notifications' } });
    expect(parseCommand('q')).toEqual({ kind: 'quit' });
    expect(parseCommand('tl nowhere')).toMatchObject({
      kind: 'error',
      messageKey: 'tui.prompt.usage',
    });
    expect(parseCommand('frobnicate')).toMatchObject({ messageKey: 'tui.prompt.unknown_command' });
  });

  it('completes commands, timeline names and known names', () => {
    expect(complete('no', sources)).toEqual({
      candidates: ['notifications '],
      completed: 'notifications ',
    });
    expect(complete('t', sources).candidates).toEqual(['tl ', 'tag ']);
    expect(complete('tl l', sources).completed).toBe('tl local');
    expect(complete('user bo', sources)).toEqual({
      candidates: ['user bob', 'user bobby@far.example'],
      completed: 'user bob',
    });
    expect(complete('user @car', sources).completed).toBe('user carol@remote.example');
    expect(complete('tag lin', sources).candidates).toEqual(['tag linocut', 'tag linux']);
    expect(complete('list w', sources).completed).toBe('list Work');
  });

  it('steps through candidates on repeated Tab', () => {
    const prompt = new PromptStore();
    prompt.open('command', 'tag lin');
    prompt.completeNext(sources);
    expect(prompt.text).toBe('tag lin');
    expect(prompt.candidates).toEqual(['tag linocut', 'tag linux']);
    prompt.completeNext(sources);
    expect(prompt.text).toBe('tag linocut');
    prompt.completeNext(sources);
    expect(prompt.text).toBe('tag linux');
  });
});
