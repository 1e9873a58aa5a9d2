import type { HttpClient } from './http';
import { apiPath } from './path';

/**
 * Spec part 2 §7: `POST /api/v1/notifications/{id}/dismiss` removes one notification. Apart
 * from the notifications resource so only the lazy dismissal helper carries it (web budget).
 */
export async function dismissNotificationRequest(http: HttpClient, id: string): Promise<void> {
  await http.request('POST', apiPath`/api/v1/notifications/${id}/dismiss`);
}
