// @vitest-environment jsdom
// The web's lazy boundaries (issue 10, initial-load budget): features fetched after the first
// commit, and the route error boundary that replaced the data router's errorElement.
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/web/app/AppProviders';
import { lazyFeature } from '../../src/web/app/lazy-feature';
import { RouteErrorBoundary } from '../../src/web/app/RouteErrorBoundary';
import { MemoryRouter } from '../../src/web/app/router';
import { testServices } from './support/test-app';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function inApp(ui: ReactNode) {
  return render(
    <AppProviders services={testServices()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

describe('lazy features', () => {
  afterEach(cleanup);

  it('draw nothing until their chunk arrives, then draw with their props; one download for all', async () => {
    const chunk = deferred<typeof Greeting>();
    let loads = 0;
    const LazyGreeting = lazyFeature(() => {
      loads += 1;
      return chunk.promise;
    });
    inApp(
      <>
        <p>first frame</p>
        <LazyGreeting name="alice" />
        <LazyGreeting name="bob" />
      </>,
    );
    expect(screen.getByText('first frame')).toBeTruthy();
    expect(screen.queryByText(/Hello/)).toBeNull();
    await act(async () => chunk.resolve(Greeting));
    expect(screen.getByText('Hello alice')).toBeTruthy();
    expect(screen.getByText('Hello bob')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('a chunk that cannot load shows the error in the route boundary, not a blank page', async () => {
    const chunk = deferred<typeof Greeting>();
    const fetchChunk = (_file: string) => chunk.promise;
    const LazyGreeting = lazyFeature(() => fetchChunk('./Greeting-x1.js'));
    inApp(
      <RouteErrorBoundary resetKey="/">
        <LazyGreeting name="alice" />
      </RouteErrorBoundary>,
    );
    await act(async () => chunk.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toContain(
      'An error occured: Loading chunk Greeting-x1 failed',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('route error boundary', () => {
  afterEach(cleanup);

  function Broken(): never {
    throw new Error('screen broke');
  }

  it('shows what a screen threw and clears when the reader goes elsewhere', async () => {
    let go: (path: string) => void = () => {};
    function Screens() {
      const [path, setPath] = useState('/broken');
      go = setPath;
      return (
        <RouteErrorBoundary resetKey={path}>
          {path === '/broken' ? <Broken /> : <p>timeline</p>}
        </RouteErrorBoundary>
      );
    }
    inApp(<Screens />);
    expect(screen.getByRole('alert').textContent).toContain('screen broke');
    await act(async () => go('/main/public'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('timeline')).toBeTruthy();
  });
});
