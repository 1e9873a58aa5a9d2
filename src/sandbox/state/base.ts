import { randomBytes } from 'node:crypto';
import { AdminConfigStore } from '../admin/config-store';
import { FaultTable } from '../faults';
import { FlakeIdGenerator } from '../ids';
import { Quirks } from '../quirks';
import type { SeedRefs } from '../seed-refs';
import type { SandboxEvent } from './types';

/**
 * The bottom layer of SandboxState: ids, the event bus, served files and the switches tests
 * flip (faults, quirks, context order). Each entity family adds a layer on top (accounts ->
 * relationships -> notifications -> collections -> statuses -> admin -> oauth) so every
 * collection stays a plain field tests read as `state.<name>`.
 */
export abstract class StateBase {
  readonly ids = new FlakeIdGenerator();
  /** Served bytes by path (media, avatars, headers, emoji); made on first request. */
  readonly files = new Map<string, { mime: string; make: () => Buffer; bytes?: Buffer }>();
  /** Names for the seeded ids (set by the seed; see seed.ts). */
  seedRefs: SeedRefs | null = null;
  /** Injected HTTP failures (POST /__sandbox/faults). */
  readonly faults = new FaultTable();
  /** Which non-Pleroma behaviours are on (quirks.ts; POST /__sandbox/quirks). */
  readonly quirks = new Quirks();
  /** The database configuration (admin API); its `:instance, :limit` is the text limit. */
  readonly adminConfig = new AdminConfigStore();
  private readonly listeners = new Set<(e: SandboxEvent) => void>();
  /**
   * `thread`: context ancestors are the reply chain and descendants the reply tree,
   * depth-first. `pleroma`: what Pleroma really answers, every older post of the thread as
   * ancestors and every newer one as descendants, by id.
   */
  contextOrder: 'thread' | 'pleroma' = 'thread';

  /**
   * Federation with other sandboxes of this process (federation.ts): their origins by
   * host, and the ActivityPub ids of the statuses copied from them (local id -> origin uri).
   */
  readonly peerOrigins = new Map<string, string>();
  readonly originUris = new Map<string, string>();

  /** host[:port] of baseUrl, the domain part of local accounts' fqn. */
  readonly host: string;

  constructor(
    /** Origin the sandbox is reachable at, e.g. http://127.0.0.1:4123. */
    readonly baseUrl: string,
  ) {
    this.host = new URL(baseUrl).host;
  }

  // ---- events ---------------------------------------------------------------------------

  onEvent(listener: (e: SandboxEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Delivers an event to listeners (the streaming hub). */
  emit(event: SandboxEvent): void {
    for (const l of this.listeners) l(event);
  }

  /** Registers bytes to serve at `path`; a function is called once, on first request. */
  addFile(path: string, mime: string, bytes: Buffer | (() => Buffer)): void {
    this.files.set(
      path,
      typeof bytes === 'function' ? { mime, make: bytes } : { mime, make: () => bytes, bytes },
    );
  }

  readFile(path: string): { mime: string; bytes: Buffer } | undefined {
    const f = this.files.get(path);
    if (!f) return undefined;
    f.bytes ??= f.make();
    return { mime: f.mime, bytes: f.bytes };
  }
}

export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The inner map of `outer` at `key`, created on first use. */
export function mapOf<K, V>(outer: Map<string, Map<K, V>>, key: string): Map<K, V> {
  let inner = outer.get(key);
  if (!inner) {
    inner = new Map();
    outer.set(key, inner);
  }
  return inner;
}

/** The inner set of `outer` at `key`, created on first use. */
export function setOf<V>(outer: Map<string, Set<V>>, key: string): Set<V> {
  let inner = outer.get(key);
  if (!inner) {
    inner = new Set();
    outer.set(key, inner);
  }
  return inner;
}
