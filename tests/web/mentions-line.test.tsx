// @vitest-environment jsdom
/**
 * Spec part 2 §9 "Mentions line shows 5 then a plus-more control" (§4: collapsed or
 * expanded): the accounts a status mentions without naming them in its text, under the
 * reply-to line.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeStatus } from '../../src/core/normalize';
import { StatusItem } from '../../src/web/components/status/StatusItem';
import { installDomShims } from './support/dom-shims';
import { accountJson, statusJson } from './support/fake-server';
import { renderWithServices, type TestServices, testServices } from './support/test-app';

const host = accountJson('2', 'host');
const crowd = Array.from({ length: 9 }, (_, i) => accountJson(String(100 + i), `crowd${i}`));
const mentions = crowd.map((a) => ({
  id: a.id,
  acct: a.acct,
  username: a.username,
  url: a.url,
}));

function put(services: TestServices, json: Record<string, unknown>): string {
  const result = normalizeStatus(json, 'example.test');
  if (!result) throw new Error('not a status');
  services.root.entities.ingest(result.bundle);
  return result.status.id;
}

describe('the mentions line on the web', () => {
  let services: TestServices;
  beforeEach(() => {
    installDomShims();
    services = testServices();
  });
  afterEach(cleanup);

  it('lists 5 accounts, then "+3 more"; it opens to all 8 and folds with Show less', async () => {
    const id = put(
      services,
      statusJson(
        '50',
        host,
        `<p><a class="u-url mention" href="${crowd[0]?.url}">@crowd0</a> party at mine</p>`,
        { mentions },
      ),
    );
    renderWithServices(<StatusItem id={id} />, services, '/main/public');
    const line = await screen.findByRole('group', { name: 'Also mentions' });
    const names = () =>
      within(line)
        .queryAllByRole('link')
        .map((a) => a.textContent?.trim());
    // crowd0 is named in the text: not repeated in the line.
    expect(names()).toEqual(['@crowd1', '@crowd2', '@crowd3', '@crowd4', '@crowd5']);
    const more = within(line).getByRole('button', { name: 'Show all mentioned accounts' });
    expect(more.textContent).toBe('+3 more');
    act(() => {
      fireEvent.click(more);
    });
    expect(names()).toHaveLength(8);
    expect(names()).toContain('@crowd8');
    expect(within(line).getByRole('link', { name: '@crowd8' }).getAttribute('href')).toBe(
      '/users/crowd8',
    );
    act(() => {
      fireEvent.click(within(line).getByRole('button', { name: 'Show less' }));
    });
    expect(names()).toHaveLength(5);
  });

  it('has no line when the text names everyone it mentions, or for the account replied to', async () => {
    const named = put(
      services,
      statusJson('51', host, `<p><a href="${crowd[1]?.url}">@crowd1</a> hi</p>`, {
        mentions: [mentions[1]],
      }),
    );
    const reply = put(
      services,
      statusJson('52', host, '<p>yes</p>', {
        in_reply_to_id: '9',
        in_reply_to_account_id: crowd[2]?.id,
        mentions: [mentions[2]],
      }),
    );
    const silent = put(
      services,
      statusJson('53', host, '<p>psst</p>', { mentions: [mentions[3]] }),
    );
    renderWithServices(
      <>
        <StatusItem id={named} />
        <StatusItem id={reply} />
        <StatusItem id={silent} />
      </>,
      services,
      '/main/public',
    );
    // The line's code has arrived once the silent mention shows.
    const lines = await screen.findAllByRole('group', { name: 'Also mentions' });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.closest('[data-status-id]')?.getAttribute('data-status-id')).toBe('53');
    expect(within(lines[0] as HTMLElement).queryByRole('button')).toBeNull();
  });
});
