/** JSON values as the sandbox writes them. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** Pleroma's timestamp style: ISO 8601 with milliseconds and Z. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
