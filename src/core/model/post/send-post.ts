import type { NewStatus, PleromaClient, ScheduledStatus, StatusAnswer } from '../../api/client';
import { scheduledStatusesApi } from '../../api/scheduled-statuses';

/** Which call a post form makes: a new status, a scheduled one, or an edit. */
export type PostKind = 'status' | 'scheduled' | 'edit';

export interface PostRequest {
  readonly kind: PostKind;
  readonly status: NewStatus;
  readonly editingId: string | null;
  readonly scheduledAt: string | null;
}

export type PostOutcome =
  | { readonly kind: 'status' | 'edit'; readonly id: string; readonly answer: StatusAnswer }
  | { readonly kind: 'scheduled'; readonly id: string; readonly scheduled: ScheduledStatus };

/**
 * One send for every face: `POST /api/v1/statuses`, the same with `scheduled_at`, or
 * `PUT /api/v1/statuses/{id}` for an edit (which sends no mentions' reply id, quote or poll).
 */
export async function sendPost(client: PleromaClient, request: PostRequest): Promise<PostOutcome> {
  const { status } = request;
  if (request.kind === 'edit' && request.editingId) {
    const answer = await client.statuses.edit(request.editingId, {
      status: status.status,
      spoilerText: status.spoilerText,
      sensitive: status.sensitive,
      mediaIds: status.mediaIds,
      contentType: status.contentType,
    });
    return { kind: 'edit', id: answer.status.id, answer };
  }
  if (request.kind === 'scheduled' && request.scheduledAt) {
    const scheduled = await scheduledStatusesApi(client).create(status, request.scheduledAt);
    return { kind: 'scheduled', id: scheduled.id, scheduled };
  }
  const answer = await client.statuses.create(status);
  return { kind: 'status', id: answer.status.id, answer };
}
