import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import { instancePeers } from '../api/peers';
import { describeError } from '../errors';
import { PEER_SUGGESTIONS, peerSuggestions } from '../view/peer-suggestions';
import { AccountListPager } from './account-list';
import type { AccountScope } from './account-scope';
import type { NoticeStore } from './notices';
import type { LoadState } from './pager';
import { type RelationshipsStore, relationshipsOf } from './relationships';
import type { ScopeStoreKit } from './scope-store';

export type AccountListKind = 'blocks' | 'mutes';

/**
 * The blocked or muted accounts (settings' "mutes and blocks", spec part 2 §2), paged. An
 * account unblocked or unmuted here stays in the list with an undo until the list reloads,
 * so a slip of the finger costs one more press.
 */
export class BlockedOrMutedList {
  readonly pager: AccountListPager;
  /** Account id -> whether it is still blocked/muted (absent: yes, as the server listed it). */
  readonly active = observable.map<string, boolean>({}, { deep: false });

  constructor(
    readonly kind: AccountListKind,
    scope: AccountScope,
    private readonly relationships: RelationshipsStore,
  ) {
    this.pager = new AccountListPager(
      (params) =>
        kind === 'blocks'
          ? scope.client.accounts.blocks(params)
          : scope.client.accounts.mutes(params),
      scope.entities,
    );
  }

  isActive(accountId: string): boolean {
    return this.active.get(accountId) ?? true;
  }

  /** Load the first page afresh (undone rows go). */
  async reload(): Promise<void> {
    runInAction(() => this.active.clear());
    await this.pager.loadInitial();
  }

  /** Unblock/unmute a listed account, or undo that (block/mute it again, without expiry). */
  async toggle(accountId: string): Promise<boolean> {
    const on = !this.isActive(accountId);
    const result =
      this.kind === 'blocks'
        ? await this.relationships.block(accountId, on)
        : await this.relationships.mute(accountId, on, 0);
    if (result.kind !== 'done') return false;
    const now = this.kind === 'blocks' ? result.relationship.blocking : result.relationship.muting;
    runInAction(() => this.active.set(accountId, now));
    return true;
  }
}

/** The blocked domains (spec part 2 §7, `/api/v1/domain_blocks`), with undo after removal. */
export class DomainBlocksStore {
  domains: string[] = [];
  /** Domains unblocked here, kept in the list with an undo. */
  removed: ReadonlySet<string> = new Set();
  state: LoadState = 'idle';
  error: string | null = null;
  /** Domains with a change in flight. */
  pending: ReadonlySet<string> = new Set();
  /** The server's peers (`/api/v1/instance/peers`), which the domain field suggests. */
  peers: readonly string[] = [];
  #peersAsked = false;

  constructor(
    private readonly client: () => PleromaClient,
    private readonly notices: NoticeStore,
  ) {
    makeObservable(this, {
      domains: observable.ref,
      removed: observable.ref,
      state: observable,
      error: observable,
      pending: observable.ref,
      peers: observable.ref,
      setPending: action,
    });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
    });
    try {
      const domains = await this.client().accounts.domainBlocks();
      runInAction(() => {
        this.domains = domains;
        this.removed = new Set();
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
      });
    }
  }

  /** Read the server's peers once; a server without the list suggests nothing. */
  async loadPeers(): Promise<void> {
    if (this.#peersAsked) return;
    this.#peersAsked = true;
    try {
      const peers = await instancePeers(this.client());
      runInAction(() => {
        this.peers = [...new Set(peers.map((p) => p.toLowerCase()))].sort();
      });
    } catch {
      // Suggestions only: the field works without them.
    }
  }

  /** Up to `limit` peers containing what was typed, leaving out the ones blocked already. */
  suggestions(typed: string, limit = PEER_SUGGESTIONS): string[] {
    return peerSuggestions(this.peers, typed, (domain) => this.isBlocked(domain), limit);
  }

  isBlocked(domain: string): boolean {
    return this.domains.includes(domain) && !this.removed.has(domain);
  }

  /** Block a domain (or undo its removal). */
  async block(domain: string): Promise<boolean> {
    return this.change(domain, true);
  }

  async unblock(domain: string): Promise<boolean> {
    return this.change(domain, false);
  }

  setPending(domain: string, on: boolean): void {
    const next = new Set(this.pending);
    if (on) next.add(domain);
    else next.delete(domain);
    this.pending = next;
  }

  private async change(raw: string, on: boolean): Promise<boolean> {
    const domain = raw.trim().toLowerCase();
    if (domain === '' || this.pending.has(domain)) return false;
    this.setPending(domain, true);
    try {
      const client = this.client();
      if (on) await client.accounts.blockDomain(domain);
      else await client.accounts.unblockDomain(domain);
      runInAction(() => {
        const removed = new Set(this.removed);
        if (on) {
          removed.delete(domain);
          if (!this.domains.includes(domain)) this.domains = [...this.domains, domain].sort();
        } else removed.add(domain);
        this.removed = removed;
      });
      return true;
    } catch (error) {
      this.notices.add(
        'error',
        on ? 'relationship.domain_block_error' : 'relationship.domain_unblock_error',
        { detail: describeError(error) },
      );
      return false;
    } finally {
      this.setPending(domain, false);
    }
  }
}

/** The mutes, blocks and domain blocks screens of one account (`scope.use(blockListsOf)`). */
export interface BlockLists {
  blocks: BlockedOrMutedList;
  mutes: BlockedOrMutedList;
  domains: DomainBlocksStore;
}

export const blockListsOf: ScopeStoreKit<BlockLists> = {
  make: (scope) => {
    const relationships = scope.use(relationshipsOf);
    return {
      blocks: new BlockedOrMutedList('blocks', scope, relationships),
      mutes: new BlockedOrMutedList('mutes', scope, relationships),
      domains: new DomainBlocksStore(() => scope.client, scope.notices),
    };
  },
  holds: (lists) => ({ accounts: [...lists.blocks.pager.ids, ...lists.mutes.pager.ids] }),
};
