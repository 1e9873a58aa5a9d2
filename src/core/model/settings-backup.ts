/**
 * Settings backup files (spec part 2 §4 "Settings backup file: a newer major or an older
 * unsupported major is rejected; a differing minor only warns"; §5 "A settings file must be
 * a supported backup file"). The version travels as `_pleroma_settings_version: [major,
 * minor]`, as Pleroma-FE writes it. Values are checked by the preferences store when set
 * (`PreferencesStore.set`: an unusable one becomes the default); this module imports no
 * schema, so the web's settings chunk does not split the schema out of the first load.
 */
export const SETTINGS_BACKUP_VERSION = { major: 1, minor: 0 } as const;
/** The oldest major this reader still understands. */
export const OLDEST_SUPPORTED_MAJOR = 1;
const VERSION_KEY = '_pleroma_settings_version';

export type SettingsBackupResult =
  | { ok: true; settings: Record<string, unknown>; minorDiffers: number | undefined }
  | { ok: false; reason: 'unsupported' }
  | { ok: false; reason: 'newer' | 'older'; major: number };

/** The file's text: every setting of `snapshot` and the version. */
export function settingsBackupText(snapshot: object): string {
  const data = {
    [VERSION_KEY]: [SETTINGS_BACKUP_VERSION.major, SETTINGS_BACKUP_VERSION.minor],
    ...snapshot,
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** Reads a backup file: the settings among `keys` that it names, unchecked. */
export function readSettingsBackup(text: string, keys: readonly string[]): SettingsBackupResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'unsupported' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, reason: 'unsupported' };
  const record = data as Record<string, unknown>;
  const version = record[VERSION_KEY];
  if (
    !Array.isArray(version) ||
    version.length < 2 ||
    !version.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0)
  )
    return { ok: false, reason: 'unsupported' };
  const [major, minor] = version as [number, number];
  if (major > SETTINGS_BACKUP_VERSION.major) return { ok: false, reason: 'newer', major };
  if (major < OLDEST_SUPPORTED_MAJOR) return { ok: false, reason: 'older', major };
  const settings: Record<string, unknown> = {};
  for (const key of keys) if (Object.hasOwn(record, key)) settings[key] = record[key];
  return {
    ok: true,
    settings,
    minorDiffers: minor === SETTINGS_BACKUP_VERSION.minor ? undefined : minor,
  };
}
