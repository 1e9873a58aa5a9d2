import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/** A fake server that keeps blocks and blocked domains as Pleroma answers them. */
function blockingServer() {
  const server = new FakeServer();
  server.addStatus({ account: server.alice, content: '<p>Existing post</p>' });
  server.mutes.push(server.bob.id);
  const blocked = new Set<string>([server.carol.id]);
  const domains = new Set<string>(['spam.example']);
  const relationship = (id: string) => ({
    id,
    following: false,
    followed_by: false,
    muting: false,
    requested: false,
    blocking: blocked.has(id),
  });
  server.extraRoutes.set('GET /api/v1/blocks', () =>
    respond(
      200,
      [...blocked].map((id) => (id === server.carol.id ? server.carol : server.bob)),
    ),
  );
  for (const account of [server.bob, server.carol]) {
    server.extraRoutes.set(`POST /api/v1/accounts/${account.id}/unblock`, () => {
      blocked.delete(account.id);
      return respond(200, relationship(account.id));
    });
    server.extraRoutes.set(`POST /api/v1/accounts/${account.id}/block`, () => {
      blocked.add(account.id);
      return respond(200, relationship(account.id));
    });
  }
  server.extraRoutes.set('GET /api/v1/domain_blocks', () => respond(200, [...domains]));
  server.extraRoutes.set('POST /api/v1/domain_blocks', (body) => {
    domains.add(String(JSON.parse(body ?? '{}').domain));
    return respond(200, {});
  });
  server.extraRoutes.set('DELETE /api/v1/domain_blocks', (body) => {
    domains.delete(String(JSON.parse(body ?? '{}').domain));
    return respond(200, {});
  });
  return { server, blocked, domains };
}

describe('mutes and blocks in the terminal (g M, :blocks, :domain-blocks)', () => {
  it('unmutes from the mutes list and undoes it with the same key', async () => {
    const { server } = blockingServer();
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('g', 'M');
    await app.waitForText('[Mutes]');
    await app.waitForText('@bob');
    await app.press('x');
    await app.waitForText('removed (undo with Space)');
    expect(server.mutes).toEqual([]);
    await app.waitForText('Unmuted @bob');
    // The row stays; the same key mutes again (indefinitely).
    await app.press('x');
    await app.waitFor((f) => !f.includes('removed (undo'), 'undo mark gone');
    expect(server.mutes).toEqual([server.bob.id]);
    const mute = server.requestsTo('POST', `/api/v1/accounts/${server.bob.id}/mute`).at(-1);
    expect(mute).toBeDefined();
    // Enter opens the profile of the muted account.
    await app.press(KEYS.enter);
    await app.waitForText('Bob Builder');
  });

  it('unblocks from :blocks, and tab moves on to the blocked domains', async () => {
    const { server, blocked, domains } = blockingServer();
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press(':', 'blocks', KEYS.enter);
    await app.waitForText('[Blocks]');
    await app.waitForText('@carol@remote.example');
    await app.press(' ');
    await app.waitForText('Unblocked @carol@remote.example');
    expect(blocked.has(server.carol.id)).toBe(false);
    await app.waitForText('removed (undo with Space)');

    await app.press(KEYS.tab);
    await app.waitForText('[Blocked domains]');
    await app.waitForText('spam.example');
    // Add a domain: n, type it, Enter.
    await app.press('n');
    await app.waitForText('Block domain:');
    await app.press('bad.example', KEYS.enter);
    await app.waitForText('bad.example');
    expect(domains.has('bad.example')).toBe(true);
    // Remove the first one (sorted: bad.example), then undo it.
    await app.press('x');
    await app.waitForText('removed (undo with Space)');
    expect(domains.has('bad.example')).toBe(false);
    await app.press('x');
    await app.waitFor((f) => !f.includes('removed (undo'), 'undo mark gone');
    expect(domains.has('bad.example')).toBe(true);
  });

  it('opens straight on the blocked domains with :domain-blocks, and says when there are none', async () => {
    const { server, domains } = blockingServer();
    domains.clear();
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press(':', 'domain-blocks', KEYS.enter);
    await app.waitForText('[Blocked domains]');
    await app.waitForText('No blocked domains');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('[Blocked domains]'), 'page closed');
  });

  it('the domain prompt suggests the known peers as one types, and Tab takes the first', async () => {
    const { server, domains } = blockingServer();
    server.extraRoutes.set('GET /api/v1/instance/peers', () =>
      respond(200, ['social.example', 'spam.example', 'sociable.test', 'remote.example']),
    );
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press(':', 'domain-blocks', KEYS.enter);
    await app.waitForText('spam.example');
    await app.press('n');
    await app.waitForText('Block domain:');
    // spam.example is blocked already: not suggested; the prefix matches come first.
    await app.press('s', 'o');
    await app.waitForText('Known servers (Tab takes the first): sociable.test  social.example');
    expect(app.frame()).not.toContain('remote.example');
    await app.press(KEYS.tab);
    await app.waitForText('Block domain: sociable.test');
    await app.press(KEYS.enter);
    await app.waitFor(() => domains.has('sociable.test'), 'domain blocked');
    expect(server.requestsTo('GET', '/api/v1/instance/peers')).toHaveLength(1);
  });
});
