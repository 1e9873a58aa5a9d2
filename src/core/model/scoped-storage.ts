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
 * (`{ [accountKey]: value }`, e.g. drafts). Reads of those keys fall back to this account's
 * entry there until the namespace has its own; the first write moves it over. Reading never
 * writes: a read-only command must not touch the config file.
 */
export function withSharedFallback(
  own: StoragePort,
  shared: StoragePort,
  storageKeys: readonly string[],
  accountKey: string,
): StoragePort {
  const legacy = (key: string): Record<string, unknown> | undefined => {
    const record = shared.get<Record<string, unknown>>(key);
    return record && typeof record === 'object' && accountKey in record ? record : undefined;
  };
  const leaveShared = (key: string) => {
    const record = legacy(key);
    if (!record) return;
    const rest = { ...record };
    delete rest[accountKey];
    if (Object.keys(rest).length > 0) shared.set(key, rest);
    else shared.delete(key);
  };
  return {
    get: <T>(key: string) => {
      const value = own.get<T>(key);
      if (value !== undefined || !storageKeys.includes(key)) return value;
      const record = legacy(key);
      return (record ? { [accountKey]: record[accountKey] } : undefined) as T | undefined;
    },
    set: <T>(key: string, value: T) => {
      own.set(key, value);
      if (storageKeys.includes(key)) leaveShared(key);
    },
    delete: (key) => {
      own.delete(key);
      if (storageKeys.includes(key)) leaveShared(key);
    },
  };
}
