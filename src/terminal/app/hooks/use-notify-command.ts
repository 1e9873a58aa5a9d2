import { useEffect } from 'react';
import type { AccountScope } from '../../../core/model/account-scope';
import { watchAttention } from '../../../core/model/attention';
import { chatListOf } from '../../../core/model/chats';
import type { RootStore } from '../../../core/model/root';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { NotifyCommand, type Spawner } from '../platform/notify-command';

/**
 * The `notifyCommand` setting at work: new mentions and chat messages of the signed-in
 * account run it (at most once a second); a failure is written to the log once.
 */
export function startNotifyCommand(
  root: RootStore,
  scope: AccountScope,
  t: TuiTranslate,
  spawn?: Spawner,
): () => void {
  const command = new NotifyCommand({
    command: () => root.preferences.notifyCommand,
    now: () => root.ports.clock.now(),
    log: (message) => root.ports.logger.warn(message),
    spawn,
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
      command.run(attention.title, attention.body);
    },
  );
}

export function useNotifyCommand(root: RootStore, scope: AccountScope, t: TuiTranslate): void {
  useEffect(() => {
    if (!scope.account) return;
    return startNotifyCommand(root, scope, t);
  }, [root, scope, t]);
}
