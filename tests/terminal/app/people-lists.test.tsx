import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/** A fake server that keeps lists, their members and follow requests. */
function peopleServer() {
  const server = new FakeServer();
  server.addStatus({ content: '<p>Existing post</p>' });
  server.lists.push({ id: 'L1', title: 'Harbour' });
  const members = new Map<string, string[]>([['L1', []]]);
  let next = 2;
  server.extraRoutes.set('POST /api/v1/lists', (body) => {
    const list = { id: `L${next++}`, title: String(JSON.parse(body ?? '{}').title) };
    server.lists.push(list);
    members.set(list.id, []);
    return respond(200, list);
  });
  server.extraRoutes.set('GET /api/v1/accounts/search', () => respond(200, [server.bob]));
  for (const id of ['L1', 'L2']) {
    server.extraRoutes.set(`POST /api/v1/lists/${id}/accounts`, (body) => {
      members.get(id)?.push(...(JSON.parse(body ?? '{}').account_ids as string[]));
      return respond(200, {});
    });
    server.extraRoutes.set(`GET /api/v1/lists/${id}/accounts`, () =>
      respond(
        200,
        (members.get(id) ?? []).map((a) => (a === server.bob.id ? server.bob : server.carol)),
      ),
    );
    server.extraRoutes.set(`DELETE /api/v1/lists/${id}`, () => {
      server.lists.splice(
        server.lists.findIndex((l) => l.id === id),
        1,
      );
      return respond(200, {});
    });
  }
  server.extraRoutes.set('GET /api/v1/lists/L2', () => respond(200, server.lists[1]));
  server.extraRoutes.set('GET /api/v1/timelines/list/L2', () => respond(200, []));
  return { server, members };
}

describe('lists in the terminal (g L)', () => {
  it('creates a list with a member found by search, then opens its timeline', async () => {
    const { server, members } = peopleServer();
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('g', 'L');
    await app.waitForText('Harbour');
    await app.press('n');
    await app.waitForText('Create a new list');
    await app.press('r');
    await app.waitForText('List title:');
    await app.press('Crew', KEYS.enter);
    await app.waitForText('Create a new list: Crew');
    // Following only is on: the search asks for people one follows.
    await app.press('s', 'bo', KEYS.enter);
    await app.waitForText('@bob');
    const search = server.requestsTo('GET', '/api/v1/accounts/search').at(-1);
    expect(search?.query.get('following')).toBe('true');
    await app.press('x');
    await app.waitForText('on the list');
    await app.press(KEYS.enter);
    await app.waitFor(() => members.get('L2')?.length === 1, 'members set');
    expect(members.get('L2')).toEqual([server.bob.id]);
    await app.waitForText('List Crew created');
    await app.waitFor(
      () => server.requestsTo('GET', '/api/v1/timelines/list/L2').length > 0,
      'timeline',
    );
  });

  it('edits a list: x takes a member off and x again undoes it; r renames it', async () => {
    const { server, members } = peopleServer();
    members.set('L1', [server.bob.id]);
    server.extraRoutes.set('DELETE /api/v1/lists/L1/accounts', (body) => {
      const gone = JSON.parse(body ?? '{}').account_ids as string[];
      members.set(
        'L1',
        (members.get('L1') ?? []).filter((id) => !gone.includes(id)),
      );
      return respond(200, {});
    });
    server.extraRoutes.set('GET /api/v1/lists/L1', () => respond(200, server.lists[0]));
    server.extraRoutes.set('PUT /api/v1/lists/L1', (body) => {
      const renamed = { id: 'L1', title: String(JSON.parse(body ?? '{}').title) };
      server.lists[0] = renamed;
      return respond(200, renamed);
    });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('g', 'L');
    await app.waitForText('Harbour');
    await app.press('e');
    await app.waitForText('Edit list Harbour');
    await app.waitForText('on the list');
    await app.press('x');
    await app.waitForText('removed (undo with Space)');
    expect(members.get('L1')).toEqual([]);
    await app.press('x');
    await app.waitForText('on the list');
    expect(members.get('L1')).toEqual([server.bob.id]);

    await app.press('r');
    await app.waitForText('List title:');
    await app.press(...Array.from({ length: 'Harbour'.length }, () => KEYS.backspace), 'Docks');
    await app.press(KEYS.enter);
    await app.waitForText('List renamed to Docks');
    expect(server.requestsTo('PUT', '/api/v1/lists/L1')).toHaveLength(1);
    expect(app.frame()).toContain('Edit list Docks');
  });

  it('deletes a list only after y', async () => {
    const { server } = peopleServer();
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('g', 'L');
    await app.waitForText('Harbour');
    await app.press('d');
    await app.waitForText('Delete the list Harbour? y/n');
    await app.press('n');
    await app.waitFor((f) => !f.includes('y/n'), 'asked no more');
    expect(server.requestsTo('DELETE', '/api/v1/lists/L1')).toHaveLength(0);
    await app.press('d', 'y');
    await app.waitForText('List deleted');
    expect(server.requestsTo('DELETE', '/api/v1/lists/L1')).toHaveLength(1);
  });
});

describe('follow requests and who to follow in the terminal', () => {
  it('g R lists the requests; a approves one with visible feedback', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    let pending = [server.carol];
    server.extraRoutes.set('GET /api/v1/follow_requests', () => respond(200, pending));
    server.extraRoutes.set(`POST /api/v1/follow_requests/${server.carol.id}/authorize`, () => {
      pending = [];
      return respond(200, { id: server.carol.id, followed_by: true });
    });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('g', 'R');
    await app.waitForText('Follow requests');
    await app.waitForText('@carol');
    await app.press('a');
    await app.waitForText('Approved');
    await app.waitForText('No follow requests');
    expect(
      server.requestsTo('POST', `/api/v1/follow_requests/${server.carol.id}/authorize`),
    ).toHaveLength(1);
  });

  it('D denies after the question when modalOnDenyFollow is on; n keeps the request', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    let pending = [server.carol];
    server.extraRoutes.set('GET /api/v1/follow_requests', () => respond(200, pending));
    server.extraRoutes.set(`POST /api/v1/follow_requests/${server.carol.id}/reject`, () => {
      pending = [];
      return respond(200, { id: server.carol.id, followed_by: false });
    });
    const test = await createTestRoot({ server, signedIn: true });
    test.root.preferences.set({ confirmDenyFollow: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('g', 'R');
    await app.waitForText('@carol');
    const reject = () =>
      server.requestsTo('POST', `/api/v1/follow_requests/${server.carol.id}/reject`);
    await app.press('D');
    await app.waitForText('Deny the follow request of');
    await app.press('n');
    await app.waitFor((f) => !f.includes('Deny the follow request of'), 'the question to go');
    expect(reject()).toHaveLength(0);
    expect(app.frame()).toContain('@carol');
    await app.press('D');
    await app.waitForText('Deny the follow request of');
    await app.press('y');
    await app.waitForText('Denied');
    await app.waitForText('No follow requests');
    expect(reject()).toHaveLength(1);
  });

  it('g W shows who to follow; the help lists the new keys', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Existing post</p>' });
    server.extraRoutes.set('GET /api/v1/suggestions', () => respond(200, [server.carol]));
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root);
    await app.waitForText('Existing post');
    await app.press('g', 'W');
    await app.waitForText('Who to follow');
    await app.waitForText('@carol');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Who to follow'), 'closed');
    await app.press('?');
    await app.waitForText('Keys');
    expect(app.frame()).toContain('Follow requests');
  });
});
