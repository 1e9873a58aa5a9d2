// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyboardShortcuts } from '../../src/web/components/keyboard/KeyboardShortcuts';
import { Timeline } from '../../src/web/components/timeline/Timeline';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { renderWithServices, testServices } from './support/test-app';

const alice = accountJson('1', 'alice');

function page(ids: string[]) {
  return ids.map((id) => statusJson(id, alice, `<p>status ${id}</p>`));
}

async function loadedTimeline() {
  const services = testServices(
    fakeServer({ 'GET /api/v1/timelines/public': { body: page(['9', '8', '7']) } }),
  );
  const timeline = services.root.timelines.get({ type: 'public' });
  await timeline.loadInitial();
  return { services, timeline };
}

describe('Timeline', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('shows "Up to date" when nothing waits', async () => {
    const { services, timeline } = await loadedTimeline();
    renderWithServices(<Timeline timeline={timeline} titleKey="timeline.name.twkn" />, services);
    expect(screen.getByRole('heading', { name: 'Federated' })).toBeTruthy();
    expect(screen.getByText('Up to date')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show new/ })).toBeNull();
  });

  it('shows "Show new (N)" for queued statuses and shows them on click', async () => {
    const { services, timeline } = await loadedTimeline();
    // Scrolled away from the top: new statuses wait.
    timeline.setViewport({ atTop: false });
    services.root.entities.ingest({
      accounts: [],
      statuses: [],
    });
    runInAction(() => {
      timeline.queuedIds = ['11', '10'];
    });
    renderWithServices(<Timeline timeline={timeline} titleKey="timeline.name.twkn" />, services);
    const button = screen.getByRole('button', { name: 'Show new (2)' });
    act(() => {
      fireEvent.click(button);
    });
    expect(timeline.newStatusCount).toBe(0);
    expect(timeline.visibleIds.slice(0, 2)).toEqual(['11', '10']);
    expect(screen.getByText('Up to date')).toBeTruthy();
  });

  it('shows "Reload" when the flush marker is set', async () => {
    const { services, timeline } = await loadedTimeline();
    runInAction(() => {
      timeline.queuedIds = ['12'];
      timeline.flushMarker = '12';
    });
    renderWithServices(<Timeline timeline={timeline} titleKey="timeline.name.twkn" />, services);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show new/ })).toBeNull();
  });

  it('shows new statuses on "." outside text inputs only', async () => {
    const { services, timeline } = await loadedTimeline();
    runInAction(() => {
      timeline.queuedIds = ['10'];
    });
    renderWithServices(
      <>
        <input aria-label="field" />
        <Timeline timeline={timeline} titleKey="timeline.name.twkn" />
        <KeyboardShortcuts />
      </>,
      services,
    );
    act(() => {
      fireEvent.keyDown(screen.getByLabelText('field'), { key: '.' });
    });
    expect(timeline.newStatusCount).toBe(1);
    act(() => {
      fireEvent.keyDown(window, { key: '.' });
    });
    expect(timeline.newStatusCount).toBe(0);
  });

  it('renders statuses with names, sanitized content and a conversation link', async () => {
    const { services, timeline } = await loadedTimeline();
    renderWithServices(<Timeline timeline={timeline} titleKey="timeline.name.twkn" />, services);
    expect(screen.getByText('status 9')).toBeTruthy();
    const link = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/notice/9');
    expect(link).toBeTruthy();
  });

  it('loads older near the bottom, then says "No more statuses"', async () => {
    const { services, timeline } = await loadedTimeline();
    services.server.routes.set('GET /api/v1/timelines/public', ({ url }) => ({
      body: url.searchParams.get('max_id') === '7' ? [] : page(['9', '8', '7']),
    }));
    renderWithServices(<Timeline timeline={timeline} titleKey="timeline.name.twkn" />, services);
    // jsdom has no layout: the page is "within 750 px of the bottom" at once.
    expect(await screen.findByText('No more statuses')).toBeTruthy();
    expect(timeline.bottomedOut).toBe(true);
  });

  it('offers a retry after a failed load-older, then "Load older"', async () => {
    const { services, timeline } = await loadedTimeline();
    let fail = true;
    services.server.routes.set('GET /api/v1/timelines/public', ({ url }) =>
      url.searchParams.get('max_id') && fail
        ? { status: 502, body: { error: 'Bad gateway' } }
        : { body: page(['6', '5']) },
    );
    renderWithServices(<Timeline timeline={timeline} titleKey="timeline.name.twkn" />, services);
    const retry = await screen.findByRole('button', { name: 'An error occured, click to retry' });
    fail = false;
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(timeline.visibleIds).toEqual(['9', '8', '7', '6', '5']);
  });
});
