import { describe, expect, it } from 'vitest';
import {
  ASSUMED_CAPABILITIES,
  detectCapabilities,
  missingFeatures,
  serverFamily,
  serverName,
  versionAtLeast,
} from '../../../src/core/api/capabilities';
import { SERVER_DOCUMENTS, serverFixture } from './server-fixtures';

const pleroma = {
  instance: serverFixture(SERVER_DOCUMENTS.pleroma.instance),
  nodeinfo: serverFixture(SERVER_DOCUMENTS.pleroma.nodeinfo),
};
const akkoma = {
  instance: serverFixture(SERVER_DOCUMENTS.akkoma.instance),
  nodeinfo: serverFixture(SERVER_DOCUMENTS.akkoma.nodeinfo),
};
const mastodon = {
  instance: serverFixture(SERVER_DOCUMENTS.mastodon.instance),
  nodeinfo: serverFixture(SERVER_DOCUMENTS.mastodon.nodeinfo),
};
const snac = serverFixture(SERVER_DOCUMENTS.snac.instance);

describe('capabilities from real server documents', () => {
  it('Pleroma: chats, reactions and streaming from its features list; no quotes or editing', () => {
    const caps = detectCapabilities(pleroma.instance, pleroma.nodeinfo);
    expect(caps.family).toBe('pleroma');
    expect(caps.version).toBe('2.3.0-111-gb478a87e-develop');
    expect(serverName(caps)).toBe('Pleroma 2.3.0-111-gb478a87e-develop');
    expect(caps.features).toContain('pleroma_chat_messages');
    expect(caps).toMatchObject({
      chats: true,
      emojiReactions: true,
      streaming: true,
      streamingUrl: 'wss://gleasonator.com',
      passwordGrant: true,
      quotes: false,
      editing: false,
      markers: true,
      bookmarks: true,
      bookmarkFolders: false,
      polls: { maxOptions: 20, maxOptionChars: 200, minExpiration: 0, maxExpiration: 31536000 },
      postFormats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'],
    });
    expect(caps.uploadLimits).toMatchObject({
      general: 100000000,
      avatar: 2000000,
      banner: 4000000,
      background: 4000000,
    });
    expect(missingFeatures(caps)).toEqual(['quotes', 'editing']);
  });

  it('Pleroma from the instance alone (no nodeinfo) is the same family and version', () => {
    const caps = detectCapabilities(pleroma.instance, null);
    expect(caps.family).toBe('pleroma');
    expect(caps.version).toBe('2.3.0-111-gb478a87e-develop');
    expect(caps.chats).toBe(true);
  });

  it('Akkoma: quotes, editing and custom emoji reactions; chats are gone', () => {
    const caps = detectCapabilities(akkoma.instance, akkoma.nodeinfo);
    expect(caps.family).toBe('akkoma');
    expect(caps.version).toBe('3.13.2');
    expect(caps).toMatchObject({
      chats: false,
      emojiReactions: true,
      customEmojiReactions: true,
      quotes: true,
      editing: true,
      streaming: true,
      passwordGrant: true,
    });
    expect(missingFeatures(caps)).toEqual(['chats']);
    // The instance alone says Akkoma too (its version string and `akkoma_api`).
    expect(serverFamily(akkoma.instance, null)).toEqual({ family: 'akkoma', version: '3.13.2' });
  });

  it('Mastodon: no chats or reactions; version-gated editing and quotes; Mastodon poll limits', () => {
    const caps = detectCapabilities(mastodon.instance, mastodon.nodeinfo);
    // nodeinfo names the software plainly and wins over the instance's version.
    expect(caps.family).toBe('mastodon');
    expect(caps.version).toBe('4.1.0');
    expect(caps).toMatchObject({
      chats: false,
      emojiReactions: false,
      quotes: false,
      editing: true,
      markers: true,
      bookmarks: true,
      streaming: true,
      streamingUrl: 'wss://mastodon.social',
      passwordGrant: true,
      maxMediaAttachments: 4,
      polls: { maxOptions: 4, maxOptionChars: 50, minExpiration: 300, maxExpiration: 2629746 },
    });
    expect(caps.uploadLimits).toMatchObject({ general: 10485760, video: 41943040 });
    expect(missingFeatures(caps)).toEqual(['chats', 'emoji_reactions', 'quotes']);

    // Versions hide things only when nodeinfo says Mastodon: a bare version alone is 'other'.
    const alone = detectCapabilities(mastodon.instance, null);
    expect(alone).toMatchObject({ family: 'other', version: '3.4.3', bookmarks: true });
    const nodeinfo = (version: string) => ({ software: { name: 'mastodon', version } });
    const ancient = detectCapabilities(mastodon.instance, nodeinfo('3.0.2'));
    expect(missingFeatures(ancient)).toContain('bookmarks');
    expect(detectCapabilities(mastodon.instance, nodeinfo('3.4.3')).editing).toBe(false);
    const recent = detectCapabilities(mastodon.instance, nodeinfo('4.5.1'));
    expect(recent).toMatchObject({ quotes: true, passwordGrant: false });
  });

  it('snac: behind its fake Mastodon version; no streaming although it names a URL', () => {
    const caps = detectCapabilities(snac, null);
    expect(caps.family).toBe('snac');
    expect(caps.version).toBe('2.94');
    expect(serverName(caps)).toBe('snac 2.94');
    expect(caps).toMatchObject({
      streaming: false,
      streamingUrl: 'wss://127.0.0.1:8001',
      chats: false,
      emojiReactions: true,
      quotes: false,
      markers: true,
      bookmarks: true,
      maxMediaAttachments: 4,
      polls: { maxOptions: 8, maxOptionChars: 50, minExpiration: 300, maxExpiration: 2629746 },
    });
    expect(caps.uploadLimits.image).toBe(16777216);
    expect(missingFeatures(caps)).toEqual(['chats', 'quotes', 'streaming']);
  });

  it('GoToSocial is told by nodeinfo; it has no password grant', () => {
    const caps = detectCapabilities(
      { uri: 'gts.example', version: '0.16.0 git-8f2b6a5' },
      { software: { name: 'gotosocial', version: '0.16.0 git-8f2b6a5' } },
    );
    expect(caps).toMatchObject({ family: 'gotosocial', passwordGrant: false, chats: false });
    expect(caps.editing).toBe(false);
  });

  it('an unknown server offers the Mastodon basics, and Pleroma extras only when it names them', () => {
    const caps = detectCapabilities(
      { version: '3.0.0 (compatible; Sharkey 2024.8.0)' },
      { software: { name: 'sharkey', version: '2024.8.0' } },
    );
    expect(caps).toMatchObject({ family: 'other', version: '2024.8.0', chats: false });
    expect(caps.bookmarks).toBe(true);
    expect(serverName(caps)).toBe('');
  });

  it('nothing loaded: everything is offered (NotSupportedError stays the fallback)', () => {
    expect(detectCapabilities(null, null)).toBe(ASSUMED_CAPABILITIES);
    expect(missingFeatures(ASSUMED_CAPABILITIES)).toEqual([]);
  });

  it('a Pleroma that lists no features is taken at its family word', () => {
    const caps = detectCapabilities({ version: '2.7.2 (compatible; Pleroma 2.6.0)' }, null);
    expect(caps).toMatchObject({ family: 'pleroma', chats: true, streaming: true });
  });

  it('compares dotted versions numerically', () => {
    expect(versionAtLeast('4.10.0', '4.9')).toBe(true);
    expect(versionAtLeast('4.3.7', '4.4')).toBe(false);
    expect(versionAtLeast('4.4.0+glitch', '4.4')).toBe(true);
    expect(versionAtLeast('', '1.0')).toBe(false);
  });
});
