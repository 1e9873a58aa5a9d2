/**
 * The about page's data (spec part 1 §2 "About page"): the staff panel (staff grouped by
 * role, admins then moderators) from nodeinfo's `staffAccounts`, and the federation policy
 * panel from nodeinfo's MRF data. The instance title and description come from the
 * InstanceStore as they are.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Account } from '../domain/types';
import { arr, type Json, obj, strings } from '../normalize/read';
import type { LoggerPort } from '../ports';
import type { EntityStore } from './entities';

/** The policy tables the spec lists, in its order. */
export const FEDERATION_POLICY_KINDS = [
  'accept',
  'reject',
  'quarantine',
  'ftl_removal',
  'media_nsfw',
  'media_removal',
] as const;
export type FederationPolicyKind = (typeof FEDERATION_POLICY_KINDS)[number];

export interface FederationPolicyRow {
  instance: string;
  /** Empty when the server gives none (shown as "not applicable"). */
  reason: string;
}

export interface FederationPolicy {
  tables: { kind: FederationPolicyKind; rows: FederationPolicyRow[] }[];
  keywords: {
    ftlRemoval: string[];
    reject: string[];
    replace: { pattern: string; replacement: string }[];
  };
}

/** Pleroma's MRF key of each table and where its reasons live. */
const MRF_KEYS: Record<FederationPolicyKind, string> = {
  accept: 'accept',
  reject: 'reject',
  quarantine: 'quarantined_instances',
  ftl_removal: 'federated_timeline_removal',
  media_nsfw: 'media_nsfw',
  media_removal: 'media_removal',
};

/**
 * The federation policy of a nodeinfo document, or null when the server gives none (spec:
 * the panel shows only when the server gives a policy). Empty tables are left out.
 */
export function federationPolicy(nodeinfo: Json | null): FederationPolicy | null {
  const federation = obj(obj(nodeinfo?.metadata).federation);
  const policies = strings(federation.mrf_policies);
  const simple = obj(federation.mrf_simple);
  const simpleInfo = obj(federation.mrf_simple_info);
  const keyword = obj(federation.mrf_keyword);
  if (policies.length === 0 && Object.keys(simple).length === 0) return null;
  const tables = FEDERATION_POLICY_KINDS.map((kind) => {
    const key = MRF_KEYS[kind];
    const instances =
      kind === 'quarantine' ? strings(federation.quarantined_instances) : strings(simple[key]);
    const info =
      kind === 'quarantine'
        ? obj(obj(federation.quarantined_instances_info).quarantined_instances)
        : obj(simpleInfo[key]);
    const rows = instances.map((instance) => {
      const reason = obj(info[instance]).reason;
      return { instance, reason: typeof reason === 'string' ? reason : '' };
    });
    return { kind, rows };
  }).filter((table) => table.rows.length > 0);
  const replace = arr(keyword.replace).flatMap((entry) => {
    const item = obj(entry);
    return typeof item.pattern === 'string'
      ? [{ pattern: item.pattern, replacement: String(item.replacement ?? '') }]
      : [];
  });
  const keywords = {
    ftlRemoval: strings(keyword.federated_timeline_removal),
    reject: strings(keyword.reject),
    replace,
  };
  const empty =
    tables.length === 0 &&
    keywords.ftlRemoval.length === 0 &&
    keywords.reject.length === 0 &&
    keywords.replace.length === 0;
  return empty ? null : { tables, keywords };
}

/** The nickname in a local staff address (`https://host/users/alice` → `alice`). */
export function nicknameOfStaffUrl(url: string): string | null {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    return segments.at(-1) ?? null;
  } catch {
    return null;
  }
}

export class AboutStore {
  staffIds: string[] = [];
  staffState: 'idle' | 'loading' | 'loaded' = 'idle';

  constructor(
    private readonly deps: {
      client: () => PleromaClient;
      entities: EntityStore;
      nodeinfo: () => Json | null;
      logger: LoggerPort;
    },
  ) {
    makeObservable(this, {
      staffIds: observable.ref,
      staffState: observable,
      staff: computed,
      policy: computed,
      reset: action,
    });
  }

  /** Staff grouped by role: admins, then moderators. */
  get staff(): { admins: Account[]; moderators: Account[] } {
    const accounts = this.staffIds
      .map((id) => this.deps.entities.account(id))
      .filter((a): a is Account => a !== undefined);
    return {
      admins: accounts.filter((a) => a.role === 'admin'),
      moderators: accounts.filter((a) => a.role !== 'admin'),
    };
  }

  get policy(): FederationPolicy | null {
    return federationPolicy(this.deps.nodeinfo());
  }

  /** Look the staff accounts up once. Failures are logged only (spec). */
  async loadStaff(): Promise<void> {
    if (this.staffState !== 'idle') return;
    const urls = strings(obj(this.deps.nodeinfo()?.metadata).staffAccounts);
    runInAction(() => {
      this.staffState = 'loading';
    });
    const client = this.deps.client();
    const found = await Promise.all(
      urls.map(async (url) => {
        const nickname = nicknameOfStaffUrl(url);
        if (!nickname) return null;
        try {
          return await client.accounts.lookup(nickname);
        } catch (error) {
          this.deps.logger.warn(`Staff account ${url} could not be loaded`, error);
          return null;
        }
      }),
    );
    const accounts = found.filter((a): a is Account => a !== null);
    runInAction(() => {
      this.deps.entities.ingest({ accounts, statuses: [] });
      this.staffIds = accounts.map((a) => a.id);
      this.staffState = 'loaded';
    });
  }

  reset(): void {
    this.staffIds = [];
    this.staffState = 'idle';
  }
}
