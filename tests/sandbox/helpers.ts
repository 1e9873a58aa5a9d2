import { afterAll, beforeAll } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';

/** Starts one sandbox for the file's tests and closes it afterwards. */
export function useSandbox(): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error('sandbox not started');
    return sandbox;
  };
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [k: string]: JsonValue };
export type JsonRecord = { [k: string]: JsonValue };

export async function getJson(
  sb: Sandbox,
  path: string,
  token?: string,
): Promise<{ status: number; body: JsonValue; headers: Headers }> {
  const res = await fetch(`${sb.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as JsonValue, headers: res.headers };
}

export async function send(
  sb: Sandbox,
  method: string,
  path: string,
  body: Record<string, unknown> | URLSearchParams | null,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: JsonValue; headers: Headers }> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | URLSearchParams | undefined;
  if (body instanceof URLSearchParams) {
    payload = body;
  } else if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${sb.url}${path}`, { method, headers, body: payload });
  const text = await res.text();
  return {
    status: res.status,
    body: text === '' ? null : (JSON.parse(text) as JsonValue),
    headers: res.headers,
  };
}

export function asRecord(v: JsonValue | undefined): JsonRecord {
  if (v === null || v === undefined || typeof v !== 'object' || Array.isArray(v)) {
    throw new Error(`expected an object, got ${JSON.stringify(v)}`);
  }
  return v;
}

export function asArray(v: JsonValue | undefined): JsonValue[] {
  if (!Array.isArray(v)) throw new Error(`expected an array, got ${JSON.stringify(v)}`);
  return v;
}

/** The URL of one rel in a Link header. */
export function linkRel(link: string | null, rel: 'next' | 'prev'): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const m = part.match(/<([^>]+)>\s*;\s*rel="([^"]+)"/);
    if (m && m[2] === rel) return m[1]!;
  }
  return null;
}
