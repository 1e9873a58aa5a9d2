import { useStdout } from 'ink';
import { useEffect } from 'react';
import type { AccountScope } from '../../../core/model/account-scope';
import { type Attention, watchAttention } from '../../../core/model/attention';
import { chatListOf } from '../../../core/model/chats';
import type { RootStore } from '../../../core/model/root';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { NotifyCommand, type Spawner } from '../platform/notify-command';

/** The terminal bell (BEL): the terminal beeps, flashes or marks its tab, as the person set it. */
export const BELL = '\u0007';

const BELL_WORDS = {
  mention: 'tui.bell.mention',
  direct: 'tui.bell.direct',
  chat: 'tui.bell.chat',
} as const satisfies Record<Attention['kind'], string>;

export interface AttentionOutputs {
  /** Writes the bell to the terminal. */
  ring: () => void;
  spawn?: Spawner;
}

/**
 * What new mentions, direct messages and chat messages of the signed-in account do, on the
 * one watcher: the `bell` setting rings the bell once for each and says why on the status
 * line; the `notifyCommand` setting runs its program (at most once a second, a failure
 * written to the log once).
 */
export function startAttention(
  root: RootStore,
  scope: AccountScope,
  t: TuiTranslate,
  outputs: AttentionOutputs,
): () => void {
  const command = new NotifyCommand({
    command: () => root.preferences.notifyCommand,
    now: () => root.ports.clock.now(),
    log: (message) => root.ports.logger.warn(message),
    spawn: outputs.spawn,
  });
  const chats = scope.use(chatListOf);
  return watchAttention(
    {
      notifications: () => scope.notifications,
      chats: () => chats,
      entities: scope.entities,
      ownAccountId: () => scope.ownAccountId(),
      words: {
        mention: (name) => t('tui.chats.notify_mention', { name }),
        chat: (name) => t('tui.chats.notify_chat', { name }),
      },
    },
    (attention) => {
      if (root.preferences.bell) {
        outputs.ring();
        root.notices.add('info', BELL_WORDS[attention.kind], { name: attention.name });
      }
      command.run(attention.title, attention.body);
    },
  );
}

export function useAttention(root: RootStore, scope: AccountScope, t: TuiTranslate): void {
  const { stdout } = useStdout();
  useEffect(() => {
    if (!scope.account) return;
    return startAttention(root, scope, t, { ring: () => stdout.write(BELL) });
  }, [root, scope, t, stdout]);
}
