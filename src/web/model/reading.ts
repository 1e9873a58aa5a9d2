/**
 * What the web's reading screens (timelines, profiles, search, lists, interactions, about)
 * need beyond the core: per-status display state, the keyboard cursor, the stores the core
 * does not have yet, and the core's mentions list and interactions tabs. Everything
 * server-bound is reset when the account changes.
 *
 * Platform-free.
 */
import { reaction } from 'mobx';
import { AboutStore } from '../../core/model/about';
import { InteractionsStore } from '../../core/model/interactions';
import { ListsStore } from '../../core/model/lists';
import { MentionsStore } from '../../core/model/mentions';
import { RemoteUserResolver } from '../../core/model/remote-user';
import type { RootStore } from '../../core/model/root';
import { ReadingPositions } from '../../core/view/reading-position';
import { StatusCursorStore } from '../../core/view/status-cursor';
import { StatusViewStore } from '../../core/view/status-flags';

export class ReadingModel {
  readonly statusView = new StatusViewStore();
  readonly cursor = new StatusCursorStore();
  readonly lists: ListsStore;
  readonly mentions: MentionsStore;
  readonly interactions: InteractionsStore;
  readonly remoteUsers: RemoteUserResolver;
  readonly about: AboutStore;
  /** Reading positions (the home timeline goes to its last read status once a session). */
  readonly positions: ReadingPositions;

  private readonly disposeAccountWatch: () => void;

  constructor(root: RootStore) {
    const client = () => root.client;
    this.lists = new ListsStore(client);
    this.mentions = new MentionsStore(client, root.entities);
    this.interactions = new InteractionsStore(client, root.entities);
    this.remoteUsers = new RemoteUserResolver(client, root.entities);
    this.positions = new ReadingPositions({
      clock: root.ports.clock,
      markers: () => root.markers,
    });
    this.about = new AboutStore({
      client,
      entities: root.entities,
      nodeinfo: () => root.instance.nodeinfo,
      logger: root.ports.logger,
    });
    // Another account sees other lists, mentions, interactions and statuses.
    this.disposeAccountWatch = reaction(
      () => root.session.accountId,
      () => this.reset(),
      { name: 'reading:account' },
    );
  }

  reset(): void {
    this.lists.reset();
    this.mentions.reset();
    this.interactions.reset();
    this.remoteUsers.reset();
    this.statusView.reset();
    this.cursor.focus(null);
    this.positions.reset();
  }

  dispose(): void {
    this.disposeAccountWatch();
  }
}
