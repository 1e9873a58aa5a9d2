/** Browser entry: ports, root store, i18n, router, first render. */
import { createRoot } from 'react-dom/client';
import { createRootStore } from '../core/model/root';
import { translator } from '../shared/i18n/translator';
import { desktopNotificationText } from '../shared/notifications/presentation';
import { App } from './app/App';
import { loadSanitizer } from './components/common/sanitize';
import { createWebI18n, followLanguage, webLanguage } from './i18n/create-web-i18n';
import { WebModel } from './model/web-model';
import { browserPorts, consoleLogger, proxiedServer } from './ports';
import { upgradeStoredState } from './storage-layout';
import './styles/theme.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/post-form.css';
import './styles/status.css';

const origin = window.location.origin;
// The session knows the real server (accounts are named after it); calls go to this origin.
const server = proxiedServer(document) ?? origin;
// What an older Petrel stored moves under the spec's storage key before anything reads it.
await upgradeStoredState(consoleLogger);
const { ports, storageAvailable } = browserPorts();
// English is bundled; another language's chunk is fetched below, before the first frame.
const i18n = createWebI18n('en');
followLanguage(i18n, document.documentElement);
const root = createRootStore(ports, {
  clientName: 'Petrel',
  // Under the path the app is served from (a front-end installed below the server's root).
  redirectUri: `${origin}${import.meta.env.BASE_URL}oauth-callback`,
  // The `petrel web` server proxies the API: every call goes to this page's origin.
  apiBase: () => origin,
  // Desktop notifications speak the page's language, with the list's words.
  describeNotification: desktopNotificationText(translator(i18n)),
  // Their notices' words (outside the first load).
  withStatusActions: () =>
    import('./i18n/status-action-words').then((words) => words.addStatusActionWords(i18n)),
});
const model = new WebModel(root, { server });

// The `lang` setting, else the browser's languages. A switcher changes both the setting and
// i18n (web/i18n/choose-language.ts): the page re-renders without a reload.
const language = webLanguage(root.preferences.lang, navigator.languages);
const languageReady = i18n.changeLanguage(language);

if (!storageAvailable) root.notices.add('warning', 'errors.storage_unavailable', {}, null);
// Sets the session to "restoring" synchronously, so guards wait instead of redirecting.
model.start().catch((error: unknown) => ports.logger.error('Start-up failed', error));

// DOMPurify is outside the initial bundle; fetched now, beside the first timeline request.
loadSanitizer().catch((error: unknown) => ports.logger.error('Sanitizer failed to load', error));

// The post form's drafts (not in the initial bundle): written as typed from then on.
model.loadDrafts().catch((error: unknown) => ports.logger.error('Drafts failed to load', error));
// A closed or reloaded tab keeps what was typed in the last half second too.
window.addEventListener('pagehide', () => model.saveDraftNow());

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');
const render = () => createRoot(container).render(<App services={{ model, i18n }} />);
// Another language's words first (one small chunk), so the page does not flash in English.
if (language === 'en') render();
else void languageReady.then(render, render);
