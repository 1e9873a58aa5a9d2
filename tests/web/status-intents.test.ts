import { describe, expect, it } from 'vitest';
import type { StatusIntent } from '../../src/core/view/status-commands';
import { applyStatusIntent } from '../../src/web/components/keyboard/status-intents';

/** Core's status intents as the web maps them: to its routes and its media viewer modal. */
describe('the web maps status intents to its navigation', () => {
  function run(intent: StatusIntent) {
    const paths: string[] = [];
    const media: [string, number][] = [];
    applyStatusIntent(intent, {
      navigate: (path) => paths.push(path),
      profilePath: (account) =>
        account.acct.includes('@') ? `/users/${account.id}` : `/${account.acct}`,
      openMedia: (statusId, index) => media.push([statusId, index]) > 0,
    });
    return { paths, media };
  }

  it('opens the thread, profiles (local and remote) and the media viewer', () => {
    expect(run({ kind: 'open_thread', statusId: 's1' }).paths).toEqual(['/notice/s1']);
    expect(run({ kind: 'open_profile', accountId: '2', acct: 'bob' }).paths).toEqual(['/bob']);
    expect(run({ kind: 'open_profile', accountId: '9', acct: 'eve@remote.example' }).paths).toEqual(
      ['/users/9'],
    );
    expect(run({ kind: 'open_media', statusId: 's1', index: 2 }).media).toEqual([['s1', 2]]);
    expect(run({ kind: 'nothing', reason: 'files_only' })).toEqual({ paths: [], media: [] });
  });
});
