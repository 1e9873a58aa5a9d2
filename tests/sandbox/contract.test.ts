import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  asArray,
  asRecord,
  getJson,
  type JsonRecord,
  type JsonValue,
  send,
  useSandbox,
} from './helpers';

/**
 * Contract tests: the sandbox's answers must carry every key the real Pleroma JSON in
 * tests/fixtures carries, with the same JSON type, recursively. This keeps the test
 * double honest: it cannot drift into agreeing only with our own client.
 */

const FIXTURES = new URL('../fixtures/', import.meta.url);

function fixture(path: string): JsonValue {
  return JSON.parse(readFileSync(new URL(path, FIXTURES), 'utf8')) as JsonValue;
}

interface SchemaProperty {
  name: string;
  type: string;
  nullable: boolean;
  fields?: SchemaProperty[];
  itemFields?: SchemaProperty[];
}

/** Every property name Pleroma's schema index marks nullable, at any depth. */
const NULLABLE: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  const walk = (props: SchemaProperty[] | undefined): void => {
    for (const p of props ?? []) {
      if (p.nullable) names.add(p.name);
      walk(p.fields);
      walk(p.itemFields);
    }
  };
  for (const schema of fixture('pleroma-api/schemas/_index.json') as unknown as {
    properties?: SchemaProperty[];
  }[]) {
    walk(schema.properties);
  }
  return names;
})();

/**
 * Keys where the fixtures disagree with Pleroma itself, each with the reason it is skipped
 * or which type the sandbox follows.
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  // Pleroma's schema says integer (deprecated); the Soapbox capture (a Rebased server) has a string.
  'pleroma.conversation_id': 'integer per schemas/_index.json',
  // The Status schema example names it is_locked; Pleroma's AccountView and the Account schema say `locked`.
  is_locked: 'Pleroma sends `locked`',
  // Rebased/Soapbox backend extensions, not in Pleroma's schema.
  'pleroma.location': 'Rebased extension',
  soapbox: 'Soapbox frontend config on the captured server',
  // Pleroma before 2.3 called is_confirmed this (notification.json is an older capture).
  confirmation_pending: 'renamed is_confirmed in Pleroma 2.3',
  // notification.json went through Soapbox's key normaliser; Pleroma sends "text/plain".
  text_plain: 'Soapbox-normalised spelling of text/plain',
  // Pleroma before 2.2 had these notification settings; now block_from_strangers etc.
  'notification_settings.followers': 'pre-2.2 setting',
  'notification_settings.follows': 'pre-2.2 setting',
  'notification_settings.non_followers': 'pre-2.2 setting',
  'notification_settings.non_follows': 'pre-2.2 setting',
  'notification_settings.privacy_option': 'pre-2.2 setting',
};

type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

function typeOf(v: JsonValue | undefined): JsonType | 'missing' {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v as JsonType;
}

/** Lists every place where `actual` lacks a key of `expected` or has another type. */
function shapeProblems(expected: JsonValue, actual: JsonValue | undefined, path = ''): string[] {
  const leaf = path.split('.').pop() ?? '';
  const suffix2 = path.split('.').slice(-2).join('.');
  if (KNOWN_DIFFERENCES[leaf] !== undefined || KNOWN_DIFFERENCES[suffix2] !== undefined) {
    if (suffix2 === 'pleroma.conversation_id')
      return typeOf(actual) === 'number' ? [] : [`${path}: expected integer`];
    return [];
  }
  const et = typeOf(expected);
  const at = typeOf(actual);
  if (at === 'missing') return [`${path || '(root)'}: missing`];
  if (et === 'null') return []; // the fixture does not tell the type
  if (at === 'null') return NULLABLE.has(leaf) ? [] : [`${path}: null where the fixture has ${et}`];
  if (et !== at) return [`${path}: ${at} where the fixture has ${et}`];
  if (et === 'array') {
    const e = expected as JsonValue[];
    const a = actual as JsonValue[];
    return e.length > 0 && a.length > 0 ? shapeProblems(e[0]!, a[0], `${path}[0]`) : [];
  }
  if (et === 'object') {
    const e = expected as JsonRecord;
    const a = actual as JsonRecord;
    return Object.keys(e).flatMap((k) => shapeProblems(e[k]!, a[k], path ? `${path}.${k}` : k));
  }
  return [];
}

