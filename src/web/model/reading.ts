/**
 * What the web's reading screens (timelines, profiles, search, lists, interactions, about)
 * need beyond the core: per-status display state, the keyboard cursor, and the core's
 * lists, mentions, interactions, remote-user resolver, about page and reading positions,
 * bound to the active account scope. Everything server-bound is rebuilt when the account
 * changes.
 *
 * Platform-free.
 */
import { observable, reaction, runInAction } from 'mobx';
import { AboutStore } from '../../core/model/about';
import { InteractionsStore } from '../../core/model/interactions';
import { ListsStore } from '../../core/model/lists';
import { MentionsStore } from '../../core/model/mentions';
import { RemoteUserResolver } from '../../core/model/remote-user';
import type { RootStore } from '../../core/model/root';
import { ReadingPositions } from '../../core/view/reading-position';
import { StatusCursorStore } from '../../core/view/status-cursor';
import { StatusViewStore } from '../../core/view/status-flags';

/** The reading stores bound to one account scope's client and entities. */
interface ScopedReading {
  lists: ListsStore;
  mentions: MentionsStore;
  interactions: InteractionsStore;
  remoteUsers: RemoteUserResolver;
  about: AboutStore;
}

function scopedReading(root: RootStore): ScopedReading {
  const client = () => root.client;
  const entities = root.scope.entities;
  return {
    lists: new ListsStore(client),
    mentions: new MentionsStore(client, entities),
    interactions: new InteractionsStore(client, entities),
    remoteUsers: new RemoteUserResolver(client, entities),
    about: new AboutStore({
      client,
      entities,
      nodeinfo: () => root.instance.nodeinfo,
      logger: root.ports.logger,
    }),
  };
}

export class ReadingModel {
  readonly statusView = new StatusViewStore();
  readonly cursor = new StatusCursorStore();
  /** Reading positions (the home timeline goes to its last read status once a session). */
  readonly positions: ReadingPositions;
  /** Rebuilt for every account scope: another account sees its own entities. */
  private readonly scoped = observable.box<ScopedReading>(undefined, { deep: false });

  private readonly disposeAccountWatch: () => void;

  constructor(root: RootStore) {
    this.positions = new ReadingPositions({
      clock: root.ports.clock,
      markers: () => root.markers,
    });
    runInAction(() => this.scoped.set(scopedReading(root)));
    // Another account sees other lists, mentions, interactions and statuses.
    this.disposeAccountWatch = reaction(
      () => root.scope,
      () => {
        runInAction(() => this.scoped.set(scopedReading(root)));
        this.reset();
      },
      { name: 'reading:account' },
    );
  }

  get lists(): ListsStore {
    return this.scoped.get()!.lists;
  }
  get mentions(): MentionsStore {
    return this.scoped.get()!.mentions;
  }
  get interactions(): InteractionsStore {
    return this.scoped.get()!.interactions;
  }
  get remoteUsers(): RemoteUserResolver {
    return this.scoped.get()!.remoteUsers;
  }
  get about(): AboutStore {
    return this.scoped.get()!.about;
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
