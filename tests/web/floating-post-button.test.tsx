// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLOATING_BUTTON_SCROLL_THROTTLE_MS } from '../../src/web/components/post/floating-button-rules';
import { useScrollingDown } from '../../src/web/components/post/use-scrolling-down';

/** What the floating button does with the hook: drawn unless the reader is scrolling down. */
function Probe() {
  return useScrollingDown() ? null : <button type="button">New post</button>;
}

function scrollTo(y: number): void {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  act(() => {
    vi.advanceTimersByTime(FLOATING_BUTTON_SCROLL_THROTTLE_MS);
  });
}

function wheel(): void {
  act(() => {
    window.dispatchEvent(new Event('wheel'));
  });
}

describe('the floating new-post button while the page scrolls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('hides while the reader scrolls down and comes back when they scroll up', () => {
    render(<Probe />);
    wheel();
    scrollTo(600);
    expect(screen.queryByRole('button', { name: 'New post' })).toBeNull();
    wheel();
    scrollTo(500);
    expect(screen.getByRole('button', { name: 'New post' })).toBeTruthy();
  });

  it('stays when the app scrolls on its own, as when home restores the reading position', () => {
    render(<Probe />);
    scrollTo(1125);
    expect(screen.getByRole('button', { name: 'New post' })).toBeTruthy();
    // Long after the reader's last wheel, a scroll is not theirs either.
    wheel();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    scrollTo(2000);
    expect(screen.getByRole('button', { name: 'New post' })).toBeTruthy();
  });
});
