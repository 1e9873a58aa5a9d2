import { isLoopbackHost } from '../loopback';
import type { NotificationRecord } from '../records';
import { avatarPath } from '../serialize/account';
import type { SandboxState } from '../state';
import { encryptPush } from './encrypt';
import { vapidAuthorization } from './vapid';

/**
 * Web Push from the sandbox (issue 13's loopback harness): when a mention, a direct message
 * or a chat message arrives for an account, every push subscription of that account that
 * wants it gets Pleroma's payload (Pleroma.Web.Push.Impl), encrypted (RFC 8291) and
 * VAPID-signed. Only to loopback endpoints: the sandbox never reaches a network, so a real
 * browser's push service (not on loopback) is left alone.
 */

/**
 * What Pleroma pushes (JSON, then encrypted). With the recipient's `hide_notification_contents`
 * on, Pleroma's `build_content` sends no title and only the title's words as the body ("New
 * Chat Message"): neither the sender nor the text leaves the server.
 */
export interface PushPayload {
  access_token: string;
  notification_id: string;
  notification_type: string;
  icon: string;
  preferred_locale: string;
  pleroma: { activity_id: string | null; direct_conversation_id: string | null };
  title?: string;
  body: string;
}

/** Pleroma's `scrub_html_and_truncate(content, 80)`. */
const BODY_CHARS = 80;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function plain(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
  return text.length > BODY_CHARS ? `${text.slice(0, BODY_CHARS - 3)}...` : text;
}

/** Title and body of `n` as Pleroma words them; null for types the sandbox does not push. */
function content(state: SandboxState, n: NotificationRecord, nickname: string) {
  if (n.type === 'pleroma:chat_mention') {
    const message = n.chatMessageId ? state.chats.messages.get(n.chatMessageId) : undefined;
    return { title: 'New Chat Message', body: `@${nickname}: ${plain(message?.content ?? '')}` };
  }
  if (n.type !== 'mention') return null;
  const status = n.statusId ? state.statuses.get(n.statusId) : undefined;
  const direct = status?.visibility === 'direct';
  return {
    title: direct ? 'New Direct Message' : 'New Mention',
    body: `@${nickname}: ${plain(status?.content ?? '')}`,
  };
}

/** Sends `payload` to one subscription; failures are the push service's business. */
async function send(endpoint: string, p256dh: string, auth: string, payload: PushPayload) {
  try {
    await fetch(endpoint, {
      method: 'POST',
      headers: {
        authorization: vapidAuthorization(endpoint),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: '60',
      },
      body: new Uint8Array(encryptPush(JSON.stringify(payload), p256dh, auth)),
    });
  } catch {
    // An unreachable push service: Pleroma logs it and goes on.
  }
}

export function deliverPushes(state: SandboxState): () => void {
  return state.onEvent((event) => {
    if (event.type !== 'notification') return;
    const n = event.notification;
    const actor = state.users.get(n.actorId);
    const full = actor ? content(state, n, actor.username) : null;
    if (!actor || !full) return;
    const hidden = state.users.get(n.recipientId)?.notificationSettings?.hideContents === true;
    const words = hidden ? { body: full.title } : full;
    for (const [token, subscription] of state.pushSubscriptions) {
      if (state.tokens.get(token)?.userId !== n.recipientId) continue;
      const alerts = subscription.alerts as Record<string, boolean> | undefined;
      if (!alerts?.[n.type]) continue;
      const endpoint = String(subscription.endpoint ?? '');
      const keys = subscription.keys as { p256dh?: string; auth?: string } | undefined;
      let host: string;
      try {
        host = new URL(endpoint).hostname;
      } catch {
        continue;
      }
      if (!isLoopbackHost(host) || !keys?.p256dh || !keys.auth) continue;
      void send(endpoint, keys.p256dh, keys.auth, {
        access_token: token,
        notification_id: n.id,
        notification_type: n.type,
        icon: `${state.baseUrl}${avatarPath(actor)}`,
        preferred_locale: 'en',
        pleroma: { activity_id: n.statusId, direct_conversation_id: null },
        ...words,
      });
    }
  });
}