function expectShape(
  fixturePath: string,
  actual: JsonValue | undefined,
  pick?: (f: JsonValue) => JsonValue,
): void {
  const f = fixture(fixturePath);
  expect(shapeProblems(pick ? pick(f) : f, actual), fixturePath).toEqual([]);
}

describe('sandbox contract with real Pleroma JSON', () => {
  const sandbox = useSandbox();
  const alice = (): string => sandbox().state.tokenFor('alice');
  const status = async (id: string): Promise<JsonValue> =>
    (await getJson(sandbox(), `/api/v1/statuses/${id}`, alice())).body;

  it('the shape checker catches missing keys and wrong types', () => {
    expect(shapeProblems({ a: 1, b: { c: 'x' } }, { a: '1', b: {} })).toEqual([
      'a: string where the fixture has number',
      'b.c: missing',
    ]);
    expect(shapeProblems({ a: [{ b: true }] }, { a: [{ b: null }] })).toEqual([
      'a[0].b: null where the fixture has boolean',
    ]);
    expect(shapeProblems({ birthday: '2000-01-01' }, { birthday: null })).toEqual([]);
  });

  it('status', async () => {
    const { statuses } = sandbox().seed;
    const pinned = await status(statuses.pinned);
    expectShape('soapbox/pleroma-status.json', pinned);
    expectShape('pleroma-api/schemas/Status.json', pinned);
    expectShape('soapbox/pleroma-status-with-attachments.json', await status(statuses.image));
    expectShape('soapbox/pleroma-status-with-poll.json', await status(statuses.poll));
    expectShape('soapbox/pleroma-quote-post.json', await status(statuses.quote));
    expectShape('soapbox/status-custom-emoji.json', await status(statuses.emoji));
    // soapbox/status-cw.json is a Fedibird (Mastodon fork) capture, so it is not held against.
    const deep = asRecord(
      (await getJson(sandbox(), `/api/v1/statuses/${statuses.deepThreadLeaf}/context`)).body,
    );
    expectShape('soapbox/pleroma-status-reply-with-mentions.json', asArray(deep.ancestors)[2]);
  });

  it('status parts: poll, attachment, tag, emoji', async () => {
    const { statuses } = sandbox().seed;
    const poll = asRecord(await status(statuses.poll));
    expectShape('pleroma-api/schemas/Poll.json', poll.poll);
    const pollId = String(asRecord(poll.poll).id);
    expectShape(
      'pleroma-api/schemas/Poll.json',
      (await getJson(sandbox(), `/api/v1/polls/${pollId}`, alice())).body,
    );
    expectShape(
      'pleroma-api/schemas/Attachment.json',
      asArray(asRecord(await status(statuses.image)).media_attachments)[0],
    );
    expectShape(
      'pleroma-api/schemas/Tag.json',
      asArray(asRecord(await status(statuses.hashtag)).tags)[0],
    );
    expectShape(
      'pleroma-api/schemas/Emoji.json',
      asArray(asRecord(await status(statuses.emoji)).emojis)[0],
    );
    expectShape(
      'pleroma-api/schemas/Emoji.json',
      asArray((await getJson(sandbox(), '/api/v1/custom_emojis')).body)[0],
    );
  });

  it('account', async () => {
    const { users } = sandbox().seed;
    const other = (
      await getJson(sandbox(), `/api/v1/accounts/${users.alice}`, sandbox().state.tokenFor('bob'))
    ).body;
    expectShape('soapbox/pleroma-account.json', other);
    const me = (await getJson(sandbox(), '/api/v1/accounts/verify_credentials', alice())).body;
    expectShape('soapbox/pleroma-account.json', me);
    expectShape('pleroma-api/schemas/Account.json', me);
    const remote = (await getJson(sandbox(), `/api/v1/accounts/${users.dave}`, alice())).body;
    expectShape('soapbox/pleroma-account.json', remote);
  });

  it('instance', async () => {
    const inst = (await getJson(sandbox(), '/api/v1/instance')).body;
    expectShape('soapbox/pleroma-instance.json', inst);
    expectShape('derived/initial_results__api_v1_instance.json', inst);
    expectShape(
      'derived/initial_results__nodeinfo_2.0.json',
      (await getJson(sandbox(), '/nodeinfo/2.0.json')).body,
    );
    expectShape(
      'derived/initial_results__api_pleroma_frontend_configurations.json',
      (await getJson(sandbox(), '/api/pleroma/frontend_configurations')).body,
      (f) => ({ pleroma_fe: asRecord(f).pleroma_fe ?? null }),
    );
  });

  it('notification of every type', async () => {
    const list = asArray(
      (await getJson(sandbox(), '/api/v1/notifications?limit=40', alice())).body,
    ).map((n) => asRecord(n));
    const byType = (t: string): JsonRecord => {
      const n = list.find((x) => x.type === t);
      if (!n) throw new Error(`no ${t} notification`);
      return n;
    };
    expectShape('soapbox/notification.json', byType('favourite'));
    expectShape('soapbox/notification-mention.json', byType('mention'));
    expectShape('soapbox/notification-favourite.json', byType('favourite'));
    expectShape('soapbox/notification-reblog.json', byType('reblog'));
    expectShape('soapbox/notification-follow.json', byType('follow'));
    expectShape('soapbox/notification-follow_request.json', byType('follow_request'));
    expectShape('soapbox/pleroma-notification-move.json', byType('move'));
    expectShape(
      'soapbox/notification-pleroma-emoji_reaction.json',
      byType('pleroma:emoji_reaction'),
    );
    expectShape('soapbox/notification-poll.json', byType('poll'));
  });

  it('chat, chat message, announcement, conversation', async () => {
    const chats = asArray((await getJson(sandbox(), '/api/v1/pleroma/chats', alice())).body);
    expectShape('pleroma-api/schemas/Chat.json', chats[0]);
    expectShape('derived/pleroma-openapi-example-chat.json', chats[0]);
    const chatId = String(asRecord(chats[0]).id);
    const msgs = asArray(
      (await getJson(sandbox(), `/api/v1/pleroma/chats/${chatId}/messages`, alice())).body,
    );
    expectShape('pleroma-api/schemas/ChatMessage.json', msgs[0]);
    expectShape('derived/pleroma-openapi-example-chat_message.json', msgs[0]);
    const chatNote = asArray(
      (
        await getJson(
          sandbox(),
          '/api/v1/notifications?include_types[]=pleroma:chat_mention',
          alice(),
        )
      ).body,
    );
    expectShape('soapbox/notification-pleroma-chat_mention.json', chatNote[0]);
    const ann = asArray((await getJson(sandbox(), '/api/v1/announcements', alice())).body);
    expectShape('soapbox/announcements.json', ann[0], (f) => ({
      ...asRecord(asArray(f)[0]),
      reactions: [],
    }));
    const convs = asArray((await getJson(sandbox(), '/api/v1/conversations', alice())).body);
    // The schema example reuses the owner's own Account example; others' accounts lack owner fields.
    expectShape('pleroma-api/schemas/Conversation.json', convs[0], (f) => ({
      ...asRecord(f),
      accounts: [],
    }));
    expectShape('soapbox/pleroma-account.json', asArray(asRecord(convs[0]).accounts)[0]);
  });

  it('relationship, context, markers, list, app', async () => {
    const { users, statuses, lists } = sandbox().seed;
    const rels = asArray(
      (await getJson(sandbox(), `/api/v1/accounts/relationships?id[]=${users.bob}`, alice())).body,
    );
    expectShape('soapbox/relationship.json', rels[0]);
    expectShape('pleroma-api/schemas/AccountRelationship.json', rels[0]);
    const ctx = asRecord(
      (await getJson(sandbox(), `/api/v1/statuses/${statuses.deepThreadRoot}/context`)).body,
    );
    const st = fixture('soapbox/pleroma-status.json');
    expect(shapeProblems({ ancestors: [], descendants: [st] }, ctx)).toEqual([]);
    expectShape(
      'soapbox/markers.json',
      (
        await getJson(
          sandbox(),
          '/api/v1/markers?timeline[]=home&timeline[]=notifications',
          alice(),
        )
      ).body,
    );
    expectShape(
      'pleroma-api/schemas/List.json',
      (await getJson(sandbox(), `/api/v1/lists/${lists.closeFriends}`, alice())).body,
    );
    const app = await send(sandbox(), 'POST', '/api/v1/apps', {
      client_name: 'x',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
    });
    expectShape('pleroma-api/schemas/App.json', app.body);
  });
});
