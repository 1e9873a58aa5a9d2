import { describe, expect, it } from 'vitest';
import { NoticeStore } from '../../../src/core/model/notices';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { Scheduler } from '../../../src/core/schedule/scheduler';

describe('notice durations (spec part 1 §9, part 2 §9)', () => {
  it('a notice clears after 2 s, an error notice after 5 s', async () => {
    const clock = new FakeClock();
    const notices = new NoticeStore(new Scheduler(clock));
    notices.add('success', 'timeline.socket_reconnected');
    notices.add('info', 'timeline.socket_reconnected');
    notices.add('error', 'timeline.socket_broke', { code: 1006 });
    await clock.advance(1999);
    expect(notices.notices.map((n) => n.level)).toEqual(['success', 'info', 'error']);
    await clock.advance(1);
    expect(notices.notices.map((n) => n.level)).toEqual(['error']);
    await clock.advance(2999);
    expect(notices.notices).toHaveLength(1);
    await clock.advance(1);
    expect(notices.notices).toHaveLength(0);
  });

  it('a caller may keep one longer, or until dismissed', async () => {
    const clock = new FakeClock();
    const notices = new NoticeStore(new Scheduler(clock));
    notices.add('success', 'timeline.socket_reconnected', {}, 5000);
    const kept = notices.add('warning', 'timeline.socket_reconnected', {}, null);
    await clock.advance(4999);
    expect(notices.notices).toHaveLength(2);
    await clock.advance(60_000);
    expect(notices.notices).toEqual([kept]);
  });
});

describe('screen-reader notices (spec part 2 §9)', () => {
  it('the live region says an announcement for 1 s, then is empty', async () => {
    const clock = new FakeClock();
    const notices = new NoticeStore(new Scheduler(clock));
    notices.announce('timeline.new_shown', { count: 3 });
    expect(notices.announcement).toMatchObject({
      messageKey: 'timeline.new_shown',
      params: { count: 3 },
    });
    // Nothing on screen: it is for screen readers only.
    expect(notices.notices).toHaveLength(0);
    await clock.advance(999);
    expect(notices.announcement).not.toBeNull();
    await clock.advance(1);
    expect(notices.announcement).toBeNull();
  });

  it('a newer announcement replaces the older and gets its own full second', async () => {
    const clock = new FakeClock();
    const notices = new NoticeStore(new Scheduler(clock));
    notices.announce('timeline.new_shown', { count: 1 });
    await clock.advance(600);
    notices.announce('timeline.new_shown', { count: 2 });
    // The first one's timer must not clear the second.
    await clock.advance(400);
    expect(notices.announcement?.params).toEqual({ count: 2 });
    await clock.advance(600);
    expect(notices.announcement).toBeNull();
  });
});
