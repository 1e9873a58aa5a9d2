// Issue 16, spec part 1 §5 nav rule `federating` ("requires a federating instance"): on a
// server that does not federate, the terminal offers no federated timeline: `g f` and
// `:tl federated` say why instead of opening it, and `?` leaves `g f` out.
import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

const NOTICE = 'This server does not federate: it has no federated timeline';

async function appOn(federating: boolean) {
  const server = new FakeServer();
  server.instance = {
    ...server.instance,
    pleroma: { metadata: { federation: { enabled: federating } } },
  };
  server.addStatus({ content: '<p>Hello from the home timeline</p>' });
  const { root } = await createTestRoot({ server, signedIn: true });
  const app = renderApp(root, { size: { columns: 100, rows: 200 } });
  await app.waitForText('Hello from the home timeline');
  await app.waitFor(() => root.instance.info !== null, 'the instance document');
  // The federated timeline is the public one without `local`.
  const federatedReads = () =>
    server
      .requestsTo('GET', '/api/v1/timelines/public')
      .filter((r) => r.query.get('local') !== 'true');
  return { app, federatedReads };
}

describe('a server that does not federate', () => {
  it('g f and :tl federated say so and open nothing; ? leaves g f out', async () => {
    const { app, federatedReads } = await appOn(false);
    await app.press('g', 'f');
    await app.waitForText(NOTICE);
    await app.press(':', ...'tl federated', KEYS.enter);
    await app.waitForText('Hello from the home timeline');
    expect(federatedReads()).toHaveLength(0);

    await app.press('?');
    const help = await app.waitForText('Keys');
    expect(help).toMatch(/\bgl\b/);
    expect(help).not.toMatch(/\bgf\b/);
  });

  it('a federating server opens the federated timeline with g f and lists it in ?', async () => {
    const { app, federatedReads } = await appOn(true);
    await app.press('?');
    expect(await app.waitForText('Keys')).toMatch(/\bgf\b/);
    await app.press(KEYS.esc);
    await app.press('g', 'f');
    await app.waitFor(() => federatedReads().length > 0, 'the federated timeline');
    expect(app.frame()).not.toContain(NOTICE);
  });
});
