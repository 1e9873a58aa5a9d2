import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import { inkChords } from '../../../src/terminal/app/keys/ink-chord';
import { editOf, editWithRun } from '../../../src/terminal/app/model/text-edit';

const plain = { return: false } as Key;

describe('inkChords: keys Ink hands over in one read', () => {
  it('a cursor key and Enter written together are the two chords', () => {
    expect(inkChords('j\r', plain)).toEqual(['j', 'enter']);
  });

  it('a run of letters stays letters, a space is the space chord', () => {
    expect(inkChords('jj k', plain)).toEqual(['j', 'j', 'space', 'k']);
  });
});

describe('editWithRun: a one-line field given keys read at once', () => {
  it('Ctrl+U, a number and Enter: the field is cleared, the number typed, the line ended', () => {
    const chords = inkChords('\x154321\r', plain);
    expect(chords).toEqual(['ctrl+u', '4', '3', '2', '1', 'enter']);
    expect(editWithRun(editOf('5000'), chords, 80)).toEqual({
      state: { value: '4321', cursor: 4 },
      entered: true,
    });
  });

  it('without Enter the line stays open; Backspace and words edit as typed', () => {
    const run = editWithRun(editOf(''), inkChords('abc\x7fé d', plain), 80);
    expect(run).toEqual({ state: { value: 'abé d', cursor: 5 }, entered: false });
  });
});
