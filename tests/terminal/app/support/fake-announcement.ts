/** An announcement as Pleroma answers it (GET /api/v1/announcements). */
export function announcement(id: string, text: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    content: `<p>${text}</p>`,
    starts_at: null,
    ends_at: null,
    all_day: false,
    published_at: '2026-11-20T10:00:00.000Z',
    read: false,
    emojis: [],
    ...extra,
  };
}
