import type { ListRecord, MarkerRecord, MediaRecord } from '../records';
import { mapOf } from './base';
import { NotificationState } from './notifications';

/** What an account keeps for itself: lists, read markers, uploaded media, read conversations. */
export abstract class CollectionState extends NotificationState {
  readonly media = new Map<string, MediaRecord>();
  readonly lists = new Map<string, ListRecord>();
  /** user id -> timeline name -> marker. */
  readonly markers = new Map<string, Map<string, MarkerRecord>>();
  /** user id -> `${conversation id}:${last status id}` entries marked read. */
  readonly conversationReads = new Map<string, Set<string>>();
  private nextListNo = 1;

  createList(ownerId: string, title: string): ListRecord {
    const list: ListRecord = {
      id: String(this.nextListNo++),
      ownerId,
      title,
      accountIds: new Set(),
    };
    this.lists.set(list.id, list);
    return list;
  }

  setMarker(
    userId: string,
    timeline: string,
    lastReadId: string,
    at: number = Date.now(),
  ): MarkerRecord {
    const mine = mapOf(this.markers, userId);
    const prev = mine.get(timeline);
    const marker: MarkerRecord = { lastReadId, version: (prev?.version ?? 0) + 1, updatedAt: at };
    mine.set(timeline, marker);
    return marker;
  }

  addMedia(
    record: Omit<MediaRecord, 'id'>,
    bytes: Buffer | (() => Buffer),
    at: number = Date.now(),
  ): MediaRecord {
    const media: MediaRecord = { ...record, id: this.ids.next(at) };
    this.media.set(media.id, media);
    this.addFile(media.path, media.mimeType, bytes);
    return media;
  }
}
