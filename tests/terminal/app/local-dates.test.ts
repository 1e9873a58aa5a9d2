import { describe, expect, it } from 'vitest';
import { normalizeAccount } from '../../../src/core/normalize';
import { translatorOf } from '../../../src/terminal/app/i18n/prepare-i18n';
import { profileCardLines } from '../../../src/terminal/app/layout/account-layout';
import { shortDate, shortTime } from '../../../src/terminal/app/screens/admin/admin-page';
import { loadTerminalI18n } from '../../../src/terminal/i18n/locale-files';
import { wireAccount } from '../../core/reading/support';

const NOW = Date.parse('2026-11-21T12:00:00Z');

async function card(language: string): Promise<string> {
  const account = normalizeAccount(
    { ...wireAccount('1', 'alice'), pleroma: { birthday: '2000-03-04' } },
    'example.test',
  )!;
  const t = translatorOf(await loadTerminalI18n(language));
  return profileCardLines(account, null, 100, t, NOW, language)
    .map((line) => line.text)
    .join('\n');
}

/**
 * Dates in the terminal speak the interface's language (issue 14: dates through `Intl`),
 * never an ISO day: the profile's join date and birthday, the admin desk's times and an
 * invite's expiry.
 */
describe('terminal dates in the interface language', () => {
  it("writes the profile's join date and birthday as the language does", async () => {
    const english = await card('en');
    expect(english).toContain('Joined May 24, 2020');
    expect(english).toContain('Mar 4, 2000');
    expect(english).not.toContain('2020-05-24');
    const german = await card('de');
    expect(german).toContain('24. Mai 2020');
    expect(german).toContain('4. März 2000');
    expect(german).not.toContain('2020-05-24');
  });

  it("writes the desk's times and an invite's expiry in the language, not as ISO", () => {
    const iso = '2026-11-27T21:05:00.000Z';
    expect(shortTime(iso, 'en')).toMatch(/^Nov 2[78], 2026, \d\d:05$/);
    expect(shortTime(iso, 'fr')).toMatch(/nov\. 2026/);
    expect(shortDate('2030-01-31T00:00:00.000Z', 'en')).toBe('Jan 31, 2030');
    expect(shortDate('2030-01-31T00:00:00.000Z', 'de')).toBe('31. Jan. 2030');
    expect(shortTime('not a time', 'en')).toBe('not a time');
  });
});
