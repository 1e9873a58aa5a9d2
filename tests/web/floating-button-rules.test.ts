import { describe, expect, it } from 'vitest';
import {
  hiddenAfterScroll,
  keyboardLikely,
  routeHidesButton,
} from '../../src/web/components/post/floating-button-rules';

describe('the floating new-post button', () => {
  it('hides while the reader scrolls down and comes back on any scroll up', () => {
    expect(hiddenAfterScroll(0, 400, true)).toBe(true);
    expect(hiddenAfterScroll(400, 390, true)).toBe(false);
    expect(hiddenAfterScroll(400, 400, true)).toBeNull();
  });

  it('stays as it is when the app scrolls on its own (the reading position restored)', () => {
    expect(hiddenAfterScroll(0, 1125, false)).toBeNull();
    expect(hiddenAfterScroll(1125, 0, false)).toBeNull();
  });

  it('hides when an on-screen keyboard is likely (the spec’s sizes)', () => {
    expect(keyboardLikely(349, 344)).toBe(true);
    expect(keyboardLikely(449, 559)).toBe(true);
    expect(keyboardLikely(450, 559)).toBe(false);
    expect(keyboardLikely(1400, 900)).toBe(false);
  });

  it('hides on the chats, chat and list-edit routes only', () => {
    expect(routeHidesButton('/users/alice/chats')).toBe(true);
    expect(routeHidesButton('/users/alice/chats/9')).toBe(true);
    expect(routeHidesButton('/lists/3/edit')).toBe(true);
    expect(routeHidesButton('/main/friends')).toBe(false);
    expect(routeHidesButton('/lists/3')).toBe(false);
  });
});
