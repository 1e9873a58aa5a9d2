import type { StoragePort } from '../ports';

/** The storage key every account namespace lives under: `{ [namespace]: { [key]: value } }`. */
export const ACCOUNT_STORAGE_KEY = 'accountData';

/**
 * One account's own corner of the storage port. Everything sits in one record per
 * namespace under one key: namespaces are `user@host` and a dotted key would be read as a
 * path by the Node port (conf), so the namespace is never spliced into a key.
 */
export function namespacedStorage(base: StoragePort, namespace: string): StoragePort {
  const all = () => base.get<Record<string, Record<string, unknown>>>(ACCOUNT_STORAGE_KEY) ?? {};
  const write = (record: Record<string, unknown>) => {
    const next = { ...all() };
    if (Object.keys(record).length > 0) next[namespace] = record;
    else delete next[namespace];
    if (Object.keys(next).length > 0) base.set(ACCOUNT_STORAGE_KEY, next);
    else base.delete(ACCOUNT_STORAGE_KEY);
  };
  return {
    get: <T>(key: string) => all()[namespace]?.[key] as T | undefined,
    set: <T>(key: string, value: T) => {
      const record = { ...all()[namespace] };
      if (value === undefined) delete record[key];
      else record[key] = value;
      write(record);
    },
    delete: (key) => {
      const record = { ...all()[namespace] };
      if (!(key in record)) return;
      delete record[key];
      write(record);
    },
  };
}

/**
 * Data written before accounts had namespaces sits in one shared record keyed by account
 * (`{ [accountKey]: value }`). Move this account's entry into its namespace once, so an
 * upgrade loses no draft or reading position.
 */
export function adoptSharedRecord(
  shared: StoragePort,
  own: StoragePort,
  storageKey: string,
  accountKey: string,
): void {
  const record = shared.get<Record<string, unknown>>(storageKey);
  if (!record || typeof record !== 'object' || !(accountKey in record)) return;
  const mine = own.get<Record<string, unknown>>(storageKey) ?? {};
  if (!(accountKey in mine)) own.set(storageKey, { ...mine, [accountKey]: record[accountKey] });
  const rest = { ...record };
  delete rest[accountKey];
  if (Object.keys(rest).length > 0) shared.set(storageKey, rest);
  else shared.delete(storageKey);
}
