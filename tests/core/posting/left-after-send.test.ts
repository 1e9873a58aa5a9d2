import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PleromaClient } from '../../../src/core/api/client';
import { ComposeStore } from '../../../src/core/model/compose';
import { EntityStore } from '../../../src/core/model/entities';
import { leftAfterSend } from '../../../src/core/model/post/left-after-send';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { type Sandbox, startSandbox } from '../../../src/sandbox/index';

describe('never lose a word: the form clears only what was sent', () => {
  it('keeps text typed after the sent text, and everything when the sent text changed', () => {
    const sent = { text: 'hello', spoilerText: 'cw', mediaIds: ['m1'] };
    expect(
      leftAfterSend({ text: 'hello and more', spoilerText: 'cw', mediaIds: ['m1', 'm2'] }, sent),
    ).toEqual({ text: 'and more', spoilerText: '', mediaIds: ['m2'] });
    expect(leftAfterSend({ text: 'hellO', spoilerText: 'new cw', mediaIds: [] }, sent)).toEqual({
      text: 'hellO',
      spoilerText: 'new cw',
      mediaIds: [],
    });
    expect(leftAfterSend({ text: 'hello', spoilerText: 'cw', mediaIds: ['m1'] }, sent)).toEqual({
      text: '',
      spoilerText: '',
      mediaIds: [],
    });
  });

  describe('against the sandbox, with a slow send', () => {
    let sandbox: Sandbox;
    beforeAll(async () => {
      sandbox = await startSandbox({ port: 0 });
    });
    afterAll(async () => {
      await sandbox.close();
    });

    it('text typed while the post is on its way stays in the form', async () => {
      const client = new PleromaClient({
        fetch: (url, init) => fetch(url, init),
        baseUrl: sandbox.url,
        token: sandbox.state.tokenFor('alice'),
      });
      const form = new ComposeStore({
        client: () => client,
        entities: new EntityStore(),
        clock: new FakeClock(),
        textLimit: () => 5000,
        uploadLimit: () => 0,
        fileLimit: () => null,
      });
      form.setText('first post');
      const sending = form.send();
      expect(form.posting).toBe(true);
      form.setText('first post and the next one');
      const id = await sending;
      expect(id).toBeTruthy();
      expect(sandbox.state.statuses.get(String(id))?.source).toBe('first post');
      expect(form.text).toBe('and the next one');
      expect(form.posting).toBe(false);
    });
  });
});
