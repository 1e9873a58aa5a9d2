// @vitest-environment jsdom
// Issue 16, spec part 2 §8 and §9: a code chunk that fails to load, or has not arrived after
// 120 s, is 'Loading chunk N failed'; the screen says "An error occured: …" with a reload.
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/web/app/AppProviders';
import { CHUNK_TIMEOUT_MS, lazyScreen, loadChunk } from '../../src/web/app/chunk';
import { RouteErrorBoundary } from '../../src/web/app/RouteErrorBoundary';
import { MemoryRouter } from '../../src/web/app/router';
import { testServices } from './support/test-app';

/** Stands for the built `import("./AboutScreen-x1.js")`: the loader's source names the file. */
function pending<T>(): { fetchChunk: (file: string) => Promise<T>; arrive: (value: T) => void } {
  let arrive!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    arrive = resolve;
  });
  return { fetchChunk: () => promise, arrive };
}

function About() {
  return <h2>About this instance</h2>;
}

function inApp(ui: ReactNode) {
  return render(
    <AppProviders services={testServices()}>
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/about">{ui}</RouteErrorBoundary>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('chunk loading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('a chunk still missing after 120 s has failed, not a moment before', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const { fetchChunk } = pending<string>();
    let outcome: unknown = 'waiting';
    loadChunk(() => fetchChunk('./AboutScreen-x1.js')).then(
      (value) => {
        outcome = value;
      },
      (error: Error) => {
        outcome = error.message;
      },
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('Loading chunk AboutScreen-x1 failed');
  });

  it('a chunk that arrives in time is used, and the timeout later changes nothing', async () => {
    const { fetchChunk, arrive } = pending<string>();
    const loaded = loadChunk(() => fetchChunk('./AboutScreen-x1.js'));
    await vi.advanceTimersByTimeAsync(60_000);
    arrive('the about screen');
    await expect(loaded).resolves.toBe('the about screen');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await expect(loaded).resolves.toBe('the about screen');
  });

  it('a chunk the network refused fails at once, named after its file', async () => {
    const refused = (_file: string) => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadChunk(() => refused('./ProfileScreen-Ab3.js'))).rejects.toThrow(
      'Loading chunk ProfileScreen-Ab3 failed',
    );
  });

  it('a chunk whose stylesheet fails is a CSS chunk failure (CSS_CHUNK_LOAD_FAILED)', async () => {
    // What Vite's preload helper rejects with when a chunk's <link rel=stylesheet> errors.
    const noCss = (_file: string) =>
      Promise.reject(new Error('Unable to preload CSS for /assets/AnnouncementsScreen-Q1.css'));
    const failure = await loadChunk(() => noCss('./AnnouncementsScreen-Q1.js')).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      name: 'ChunkLoadError',
      code: 'CSS_CHUNK_LOAD_FAILED',
      message: 'Loading CSS chunk AnnouncementsScreen-Q1 failed',
    });
    const refused = (_file: string) => Promise.reject(new TypeError('Failed to fetch'));
    const plain = await loadChunk(() => refused('./ProfileScreen-Ab3.js')).catch(
      (error: unknown) => error,
    );
    expect(plain).toMatchObject({ name: 'ChunkLoadError', code: undefined });
  });

  it('a screen whose chunk never arrives shows the error and a reload after 120 s', async () => {
    const { fetchChunk } = pending<{ default: typeof About }>();
    const AboutScreen = lazyScreen(() => fetchChunk('./AboutScreen-x1.js'));
    inApp(<AboutScreen />);
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1_000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert').textContent).toContain(
      'An error occured: Loading chunk AboutScreen-x1 failed',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('a screen whose chunk arrives draws as usual', async () => {
    const { fetchChunk, arrive } = pending<{ default: typeof About }>();
    const AboutScreen = lazyScreen(() => fetchChunk('./AboutScreen-x1.js'));
    inApp(<AboutScreen />);
    await act(async () => arrive({ default: About }));
    expect(screen.getByRole('heading', { name: 'About this instance' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
