import { describe, expect, it } from 'vitest';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { testServices } from './support/test-app';

const alice = accountJson('1', 'alice');

function servicesPosting(answers: Array<{ status?: number; body?: unknown }>) {
  const server = fakeServer();
  const keys: string[] = [];
  server.routes.set('POST /api/v1/statuses', ({ init }) => {
    keys.push(init?.headers?.['Idempotency-Key'] ?? '');
    return answers.shift() ?? { status: 500 };
  });
  return { services: testServices(server), keys };
}

describe('ComposerStore', () => {
  it('refuses a blank post with the empty-status error', async () => {
    const { services, keys } = servicesPosting([]);
    const { composer } = services.model;
    composer.setText('   ');
    expect(await composer.submit()).toBe(false);
    expect(composer.error).toEqual({ kind: 'empty' });
    expect(keys).toHaveLength(0);
  });

  it('counts text plus content warning against the instance limit', () => {
    const { services } = servicesPosting([]);
    const { composer } = services.model;
    expect(composer.limit).toBe(5000);
    composer.setText('x'.repeat(4990));
    composer.setSpoilerText('y'.repeat(10));
    expect(composer.remaining).toBe(0);
    expect(composer.canSubmit).toBe(true);
    composer.setText(`${'x'.repeat(4990)}🐦`);
    expect(composer.overLimit).toBe(true);
    expect(composer.canSubmit).toBe(false);
  });

  it('posts, clears the draft but keeps the visibility, and shows it in home', async () => {
    const { services, keys } = servicesPosting([{ body: statusJson('50', alice, '<p>hello</p>') }]);
    const { composer } = services.model;
    composer.setText('hello');
    composer.setSpoilerText('cw');
    composer.setVisibility('unlisted');
    expect(await composer.submit()).toBe(true);
    expect(composer.text).toBe('');
    expect(composer.spoilerText).toBe('');
    expect(composer.visibility).toBe('unlisted');
    expect(keys[0]).toMatch(/^\d+-/);
    expect(services.root.entities.status('50')?.content).toBe('<p>hello</p>');
    expect(services.root.timelines.get({ type: 'home' }).visibleIds).toEqual(['50']);
  });

  it('keeps the draft after a failure and retries with the same idempotency key', async () => {
    const { services, keys } = servicesPosting([
      { status: 422, body: { error: 'Too long' } },
      { body: statusJson('51', alice, '<p>again</p>') },
    ]);
    const { composer } = services.model;
    composer.setText('again');
    expect(await composer.submit()).toBe(false);
    expect(composer.text).toBe('again');
    expect(composer.error).toEqual({ kind: 'server', detail: 'Too long (HTTP 422)' });
    expect(await composer.submit()).toBe(true);
    expect(keys[0]).toBe(keys[1]);
  });
});
