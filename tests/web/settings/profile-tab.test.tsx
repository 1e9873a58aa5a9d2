// @vitest-environment jsdom
/**
 * Issue 14, the web settings' profile tab beyond the name and avatar (which
 * e2e/settings-modal.spec.ts covers): fields within the instance's field limits, birthday
 * and show-birthday, and the account's flags, sent in one PATCH update_credentials.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsModal } from '../../../src/web/screens/settings/SettingsModal';
import { installDomShims } from '../support/dom-shims';
import { accountJson } from '../support/fake-server';
import { signIn } from '../support/reading';
import { renderWithServices, testServices } from '../support/test-app';

const me = {
  ...accountJson('1', 'alice'),
  source: { privacy: 'public', note: 'Hello', fields: [{ name: 'Site', value: 'a.example' }] },
  pleroma: { birthday: null },
};

describe('the web profile tab', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('keeps fields within the limit and sends fields, birthday and flags in one update', async () => {
    const services = testServices();
    services.server.routes.set('GET /api/v1/accounts/verify_credentials', { body: me });
    services.server.routes.set('GET /api/v1/instance', {
      body: {
        uri: 'petrel.test',
        title: 'Petrel test',
        pleroma: { metadata: { fields_limits: { max_fields: 2, name_length: 8 } } },
      },
    });
    let patch: Record<string, unknown> | undefined;
    services.server.routes.set('PATCH /api/v1/accounts/update_credentials', ({ init }) => {
      patch = JSON.parse(String(init?.body));
      return {
        body: {
          ...me,
          locked: true,
          bot: true,
          source: { ...me.source, fields: patch?.fields_attributes },
          pleroma: { birthday: '1990-04-05', show_birthday: true },
        },
      };
    });
    await signIn(services);
    renderWithServices(<SettingsModal />, services, '/main/public?settings=profile');
    const add = await screen.findByRole('button', { name: 'Add a field' });
    const fields = screen.getByRole('group', { name: 'Profile fields' });
    // One field of two allowed: one more, then the button is off.
    fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    const labels = within(fields).getAllByRole('textbox', { name: 'Label' });
    expect(labels.map((l) => (l as HTMLInputElement).maxLength)).toEqual([8, 8]);
    fireEvent.change(labels[1] as HTMLElement, { target: { value: 'Pronouns' } });
    fireEvent.change(
      within(fields).getAllByRole('textbox', { name: 'Content' })[1] as HTMLElement,
      {
        target: { value: 'she/her' },
      },
    );
    fireEvent.change(screen.getByLabelText('Birthday'), { target: { value: '1990-04-05' } });
    fireEvent.click(screen.getByLabelText('Show my birthday'));
    fireEvent.click(screen.getByLabelText('Approve followers by hand (locked)'));
    fireEvent.click(screen.getByLabelText('This is a bot account'));
    fireEvent.click(screen.getByTestId('profile-save'));
    expect((await screen.findByRole('status')).textContent).toBe('Profile saved');
    expect(patch).toMatchObject({
      fields_attributes: [
        { name: 'Site', value: 'a.example' },
        { name: 'Pronouns', value: 'she/her' },
      ],
      birthday: '1990-04-05',
      show_birthday: true,
      locked: true,
      bot: true,
      discoverable: false,
    });
    // The saved account is the one every screen shows (a locked account's padlock ...).
    await waitFor(() => expect(services.root.entities.accounts.get('1')?.locked).toBe(true));
  });
});
