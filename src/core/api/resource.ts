import type { EntityBundle } from '../domain/types';
import { ApiError, MalformedResponseError, NotSupportedError } from '../errors';
import { normalizeAccount, normalizeStatuses } from '../normalize';
import { isObject, mapValid } from '../normalize/read';
import type { LoggerPort } from '../ports';
import type { HttpClient } from './http';
import type { PageLinks } from './link';

/**
 * What every resource file gets from the client (masto.js style): the HTTP edge, the host
 * that names local accounts, and the logger for skipped entries. Resources never hold state.
 */
export interface ApiContext {
  readonly http: HttpClient;
  readonly serverHost: string;
  readonly logger: LoggerPort;
}

/** A page of ids in server order plus the entities to store. */
export interface IdsPage {
  ids: string[];
  bundle: EntityBundle;
  links: PageLinks;
}

export function expectObject(data: unknown, what: string): Record<string, unknown> {
  if (!isObject(data)) {
    throw new MalformedResponseError(
      `The server's ${what} answer was not a JSON object`,
      JSON.stringify(data ?? null).slice(0, 500),
    );
  }
  return data;
}

/**
 * "Expected an entity": a normalizer's answer, or a typed error that quotes what came
 * instead (the one place every single-entity call goes through).
 */
export function expectEntity<T>(
  data: unknown,
  normalize: (data: unknown) => T | undefined | null,
  message: string,
): T {
  const entity = normalize(data);
  if (!entity)
    throw new MalformedResponseError(message, JSON.stringify(data ?? null).slice(0, 500));
  return entity;
}

export function notAList(what: string, data: unknown): MalformedResponseError {
  return new MalformedResponseError(
    `The server's ${what} answer was not a list`,
    JSON.stringify(data ?? null).slice(0, 500),
  );
}

/** "Expected a list": the array, or a typed error naming what was asked for. */
export function expectList(data: unknown, what: string): unknown[] {
  if (!Array.isArray(data)) throw notAList(what, data);
  return data;
}

/** Statuses with which a server says "no such route here". */
const MISSING_ROUTE = [404, 405, 501];

/** Turn "this server has no such endpoint" into the typed `NotSupportedError`. */
export async function unsupportedWhenMissing<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && MISSING_ROUTE.includes(error.status)) {
      throw new NotSupportedError(`This server does not offer ${what}`, { cause: error });
    }
    throw error;
  }
}

/** A list of accounts: ids in server order, unreadable entries logged and skipped. */
export function accountList(
  ctx: ApiContext,
  data: unknown,
  links: PageLinks,
  what: string,
): IdsPage {
  const accounts = mapValid(
    expectList(data, what),
    (item) => normalizeAccount(item, ctx.serverHost),
    (item) => ctx.logger.warn('Skipped an unreadable account', item),
  );
  return { ids: accounts.map((a) => a.id), bundle: { accounts, statuses: [] }, links };
}

/** A list of statuses: ids in server order, unreadable entries logged and skipped. */
export function statusList(
  ctx: ApiContext,
  data: unknown,
  links: PageLinks,
  what: string,
): IdsPage {
  const { ids, bundle } = normalizeStatuses(expectList(data, what), ctx.serverHost, (item) =>
    ctx.logger.warn('Skipped an unreadable status', item),
  );
  return { ids, bundle, links };
}
