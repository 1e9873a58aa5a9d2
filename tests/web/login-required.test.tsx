// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Timeline } from '../../src/web/components/timeline/Timeline';
import { installDomShims } from './support/dom-shims';
import { fakeServer } from './support/fake-server';
import { renderWithServices, testServices } from './support/test-app';

/**
 * A server that lets no one read its public timeline without a login (401/403 to an
 * anonymous request) is not "an error, click to retry": the reader is told a login is
 * needed.
 */

describe('Timeline of a server that requires a login to read', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it.each([401, 403])(
    'says so when the anonymous public timeline is answered %i',
    async (status) => {
      const services = testServices(
        fakeServer({
          'GET /api/v1/timelines/public': {
            status,
            body: { error: 'authorization required for timeline view' },
          },
        }),
      );
      const timeline = services.root.timelines.get({ type: 'public' });
      await timeline.loadInitial().catch(() => undefined);
      renderWithServices(<Timeline timeline={timeline} titleKey="timeline.name.twkn" />, services);
      expect(screen.getByRole('alert').textContent).toBe('This server requires a login to read it');
      expect(screen.queryByText(/An error occured/)).toBeNull();
    },
  );

  it('still offers a retry for other failures', async () => {
    const services = testServices(
      fakeServer({
        'GET /api/v1/timelines/public': { status: 502, body: { error: 'Bad gateway' } },
      }),
    );
    const timeline = services.root.timelines.get({ type: 'public' });
    await timeline.loadInitial().catch(() => undefined);
    renderWithServices(<Timeline timeline={timeline} titleKey="timeline.name.twkn" />, services);
    expect(screen.getByRole('button', { name: 'An error occured, click to retry' })).toBeTruthy();
  });
});
