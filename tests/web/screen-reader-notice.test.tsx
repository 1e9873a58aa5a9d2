// @vitest-environment jsdom
/**
 * Spec part 2 §9 "screen-reader notices clear after 1 s": showing the queued statuses tells
 * screen readers how many through the page's live region, which is empty again a second on.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Timeline } from '../../src/web/components/timeline/Timeline';
import { NoticeArea } from '../../src/web/layout/NoticeArea';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { renderWithServices, testServices } from './support/test-app';

const alice = accountJson('1', 'alice');

describe('the screen-reader live region', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('says "3 new posts shown" after Show new, and clears after 1 s', async () => {
    const services = testServices(
      fakeServer({
        'GET /api/v1/timelines/public': {
          body: ['9', '8'].map((id) => statusJson(id, alice, `<p>status ${id}</p>`)),
        },
      }),
    );
    const timeline = services.root.timelines.get({ type: 'public' });
    await timeline.loadInitial();
    timeline.setViewport({ atTop: false });
    runInAction(() => {
      timeline.queuedIds = ['12', '11', '10'];
    });
    renderWithServices(
      <>
        <NoticeArea />
        <Timeline timeline={timeline} titleKey="timeline.name.twkn" />
      </>,
      services,
    );
    const region = document.querySelector('.visually-hidden[aria-live]') as HTMLElement;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show new (3)' }));
    });
    expect(region.textContent).toBe('3 new posts shown');
    // Screen readers only: no notice on screen.
    expect(document.querySelector('.notice-area')).toBeNull();
    await act(() => services.clock.advance(999));
    expect(region.textContent).toBe('3 new posts shown');
    await act(() => services.clock.advance(1));
    expect(region.textContent).toBe('');
  });
});
