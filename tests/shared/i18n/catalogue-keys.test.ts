import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INSTANCE_DOCUMENTS } from '../../../src/core/api/admin-documents';
import { SERVER_FEATURES } from '../../../src/core/api/capabilities';
import { FEDERATION_POLICY_KINDS } from '../../../src/core/model/about';
import { INTERACTION_TYPES } from '../../../src/core/model/interactions';
import { NOTIFICATION_FILTER_KEYS } from '../../../src/core/model/preferences';
import { FILE_SIZE_UNITS } from '../../../src/shared/format/file-size';
import { en } from '../../../src/shared/i18n';
import { KEY_CONTEXTS } from '../../../src/shared/keymap';
import { terminalSettingKeys } from '../../../src/terminal/app/model/terminal-settings';

/**
 * Every i18n key the code names must exist in English: tsc enforces it through the typed
 * `t` and notices; this scan is the second net, for code that slips a key through a cast
 * or `string`. Keys built at run time are listed with every value their variable can take.
 */
const SRC = fileURLToPath(new URL('../../../src', import.meta.url));

/** `${…}` in a key, by the key with `*` for the expression → the values it can take. */
const DYNAMIC: Record<string, readonly string[]> = {
  // The quick filters and view (issue 16): settings named by key.
  'timeline_tools.*': [
    'hideReplies',
    'hideRepeats',
    'onlyMedia',
    'hideMutedPosts',
    'compact',
    'hideMedia',
    'collapseWithSubject',
  ],
  // The terminal's settings view: one line per setting it lists.
  'tui_settings.about.*': terminalSettingKeys(),
  'admin_moderation.state_*': ['open', 'closed', 'resolved'],
  // The admin's instance documents (issue 15): one label per document Pleroma keeps.
  'admin_dash.documents.*': INSTANCE_DOCUMENTS,
  // The terminal admin view's figures: one line per visibility.
  'tui_admin.stats_*': ['public', 'unlisted', 'private', 'direct'],
  // The features panel: one line per feature the instance offers (core/view/instance-features.ts).
  'features_panel.*': ['shout', 'chats', 'media_proxy', 'scope_options', 'text_limit'],
  'settings_modal.composing.scope_*': ['public', 'unlisted', 'private', 'direct'],
  'settings_modal.data.*': ['follows', 'blocks', 'mutes'],
  'settings_modal.data.*_import_error': ['follow', 'blocks', 'mutes'],
  'settings_modal.highlight.type_*': ['disabled', 'solid', 'striped', 'side'],
  'settings_modal.layout.*': ['sidebarColumnWidth', 'contentColumnWidth', 'notifsColumnWidth'],
  'settings_modal.layout.third_*': ['notifications', 'none'],
  'settings_modal.notifications.*': [
    'likes',
    'repeats',
    'follows',
    'mentions',
    'emojiReactions',
    'moves',
    'polls',
  ],
  'settings_modal.profile.*': [
    'avatar',
    'banner',
    'background',
    'locked',
    'bot',
    'discoverable',
    'hideFollows',
    'hideFollowers',
    'hideFollowsCount',
    'hideFollowersCount',
    'hideFavorites',
  ],
  'status.visibility.*': ['public', 'unlisted', 'private', 'direct', 'local', 'list'],
  'tui.status_bar.*': ['live', 'connecting', 'offline', 'polling'],
  'tui.notifications.type.*': [
    'mention',
    'status',
    'favourite',
    'reblog',
    'update',
    'follow',
    'follow_request',
    'move',
    'move_unknown',
  ],
  'tui.status.media.*': ['image', 'video', 'gifv', 'audio', 'unknown'],
  'server.feature.*': SERVER_FEATURES,
  'login.*': ['username', 'password'],
  'post_status.scope.*': ['public', 'unlisted', 'private', 'direct'],
  'upload.file_size_units.*': FILE_SIZE_UNITS,
  'tui.search.tab.*': ['statuses', 'people', 'hashtags'],
  // A refused theme file's reason (core/theme/theme-file.ts), 'colour' named colour_failed.
  'theme_settings.*': ['unsupported', 'newer', 'older', 'colour_failed'],
  'tui.profile.tab.*': ['statuses', 'followees', 'followers', 'media', 'favourites'],
  'keymap.context.*': KEY_CONTEXTS,
  'tui.notifications.filter_name.*': NOTIFICATION_FILTER_KEYS,
  'notifications.filters.*': NOTIFICATION_FILTER_KEYS,
  'status.mute_reason.*': ['thread_muted', 'user_muted'],
  'accounts.act_kind.*': ['favourite', 'repeat', 'bookmark', 'reply'],
  'screens.*': [
    'tag-timeline',
    'bookmarks',
    'remote-user-profile-acct',
    'remote-user-profile',
    'external-user-profile',
    'user-profile',
    'legacy-user-profile',
    'dms',
    'registration',
    'registration-token',
    'password-reset',
    'shout-panel',
    'friend-requests',
    'who-to-follow',
    'announcements',
    'nav-edit',
    'lists',
    'lists-new',
    'lists-timeline',
    'lists-edit',
    'chats',
    'chat',
    'settings',
  ],
  'conversation.*': ['tree', 'linear'],
  'interactions.*': Object.keys(INTERACTION_TYPES),
  'about.policy.*': FEDERATION_POLICY_KINDS,
  'about.policy.*_desc': FEDERATION_POLICY_KINDS,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return path.endsWith(join('shared', 'i18n', 'en')) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every key English defines, plural forms also under their base (`count_one` → `count`). */
function englishKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (tree: object, prefix: string) => {
    for (const [name, value] of Object.entries(tree)) {
      const key = `${prefix}${name}`;
      if (typeof value === 'string') {
        keys.add(key);
        keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
      } else walk(value as object, `${key}.`);
    }
  };
  for (const namespace of Object.values(en)) walk(namespace, '');
  return keys;
}

