import { adminModeration } from './admin-moderation';
import { common } from './common';
import { severalAccounts } from './common-accounts';
import { adminConfigWords } from './common-admin-config';
import { languageWords } from './common-languages';
import { loginRefusalWords } from './common-login-refusals';
import { peopleLists } from './common-people-lists';
import { postFormWords } from './common-post-form';
import { pushWords } from './common-push';
import { screens } from './common-screens';
import { shellWords } from './common-shell';
import { signUpWords } from './common-sign-up';
import { timelineToolsWords } from './common-timeline-tools';
import { twoFactorWords } from './common-two-factor';
import { composeTools } from './compose-tools';
import { keyboard, keymap } from './keymap';
import { profileCardWords } from './profile-card';
import { relationship } from './relationship';
import { settingsWords } from './settings-words';
import { statusActions } from './status-actions';
import { terminal } from './terminal';
import { terminalAdmin } from './terminal-admin';
import { terminalSecurity } from './terminal-security';
import { terminalSettings } from './terminal-settings';
import { themeWords } from './theme-words';
import { web } from './web';

/**
 * English, the bundled final fallback for every other locale, by i18next namespace:
 * `common` for both faces, `web` and `terminal` for each face's own words. Keys are unique
 * across namespaces, so code names a key without its namespace.
 */
export const en = {
  // Marked pure so a bundle that does not use `en` (the web page) drops the merges too.
  common: /* @__PURE__ */ withLazyWords(common),
  web: /* @__PURE__ */ withComposeTools(web),
  terminal: /* @__PURE__ */ withTerminalSettings(terminal),
};

/**
 * `common` with the keymap's words and those of the screens the web loads on demand: the web
 * page adds them with those screens' chunks (web/i18n/feature-words.ts). The two-factor
 * step's words join `login`; the status actions' join `status_actions` (the poll's button's).
 */
function withLazyWords<T extends { login: object; status_actions: object }>(
  words: T,
): T &
  typeof screens &
  typeof signUpWords &
  typeof peopleLists &
  typeof profileCardWords &
  typeof severalAccounts &
  typeof pushWords &
  typeof themeWords &
  typeof settingsWords &
  typeof twoFactorWords &
  typeof loginRefusalWords &
  typeof languageWords &
  typeof adminModeration &
  typeof shellWords &
  typeof timelineToolsWords &
  typeof adminConfigWords & {
    keyboard: typeof keyboard;
    keymap: typeof keymap;
    relationship: typeof relationship;
    status_actions: typeof statusActions;
  } & typeof postFormWords {
  const login = words.login as Record<string, unknown> & { error?: object };
  return {
    ...words,
    login: {
      ...login,
      ...twoFactorWords.login,
      error: { ...login.error, ...twoFactorWords.login.error, ...loginRefusalWords.login.error },
    },
    status_actions: { ...words.status_actions, ...statusActions },
    post_status: {
      ...(words as { post_status?: object }).post_status,
      ...postFormWords.post_status,
    },
    upload: postFormWords.upload,
    ...screens,
    // Deep, as `login`'s: the first load keeps `scheduled.title` for the navigation.
    scheduled: { ...(words as { scheduled?: object }).scheduled, ...screens.scheduled },
    ...signUpWords,
    ...peopleLists,
    ...profileCardWords,
    ...severalAccounts,
    ...pushWords,
    ...languageWords,
    ...themeWords,
    ...adminModeration,
    ...settingsWords,
    ...shellWords,
    ...timelineToolsWords,
    ...adminConfigWords,
    keyboard,
    keymap,
    relationship,
  };
}

/** `web` plus the post form's tools, which the web page adds only with their chunk. */
function withComposeTools<W extends object>(words: W): W & { compose_tools: typeof composeTools } {
  return { ...words, compose_tools: composeTools };
}

/** `terminal` with the settings and administration views' words (kept in their own files). */
function withTerminalSettings<T extends object>(
  words: T,
): T & typeof terminalSettings & typeof terminalAdmin & typeof terminalSecurity {
  return { ...words, ...terminalSettings, ...terminalAdmin, ...terminalSecurity };
}

/** The shape every locale follows (English is complete; others may be partial). */
export type EnglishMessages = typeof en;
