import { describe, expect, it } from 'vitest';
import { defaultPreferences, readPreferences, settingKeys } from '../../../src/core/model/settings';
import {
  readSettingsBackup,
  SETTINGS_BACKUP_VERSION,
  settingsBackupText,
} from '../../../src/core/model/settings-backup';

const file = (version: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ _pleroma_settings_version: version, ...extra });

describe('settings backup files (spec part 2 §4)', () => {
  it('round-trips every setting through the file', () => {
    const prefs = { ...defaultPreferences(), hideNsfw: false, maxThumbnails: 4 };
    const result = readSettingsBackup(settingsBackupText(prefs), settingKeys());
    expect(result).toMatchObject({ ok: true, minorDiffers: undefined });
    if (result.ok) expect(readPreferences(result.settings)).toEqual(prefs);
  });

  it('rejects a newer major and an older unsupported one', () => {
    const { major } = SETTINGS_BACKUP_VERSION;
    expect(readSettingsBackup(file([major + 1, 0], { hideNsfw: false }), settingKeys())).toEqual({
      ok: false,
      reason: 'newer',
      major: major + 1,
    });
    expect(readSettingsBackup(file([0, 3]), settingKeys())).toEqual({
      ok: false,
      reason: 'older',
      major: 0,
    });
  });

  it('only warns about a different minor, and restores what the file names', () => {
    const result = readSettingsBackup(
      file([SETTINGS_BACKUP_VERSION.major, 7], { hideNsfw: false, _secret: 1 }),
      settingKeys(),
    );
    expect(result).toEqual({ ok: true, settings: { hideNsfw: false }, minorDiffers: 7 });
  });

  it('refuses what is not a backup file', () => {
    for (const text of ['not json', '[]', '{}', file('1.0'), file([1])]) {
      expect(readSettingsBackup(text, settingKeys())).toEqual({ ok: false, reason: 'unsupported' });
    }
  });
});
