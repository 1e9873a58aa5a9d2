/**
 * What the web's reading screens (timelines, profiles, search, lists, interactions, about)
 * need beyond the core: per-status display state, the keyboard cursor, the stores the core
 * does not have yet, and the core's mentions list and interactions tabs. Everything
 * server-bound is reset when the account changes.
 *
 * Platform-free.
 */
import { observable, reaction, runInAction } from 'mobx';
import { InteractionsStore } from '../../core/model/interactions';
import { MentionsStore } from '../../core/model/mentions';
import type { RootStore } from '../../core/model/root';
import { AboutStore } from './about';
import { ListsStore } from './lists';
import { RemoteUserResolver } from './remote-user';
import { StatusCursorStore } from './status-cursor';
import { StatusViewStore } from './status-view';

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
  /** Rebuilt for every account scope: another account sees its own entities. */
  private readonly scoped = observable.box<ScopedReading>(undefined, { deep: false });
  /**
   * Reading positions already restored in this session (the home timeline scrolls to its
   * last read status once, at start; later visits start at the top).
   */
  readonly restoredPositions = new Set<string>();

  private readonly disposeAccountWatch: () => void;

  constructor(root: RootStore) {
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
    this.restoredPositions.clear();
  }

  dispose(): void {
    this.disposeAccountWatch();
  }
}
