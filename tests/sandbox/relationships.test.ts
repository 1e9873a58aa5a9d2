import { describe, expect, it } from 'vitest';
import { asArray, asRecord, getJson, send, useSandbox } from './helpers';

describe('sandbox relationships', () => {
  const sandbox = useSandbox();
  const token = (u: string): string => sandbox().state.tokenFor(u);

  it('a follow of a locked account is a request until approved; unfollow takes it back', async () => {
    const sb = sandbox();
    const { users } = sb.seed;
    const carol = `/api/v1/accounts/${users.carol}`;
    const follow = await send(sb, 'POST', `${carol}/follow`, {}, token('dana'));
    expect(asRecord(follow.body)).toMatchObject({ following: false, requested: true });
    const requests = await getJson(sb, '/api/v1/follow_requests', token('carol'));
    expect(asArray(requests.body).map((a) => asRecord(a).acct)).toContain('dana');
    const back = await send(sb, 'POST', `${carol}/unfollow`, {}, token('dana'));
    expect(asRecord(back.body)).toMatchObject({ following: false, requested: false });
    await send(sb, 'POST', `${carol}/follow`, {}, token('dana'));
    await send(sb, 'POST', `/api/v1/follow_requests/${users.dana}/authorize`, {}, token('carol'));
    const rel = await getJson(
      sb,
      `/api/v1/accounts/relationships?id[]=${users.carol}`,
      token('dana'),
    );
    expect(asRecord(asArray(rel.body)[0])).toMatchObject({ following: true, requested: false });
  });

  it('follow with reblogs=false hides their repeats from home and says showing_reblogs false', async () => {
    const sb = sandbox();
    const { users } = sb.seed;
    const hidden = await send(
      sb,
      'POST',
      `/api/v1/accounts/${users.bob}/follow`,
      { reblogs: false },
      token('alice'),
    );
    expect(asRecord(hidden.body)).toMatchObject({ following: true, showing_reblogs: false });
    // Bob repeats a post of dave's; alice's home leaves it out.
    const dave = await getJson(sb, `/api/v1/accounts/${users.dave}/statuses`, token('bob'));
    const target = asRecord(asArray(dave.body)[0]).id as string;
    const boost = asRecord(
      (await send(sb, 'POST', `/api/v1/statuses/${target}/reblog`, {}, token('bob'))).body,
    );
    const home = await getJson(sb, '/api/v1/timelines/home?limit=40', token('alice'));
    expect(asArray(home.body).map((s) => asRecord(s).id)).not.toContain(boost.id);
    await send(
      sb,
      'POST',
      `/api/v1/accounts/${users.bob}/follow`,
      { reblogs: true },
      token('alice'),
    );
    const again = await getJson(sb, '/api/v1/timelines/home?limit=40', token('alice'));
    expect(asArray(again.body).map((s) => asRecord(s).id)).toContain(boost.id);
  });

  it('domain blocks show in the relationship of an account on that domain', async () => {
    const sb = sandbox();
    const { users } = sb.seed;
    await send(sb, 'POST', '/api/v1/domain_blocks', { domain: 'remote.example' }, token('bob'));
    const rel = await getJson(
      sb,
      `/api/v1/accounts/relationships?id[]=${users.dave}`,
      token('bob'),
    );
    expect(asRecord(asArray(rel.body)[0]).domain_blocking).toBe(true);
    const list = await getJson(sb, '/api/v1/domain_blocks', token('bob'));
    expect(list.body).toEqual(['remote.example']);
  });
});