/** The text of the first argument of a call starting at `open` (the `(`), up to `,` or `)`. */
function firstArgument(text: string, open: number): string {
  let depth = 0;
  let quote = '';
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return text.slice(open + 1, i);
      depth--;
    } else if (c === ',' && depth === 0) return text.slice(open + 1, i);
  }
  return '';
}

interface KeyUse {
  file: string;
  key: string;
}

/** String literals (and templates, `${…}` as `*`) in a key position. */
function literals(argument: string): string[] {
  return [...argument.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) =>
    (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, '*'),
  );
}

function keysUsed(): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const path of sourceFiles(SRC)) {
    const text = readFileSync(path, 'utf8');
    const file = relative(SRC, path);
    const add = (argument: string) => {
      for (const key of literals(argument)) uses.push({ file, key });
    };
    // t('key' …), t(cond ? 'a' : 'b'), t(`a.${b}`)
    for (const m of text.matchAll(/\bt\(/g)) add(firstArgument(text, (m.index ?? 0) + 1));
    // notices.add('error', 'key' …)
    for (const m of text.matchAll(/\.add\(\s*'(?:error|warning|success|info)',/g)) {
      add(firstArgument(text, (m.index ?? 0) + m[0].length - 1));
    }
    // Keys carried in data: messageKey: 'x', titleKey: 'x', verbKey …, description: 'keymap.x'
    for (const m of text.matchAll(/\b(?:\w*Key|description)\??:\s*([^,;\n]+)/g)) {
      add(m[1] as string);
    }
  }
  return uses.filter(({ key }) => /^[a-z_]+(\.[\w*-]+)+$/.test(key));
}

describe('the English catalogue', () => {
  const english = englishKeys();
  const uses = keysUsed();

  it('finds the keys the code uses (the scan itself works)', () => {
    expect(uses.length).toBeGreaterThan(300);
    expect(uses).toContainEqual({
      file: join('core', 'realtime', 'realtime.ts'),
      key: 'timeline.socket_broke',
    });
  });

  it('defines every key used in src/, dynamic ones for each value they can take', () => {
    const missing: string[] = [];
    for (const { file, key } of uses) {
      if (!key.includes('*')) {
        if (!english.has(key)) missing.push(`${file}: ${key}`);
        continue;
      }
      const values = DYNAMIC[key];
      if (!values) {
        missing.push(`${file}: ${key} is built at run time; list its values in DYNAMIC`);
        continue;
      }
      for (const value of values) {
        const concrete = key.replace('*', value);
        if (!english.has(concrete)) missing.push(`${file}: ${concrete}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('defines each key in one namespace only, so a bare key has one meaning', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    const walk = (namespace: string, tree: object, prefix: string) => {
      for (const [name, value] of Object.entries(tree)) {
        const key = `${prefix}${name}`;
        if (typeof value !== 'string') walk(namespace, value as object, `${key}.`);
        else if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${namespace}`);
        else seen.set(key, namespace);
      }
    };
    for (const [namespace, tree] of Object.entries(en)) walk(namespace, tree, '');
    expect(twice).toEqual([]);
  });
});
