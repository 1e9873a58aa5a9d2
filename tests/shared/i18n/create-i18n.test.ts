import { describe, expect, it, vi } from 'vitest';
import { createI18n, type LocaleMessages, translator } from '../../../src/shared/i18n';

describe('createI18n', () => {
  it('is usable immediately after creation, in English', () => {
    const i18n = createI18n();
    expect(i18n.t('login.error.wrong_credentials')).toBe('Wrong username or password');
    expect(i18n.t('timeline.show_new', { count: 3 })).toBe('Show new (3)');
  });

  it('shows the spec’s messages with their details filled in', () => {
    const t = translator(createI18n());
    expect(t('timeline.error', { detail: 'HTTP 502' })).toBe('Error fetching timeline: HTTP 502');
    expect(t('notifications.error', { detail: 'timeout' })).toBe(
      'Error fetching notifications: timeout',
    );
    expect(t('status.delete_error', { detail: 'Not found' })).toBe(
      'Error deleting status: Not found',
    );
    expect(t('general.generic_error_message', { detail: 'boom' })).toBe('An error occured: boom');
    expect(t('upload.error.message', { detail: 'Try again later' })).toBe(
      'Upload failed: Try again later',
    );
    expect(
      t('upload.error.file_too_big', {
        filesize: 12.5,
        filesizeunit: 'MiB',
        allowedsize: 8,
        allowedsizeunit: 'MiB',
      }),
    ).toBe('File too big [12.5MiB / 8MiB]');
    expect(t('post_status.empty_status_error')).toBe("Can't post an empty status with no files");
    expect(t('user_profile.profile_does_not_exist')).toBe('Sorry, this profile does not exist.');
  });

  it('does not HTML-escape server text put into messages', () => {
    const t = translator(createI18n());
    expect(t('timeline.error', { detail: '<b>"Bad" & gateway</b>' })).toBe(
      'Error fetching timeline: <b>"Bad" & gateway</b>',
    );
  });

  it('loads another locale on demand and falls back to English for missing keys', async () => {
    const requested: string[] = [];
    const german: LocaleMessages = { common: { login: { login: 'Anmelden' } } };
    const i18n = createI18n('en', {
      loadLocale: async (lng) => {
        requested.push(lng);
        return lng === 'de' ? german : undefined;
      },
    });
    await i18n.changeLanguage('de');
    expect(i18n.t('login.login')).toBe('Anmelden');
    expect(i18n.t('login.logout')).toBe('Log out');
    expect(requested).toEqual(['de']);
  });

  it('starts in English when the chosen locale is not loaded yet, then switches', async () => {
    let release: (messages: LocaleMessages) => void = () => {};
    const i18n = createI18n('fr', {
      loadLocale: () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    });
    expect(i18n.t('login.login')).toBe('Log in');
    const loaded = new Promise((resolve) => i18n.on('loaded', resolve));
    release({ common: { login: { login: 'Se connecter' } } });
    await loaded;
    expect(i18n.t('login.login')).toBe('Se connecter');
  });

  it('stays in English when a locale fails to load', async () => {
    const i18n = createI18n('en', { loadLocale: () => Promise.reject(new Error('offline')) });
    await i18n.changeLanguage('ja');
    expect(i18n.t('general.loading')).toBe('Loading…');
  });

  it('keeps separate instances independent', async () => {
    const a = createI18n('en', {
      loadLocale: async () => ({ common: { general: { loading: 'Laden…' } } }),
    });
    const b = createI18n();
    await a.changeLanguage('nl');
    expect(a.t('general.loading')).toBe('Laden…');
    expect(b.t('general.loading')).toBe('Loading…');
  });
  it('picks English plurals as CLDR does, without asking ICU for plural rules', () => {
    // What Intl.PluralRules('en') answers, for the numbers a count can be.
    const cldr = new Intl.PluralRules('en');
    const made = vi.spyOn(Intl, 'PluralRules');
    try {
      const t = translator(createI18n());
      expect(t('notifications.unseen_count', { count: 1 })).toBe('1 unseen notification');
      expect(t('notifications.unseen_count', { count: 0 })).toBe('0 unseen notifications');
      expect(t('notifications.unseen_count', { count: 2 })).toBe('2 unseen notifications');
      expect(t('notifications.unseen_count', { count: 1.5 })).toBe('1.5 unseen notifications');
      for (const n of [0, 1, 2, 1.5, -1, 11, 21, 101])
        expect(t('notifications.unseen_count', { count: n })).toBe(
          `${n} unseen notification${cldr.select(n) === 'one' ? '' : 's'}`,
        );
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('still asks ICU for the plural rules of other languages', async () => {
    const i18n = createI18n('en', {
      // Polish's own plural forms, which English's catalogue type does not list.
      loadLocale: async () =>
        ({
          common: {
            notifications: {
              unseen_count_few: '{{count}} few',
              unseen_count_many: '{{count}} many',
            },
          },
        }) as unknown as LocaleMessages,
    });
    await i18n.changeLanguage('pl');
    expect(i18n.t('notifications.unseen_count', { count: 3 })).toBe('3 few');
    expect(i18n.t('notifications.unseen_count', { count: 5 })).toBe('5 many');
  });
});
