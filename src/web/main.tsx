/** Browser entry: ports, root store, i18n, router, first render. */
import { createRoot } from 'react-dom/client';
import { createRootStore } from '../core/model/root';
import { translator } from '../shared/i18n';
import { desktopNotificationText } from '../shared/notifications/presentation';
import { App } from './app/App';
import { loadSanitizer } from './components/common/sanitize';
import { createWebI18n } from './i18n/create-web-i18n';
import { WebModel } from './model/web-model';
import { browserPorts, proxiedServer } from './ports';
import './styles/theme.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/post-form.css';
import './styles/status.css';

const origin = window.location.origin;
// The session knows the real server (accounts are named after it); calls go to this origin.
const server = proxiedServer(document) ?? origin;
const { ports, storageAvailable } = browserPorts();
// Only English is bundled so far; other locales arrive with the i18n loader.
const i18n = createWebI18n('en');
const root = createRootStore(ports, {
  clientName: 'Petrel',
  // Under the path the app is served from (a front-end installed below the server's root).
  redirectUri: `${origin}${import.meta.env.BASE_URL}oauth-callback`,
  // The `petrel web` server proxies the API: every call goes to this page's origin.
  apiBase: () => origin,
  // Desktop notifications speak the page's language, with the list's words.
  describeNotification: desktopNotificationText(translator(i18n)),
});
const model = new WebModel(root, { server });

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
createRoot(container).render(<App services={{ model, i18n }} />);
