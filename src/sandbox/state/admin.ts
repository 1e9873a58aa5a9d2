import type { AnnouncementRecord, ReportRecord } from '../records';
import { StatusState } from './statuses';

/** Moderation: reports (which notify staff), admin tags on users, announcements. */
export abstract class AdminState extends StatusState {
  readonly reports = new Map<string, ReportRecord>();
  /** user id -> admin tags (force-unlisted, sandbox, ...). */
  readonly userTags = new Map<string, Set<string>>();
  readonly announcements = new Map<string, AnnouncementRecord>();
  private deletedAnnouncements = 0;

  /** Files a report and notifies the local staff (pleroma:report). */
  addReport(
    actorId: string,
    accountId: string,
    statusIds: string[],
    comment: string,
    forward: boolean,
    at: number = Date.now(),
  ): ReportRecord {
    const r: ReportRecord = {
      id: this.ids.next(at),
      actorId,
      accountId,
      statusIds,
      comment,
      forward,
      state: 'open',
      createdAt: at,
      notes: [],
    };
    this.reports.set(r.id, r);
    for (const u of this.users.values()) {
      if (u.domain === null && (u.role === 'admin' || u.role === 'moderator')) {
        this.notify(u.id, 'pleroma:report', actorId, { reportId: r.id, at });
      }
    }
    return r;
  }

  addAnnouncement(input: {
    source: string;
    startsAt: number | null;
    endsAt: number | null;
    allDay: boolean;
    publishedAt?: number;
  }): AnnouncementRecord {
    const at = input.publishedAt ?? Date.now();
    const a: AnnouncementRecord = {
      id: String(this.announcements.size + 1 + this.deletedAnnouncements),
      source: input.source,
      content: this.renderText(input.source).html,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      allDay: input.allDay,
      publishedAt: at,
      updatedAt: at,
      readBy: new Set(),
    };
    this.announcements.set(a.id, a);
    return a;
  }

  editAnnouncement(a: AnnouncementRecord, source: string): void {
    a.source = source;
    a.content = this.renderText(source).html;
    a.updatedAt = Date.now();
  }

  deleteAnnouncement(id: string): boolean {
    const had = this.announcements.delete(id);
    if (had) this.deletedAnnouncements++;
    return had;
  }
}
