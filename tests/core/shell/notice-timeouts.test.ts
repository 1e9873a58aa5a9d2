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
