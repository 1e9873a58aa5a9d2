import type { PleromaClient } from '../api/client';
import { NotSupportedError } from '../errors';
import type { LoggerPort } from '../ports';

export interface ReadSyncDeps {
  client: () => PleromaClient;
  logger: LoggerPort;
  /** Record the read position where the server has no Pleroma read call (the marker). */
  saveReadPosition?: (id: string) => Promise<void>;
}

/**
 * Tells the server that every notification up to `newest` is read: Pleroma's read call,
 * elsewhere the notifications marker. Failures are logged only; the list already shows
 * them read, and the next read press tries again.
 */
export async function syncNotificationsRead(deps: ReadSyncDeps, newest: string): Promise<void> {
  try {
    await deps.client().notifications.markRead({ maxId: newest });
  } catch (error) {
    if (error instanceof NotSupportedError && deps.saveReadPosition) {
      await deps.saveReadPosition(newest).catch((cause: unknown) => {
        deps.logger.warn('Notifications read position could not be saved', cause);
      });
      return;
    }
    deps.logger.warn('Marking notifications read failed', error);
  }
}

/**
 * Tells the server that one notification is read (Pleroma's read call with `id`). Where the
 * server has no such call nothing changes there; failures are logged only.
 */
export async function syncNotificationRead(deps: ReadSyncDeps, id: string): Promise<void> {
  try {
    await deps.client().notifications.markRead({ id });
  } catch (error) {
    if (error instanceof NotSupportedError) return;
    deps.logger.warn('Marking a notification read failed', error);
  }
}
