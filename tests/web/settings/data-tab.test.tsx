// @vitest-environment jsdom
/**
 * Issue 14, the web settings' data tab: follows, blocks and mutes imported from a file
 * (`POST /api/pleroma/{follow,blocks,mutes}_import`, the file as `list`), each kind with its
 * own error message (spec part 2 §8). The settings backup file is covered by
 * e2e/settings-modal.spec.ts.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsModal } from '../../../src/web/screens/settings/SettingsModal';
import { installDomShims } from '../support/dom-shims';
import { signIn } from '../support/reading';
import { renderWithServices, testServices } from '../support/test-app';

describe('the web data tab', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('imports follows from a file; a refused blocks import says so in its own words', async () => {
    const services = testServices();
    const received: string[] = [];
    services.server.routes.set('POST /api/pleroma/follow_import', ({ init }) => {
      const body = init?.body;
      const list = body instanceof FormData ? body.get('list') : null;
      // jsdom's File has no text(): its name and size say it is the chosen file.
      received.push(list instanceof File ? `${list.name} ${list.size}` : String(list));
      return { body: 'job started' };
    });
    services.server.routes.set('POST /api/pleroma/blocks_import', {
      status: 500,
      body: { error: 'Internal server error' },
    });
    await signIn(services);
    renderWithServices(<SettingsModal />, services, '/main/public?settings=data');
    const follows = (await screen.findByTestId('import-follow')) as HTMLInputElement;
    const file = new File(['bob@example.test\ncarol@example.test\n'], 'follows.csv', {
      type: 'text/csv',
    });
    fireEvent.change(follows, { target: { files: [file] } });
    expect((await screen.findByRole('status')).textContent).toBe('Import started: Follows');
    expect(received).toEqual(['follows.csv 36']);

    fireEvent.change(screen.getByTestId('import-blocks'), {
      target: { files: [new File(['x'], 'blocks.csv')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error importing blocks');
  });

  it('offers no import signed out, only the settings backup', async () => {
    const services = testServices();
    renderWithServices(<SettingsModal />, services, '/main/public?settings=data');
    const dialog = await screen.findByTestId('settings-modal');
    await within(dialog).findByTestId('settings-export');
    expect(within(dialog).queryByTestId('import-follow')).toBeNull();
  });
});
