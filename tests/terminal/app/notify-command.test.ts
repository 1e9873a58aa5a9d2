import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { observable, runInAction } from 'mobx';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Chat } from '../../../src/core/domain/chat';
import type { Notification } from '../../../src/core/domain/types';
import { type Attention, watchAttention } from '../../../src/core/model/attention';
import { EntityStore } from '../../../src/core/model/entities';
import {
  commandWords,
  NOTIFY_MIN_INTERVAL_MS,
  NotifyCommand,
  type Spawner,
} from '../../../src/terminal/app/platform/notify-command';

/** The terminal's `notifyCommand` setting (issue 13): a real program run without a shell. */
let dir: string;
let script: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'petrel-notify-'));
  script = join(dir, 'fake-notify');
  // Records the arguments it was given, one JSON file per run.
  await writeFile(
    script,
    `#!${process.execPath}\nrequire('node:fs').writeFileSync(${JSON.stringify(join(dir, 'args.json'))}, JSON.stringify(process.argv.slice(2)));\n`,
  );
  await chmod(script, 0o755);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('NotifyCommand', () => {
  it('runs the program with its fixed words, then the sanitized title and body as arguments', async () => {
    const log = vi.fn();
    const command = new NotifyCommand({
      command: () => `${script} --app-name 'Petrel chat'`,
      now: () => 0,
      log,
    });
    const started = command.run(
      '@mallory\u001b[31m mentioned you\u0007',
      '-u critical $(touch pwned); rm -rf ~ `id`\nsecond line',
    );
    expect(started).toBe(true);
    const recorded = await vi.waitFor(
      async () => JSON.parse(await readFile(join(dir, 'args.json'), 'utf8')) as string[],
      { timeout: 10_000, interval: 20 },
    );
    expect(recorded).toHaveLength(4);
    expect(recorded.slice(0, 2)).toEqual(['--app-name', 'Petrel chat']);
    expect(recorded[2]).toContain('@mallory');
    expect(recorded[2]).toContain('mentioned you');
    expect(recorded[2]!.includes('\u001b') || recorded[2]!.includes('\u0007')).toBe(false);
    // No shell ever read it, and no program reads it as an option.
    expect(recorded[3]).toBe(' -u critical $(touch pwned); rm -rf ~ `id` second line');
    expect(log).not.toHaveBeenCalled();
  });

  it('runs at most once a second and nothing while the setting is empty', () => {
    let now = 5000;
    let setting = 'notify-send';
    const spawned: string[][] = [];
    const spawn: Spawner = (_program, args) => {
      spawned.push([...args]);
      return { on: () => undefined, unref: () => {} };
    };
    const command = new NotifyCommand({
      command: () => setting,
      now: () => now,
      log: () => {},
      spawn,
    });
    expect(command.run('a', '1')).toBe(true);
    now += NOTIFY_MIN_INTERVAL_MS - 1;
    expect(command.run('b', '2')).toBe(false);
    now += 1;
    expect(command.run('c', '3')).toBe(true);
    expect(spawned).toEqual([
      ['a', '1'],
      ['c', '3'],
    ]);
    setting = '';
    now += 10_000;
    expect(command.run('d', '4')).toBe(false);
    expect(spawned).toHaveLength(2);
  });

  it('a program that cannot be run is logged once, however often it is tried', async () => {
    let now = 0;
    const log = vi.fn();
    let errors = 0;
    // The real spawn, counting the failures it reports.
    const counting: Spawner = (program, args, options) => {
      const child = spawn(program, args, options);
      child.on('error', () => {
        errors += 1;
      });
      return child;
    };
    const command = new NotifyCommand({
      command: () => join(dir, 'no-such-notifier'),
      now: () => now,
      log,
      spawn: counting,
    });
    for (const title of ['one', 'two', 'three']) {
      expect(command.run(title, 'x')).toBe(true);
      now += 5000;
    }
    await vi.waitFor(() => expect(errors).toBe(3), { timeout: 10_000 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('no-such-notifier');
  });

  it('splits the setting like words, quotes keeping spaces', () => {
    expect(commandWords(`notify-send -u low "two words" 'and more'`)).toEqual([
      'notify-send',
      '-u',
      'low',
      'two words',
      'and more',
    ]);
  });
});

describe('watchAttention', () => {
  const account = (id: string, acct: string) =>
    ({ id, acct, username: acct, displayName: acct }) as unknown as Chat['account'];
  const message = (id: string, chatId: string, accountId: string, content: string) =>
    ({
      id,
      chatId,
      accountId,
      content,
      createdAt: '',
      attachment: null,
      emojis: [],
      idempotencyKey: null,
      unread: true,
    }) as Chat['lastMessage'];

  it("new mentions and chat messages from others, never the backlog or one's own", () => {
    const entities = new EntityStore();
    const notifications = observable({ state: 'idle', ids: [] as string[] }, {}, { deep: false });
    const byId = new Map<string, Notification>();
    const list = observable(
      { state: 'idle' as 'idle' | 'loaded', chats: [] as Chat[] },
      {},
      { deep: false },
    );
    const seen: Attention[] = [];
    const stop = watchAttention(
      {
        notifications: () => ({
          state: notifications.state,
          ids: notifications.ids,
          notification: (id) => byId.get(id),
        }),
        chats: () => list,
        entities,
        ownAccountId: () => 'me',
        words: { mention: (n) => `${n} mentioned you`, chat: (n) => `Chat message from ${n}` },
      },
      (a) => seen.push(a),
    );
    const note = (id: string, type: string) =>
      byId.set(id, { id, type, accountId: 'b', statusId: null } as unknown as Notification);
    note('10', 'mention');
    runInAction(() => {
      notifications.state = 'loaded';
      notifications.ids = ['10'];
      list.state = 'loaded';
      list.chats = [
        {
          id: 'c1',
          account: account('b', 'bob'),
          unread: 1,
          lastMessage: message('5', 'c1', 'b', 'old'),
          updatedAt: '',
        },
      ];
    });
    expect(seen).toEqual([]);
    note('11', 'favourite');
    note('12', 'mention');
    runInAction(() => {
      notifications.ids = ['12', '11', '10'];
    });
    expect(seen).toEqual([{ kind: 'mention', name: '@?', title: '@? mentioned you', body: '' }]);
    runInAction(() => {
      list.chats = [
        {
          id: 'c1',
          account: account('b', 'bob'),
          unread: 2,
          lastMessage: message('6', 'c1', 'b', '<p>hi <b>there</b></p>'),
          updatedAt: '',
        },
      ];
    });
    expect(seen[1]).toEqual({
      kind: 'chat',
      name: '@bob',
      title: 'Chat message from @bob',
      body: 'hi there',
    });
    runInAction(() => {
      list.chats = [
        {
          id: 'c1',
          account: account('b', 'bob'),
          unread: 0,
          lastMessage: message('7', 'c1', 'me', 'mine'),
          updatedAt: '',
        },
      ];
    });
    expect(seen).toHaveLength(2);
    stop();
  });
});
