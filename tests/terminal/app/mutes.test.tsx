import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

describe('muted users', () => {
  it('collapses statuses of a muted account with "user muted"; v shows; own statuses never', async () => {
    const server = new FakeServer();
    // Alice on her own list too: mute rules never apply to one's own statuses.
    server.mutes.push(server.bob.id, server.alice.id);
    server.addStatus({ content: '<p>Loud post by bob</p>' });
    server.addStatus({ account: server.alice, content: '<p>My own post</p>' });
    server.addStatus({ account: server.carol, content: '<p>Carol says hi</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root);
    const frame = await app.waitForText('Muted: Bob Builder (user muted) — v shows it');
    expect(frame).not.toContain('Loud post by bob');
    expect(frame).toContain('My own post');
    expect(frame).toContain('Carol says hi');
    // The timeline asked for muted posts, so they can be collapsed rather than missing.
    const home = server.requestsTo('GET', '/api/v1/timelines/home');
    expect(home.at(-1)?.query.get('with_muted')).toBe('true');

    await app.press('j', 'j', 'v');
    await app.waitForText('Loud post by bob');
    expect(app.frame()).toContain('Muted (user muted) — v hides it');
  });
});

describe('unmuting from a muted status', () => {
  it('U unmutes the author of a collapsed status, which then shows; help lists it', async () => {
    const server = new FakeServer();
    server.mutes.push(server.bob.id);
    server.addStatus({ content: '<p>Loud post by bob</p>' });
    server.addStatus({ account: server.carol, content: '<p>Carol says hi</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 60 } });
    await app.waitForText('Muted: Bob Builder (user muted) — v shows it · U unmutes');
    expect(app.frame()).not.toContain('Loud post by bob');

    // On a status whose author is not muted, U only says so.
    await app.press('U');
    await app.waitForText('The author of this status is not muted');
    expect(server.requestsTo('POST', `/api/v1/accounts/${server.carol.id}/unmute`)).toHaveLength(0);

    await app.press('j', 'U');
    await app.waitForText('Loud post by bob');
    expect(server.requestsTo('POST', `/api/v1/accounts/${server.bob.id}/unmute`)).toHaveLength(1);
    await app.waitForText('Unmuted @bob');
    expect(app.frame()).not.toContain('Muted: Bob Builder');
    expect(root.mutes.isMuted(server.bob.id)).toBe(false);

    await app.press('?');
    expect(app.frame()).toContain('Unmute the author of a muted post');
  });
});
