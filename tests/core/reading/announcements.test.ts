import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENTS_POLL_MS,
  ANNOUNCEMENTS_PRIVILEGE,
  AnnouncementsStore,
} from '../../../src/core/model/announcements';
import { settle } from '../helpers/fake-http';
import { kit } from './support';

function wire(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    content: `<p>News ${id}</p>`,
    starts_at: null,
    ends_at: null,
    all_day: false,
    published_at: `2026-11-2${id}T10:00:00.000Z`,
    read: false,
    emojis: [],
    pleroma: { raw_content: `News ${id}` },
    ...extra,
  };
}

function setup(options: { signedIn?: boolean; privileges?: string[] } = {}) {
  const k = kit();
  const store = new AnnouncementsStore({
    client: () => k.client,
    scheduler: k.scheduler,
    signedIn: () => options.signedIn ?? true,
    privileges: () => options.privileges ?? [],
  });
  return { ...k, store };
}

describe('announcements', () => {
  it('are fetched at once and then every 300 s, newest first, until disposed', async () => {
    const { http, clock, store } = setup();
    http.on('GET', '/api/v1/announcements', { body: [wire('1'), wire('2', { read: true })] });
    store.start();
    await settle();
    expect(store.items.map((a) => a.id)).toEqual(['2', '1']);
    expect(store.unreadCount).toBe(1);
    expect(ANNOUNCEMENTS_POLL_MS).toBe(300_000);
    await clock.advance(ANNOUNCEMENTS_POLL_MS - 1);
    expect(http.calls('GET', '/api/v1/announcements')).toHaveLength(1);
    await clock.advance(1);
    await settle();
    expect(http.calls('GET', '/api/v1/announcements')).toHaveLength(2);
    store.dispose();
    await clock.advance(ANNOUNCEMENTS_POLL_MS * 3);
    expect(http.calls('GET', '/api/v1/announcements')).toHaveLength(2);
  });

  it('a 404 turns support off silently and stops asking', async () => {
    const { http, clock, store } = setup();
    store.start();
    await settle();
    expect(store.supported).toBe(false);
    expect(store.loadError).toBeNull();
    expect(store.unreadCount).toBe(0);
    await clock.advance(ANNOUNCEMENTS_POLL_MS * 2);
    expect(http.calls('GET', '/api/v1/announcements')).toHaveLength(1);
  });

  it('dismissing marks one read; signed-out visitors cannot', async () => {
    const { http, store } = setup();
    http
      .on('GET', '/api/v1/announcements', { body: [wire('1')] })
      .on('POST', '/api/v1/announcements/1/dismiss', { body: {} });
    await store.refresh();
    expect(await store.dismiss('1')).toBe(true);
    expect(store.unreadCount).toBe(0);
    expect(store.items[0]?.read).toBe(true);

    const anonymous = setup({ signedIn: false });
    anonymous.http.on('GET', '/api/v1/announcements', { body: [wire('1')] });
    await anonymous.store.refresh();
    expect(await anonymous.store.dismiss('1')).toBe(false);
    expect(anonymous.http.calls('POST', '/api/v1/announcements/1/dismiss')).toHaveLength(0);
  });

  it('managers see inactive ones flagged, and cannot mark those read', async () => {
    const { http, store } = setup({ privileges: [ANNOUNCEMENTS_PRIVILEGE] });
    http
      .on('GET', '/api/v1/announcements', { body: [wire('1')] })
      .on('GET', '/api/v1/pleroma/admin/announcements', {
        body: [wire('1'), wire('3', { starts_at: '2030-01-01T00:00:00.000Z' })],
      });
    await store.refresh();
    expect(store.canManage).toBe(true);
    expect(store.items.map((a) => [a.id, a.inactive])).toEqual([
      ['3', true],
      ['1', false],
    ]);
    expect(await store.dismiss('3')).toBe(false);
  });

  it('members get no manager tools; posting sends ISO times or null, an edit only what changed', async () => {
    const member = setup();
    expect(member.store.canManage).toBe(false);
    expect(await member.store.post({ content: 'x' })).toBe(false);

    const { http, store } = setup({ privileges: [ANNOUNCEMENTS_PRIVILEGE] });
    http
      .on('GET', '/api/v1/announcements', { body: [] })
      .on('GET', '/api/v1/pleroma/admin/announcements', { body: [] })
      .on('POST', '/api/v1/pleroma/admin/announcements', { body: wire('4') })
      .on('PATCH', '/api/v1/pleroma/admin/announcements/4', { body: wire('4') });
    expect(
      await store.post({
        content: 'Maintenance',
        startsAt: '2026-12-01T00:00:00.000Z',
        endsAt: null,
        allDay: true,
      }),
    ).toBe(true);
    const [posted] = http.calls('POST', '/api/v1/pleroma/admin/announcements');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({
      content: 'Maintenance',
      starts_at: '2026-12-01T00:00:00.000Z',
      ends_at: null,
      all_day: true,
    });
    await store.edit('4', { endsAt: '2026-12-02T00:00:00.000Z' });
    const [patched] = http.calls('PATCH', '/api/v1/pleroma/admin/announcements/4');
    expect(JSON.parse(patched?.body ?? '{}')).toEqual({ ends_at: '2026-12-02T00:00:00.000Z' });
    // Refetched after each change.
    expect(http.calls('GET', '/api/v1/pleroma/admin/announcements').length).toBeGreaterThan(1);
  });

  it("a refused post keeps the server's text until closed", async () => {
    const { http, store } = setup({ privileges: [ANNOUNCEMENTS_PRIVILEGE] });
    http.on('POST', '/api/v1/pleroma/admin/announcements', {
      status: 422,
      body: { error: "content can't be blank" },
    });
    expect(await store.post({ content: '' })).toBe(false);
    expect(store.error).toBe("content can't be blank");
    store.clearError();
    expect(store.error).toBeNull();
  });
});
