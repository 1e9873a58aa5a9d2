import { describe, expect, it } from 'vitest';
import { EntityStore } from '../../../src/core/model/entities';
import { normalizeStatus } from '../../../src/core/normalize';
import { runStatusCommand, statusAddress } from '../../../src/core/view/status-commands';
import { StatusViewStore } from '../../../src/core/view/status-flags';
import { wireStatus } from '../reading/support';

function withStatus(extra: Record<string, unknown>) {
  const entities = new EntityStore();
  const result = normalizeStatus({ ...wireStatus('s1'), ...extra }, 'pleroma.example');
  if (!result) throw new Error('unreadable status');
  entities.ingest(result.bundle);
  const deps = { entities, flags: new StatusViewStore() };
  return { entities, deps };
}

const file = { id: 'f', type: 'unknown', url: 'https://x.example/notes.pdf' };
const image = { id: 'i', type: 'image', url: 'https://x.example/a.png' };

describe('status commands return intents, decided once for both faces', () => {
  it('navigates by intent: thread, author, copy of the address', () => {
    const { deps } = withStatus({ url: 'https://pleroma.example/notice/s1' });
    expect(runStatusCommand('open', 's1', deps)).toEqual({ kind: 'open_thread', statusId: 's1' });
    expect(runStatusCommand('author', 's1', deps)).toMatchObject({
      kind: 'open_profile',
      acct: 'alice',
    });
    expect(runStatusCommand('copy_link', 's1', deps)).toEqual({
      kind: 'copy',
      text: 'https://pleroma.example/notice/s1',
    });
    expect(runStatusCommand('open', 'missing', deps)).toEqual({
      kind: 'nothing',
      reason: 'no_status',
    });
  });

  it('acts on display flags itself', () => {
    const { deps } = withStatus({});
    expect(runStatusCommand('toggle_cw', 's1', deps)).toEqual({ kind: 'done' });
    expect(deps.flags.get('s1').expandingSubject).toBe(true);
    runStatusCommand('expand', 's1', deps);
    expect(deps.flags.get('s1')).toMatchObject({
      showingTall: true,
      showingLongSubject: true,
      showingAllReactions: true,
    });
  });

  it('opens the media viewer on the first viewable item; plain files are not media', () => {
    expect(
      runStatusCommand('media', 's1', withStatus({ media_attachments: [file, image] }).deps),
    ).toEqual({ kind: 'open_media', statusId: 's1', index: 1 });
    expect(runStatusCommand('media', 's1', withStatus({ media_attachments: [file] }).deps)).toEqual(
      { kind: 'nothing', reason: 'files_only' },
    );
    expect(runStatusCommand('media', 's1', withStatus({}).deps)).toEqual({
      kind: 'nothing',
      reason: 'no_media',
    });
  });

  it('hands out only web addresses', () => {
    expect(statusAddress({ url: 'javascript:alert(1)', uri: 'x' })).toBeUndefined();
    expect(statusAddress({ url: null, uri: 'https://a.example/s/1' })).toBe(
      'https://a.example/s/1',
    );
  });
});
