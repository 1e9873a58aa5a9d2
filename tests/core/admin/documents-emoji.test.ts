import { describe, expect, it } from 'vitest';
import { normalizeEmojiPacks } from '../../../src/core/api/admin-emoji';
import { moderationApi } from '../../../src/core/api/admin-moderation';
import { AdminDocumentsStore } from '../../../src/core/model/admin-documents';
import { kit } from '../reading/support';

const DOC = '/api/v1/pleroma/admin/instance_document';

describe('instance documents', () => {
  it('reads the HTML, saves the draft, and says a 403 lacks the admin role', async () => {
    const k = kit();
    k.http.on('GET', `${DOC}/instance-panel`, { body: '<p>Hello</p>' });
    k.http.on('PATCH', `${DOC}/instance-panel`, { body: { url: 'https://x/instance/panel.html' } });
    k.http.on('GET', `${DOC}/terms-of-service`, {
      status: 403,
      body: { error: 'User is not an admin.' },
    });
    const store = new AdminDocumentsStore({
      api: () => moderationApi(k.client),
      notices: k.notices,
    });
    await store.load();
    expect(store.saved).toBe('<p>Hello</p>');
    store.edit('<p>Bye</p>');
    expect(store.modified).toBe(true);
    expect(await store.save()).toBe(true);
    expect(store.modified).toBe(false);
    expect(k.http.calls('PATCH', `${DOC}/instance-panel`)).toHaveLength(1);
    await store.choose('terms-of-service');
    expect(store.state).toBe('failed');
    expect(store.forbidden).toBe('admin');
  });
});

describe('emoji packs', () => {
  it('counts each pack from files_count, else from its files', () => {
    const packs = normalizeEmojiPacks({
      count: 2,
      packs: {
        blobs: { files: { a: 'a.png', b: 'b.png' }, pack: { description: 'Blobs' } },
        cats: { files: {}, files_count: 7, pack: { license: 'CC0' } },
      },
    });
    expect(packs).toEqual([
      { name: 'blobs', count: 2, description: 'Blobs', license: '' },
      { name: 'cats', count: 7, description: '', license: 'CC0' },
    ]);
  });
});
