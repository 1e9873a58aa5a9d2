import { describeError } from '../../../core/errors';
import { searchOf } from '../../../core/model/search';
import { switchNotice } from '../../../core/view/account-chooser';
import { safeLine } from '../../../shared/text/terminal-safe';
import { type AppServices, useServices } from '../app-context';
import { type CompletionSources, parseCommand } from '../model/command-line';
import { runFilterCommand } from './filter-actions';
import { runSetCommand, settingCompletions } from './settings-actions';
import { answerStatusPrompt } from './status-action-keys';
import { openAdmin, openOfferedView } from './use-global-actions';

/** Spec-free cap: completion looks at this many known accounts and statuses at most. */
const COMPLETION_SCAN = 5000;

/** Where Tab finds names: accounts and hashtags already loaded, and the user's lists. */
export function completionSources(services: AppServices): CompletionSources {
  const { root, lists } = services;
  return {
    accounts: () => {
      const out: string[] = [];
      for (const account of root.entities.accounts.values()) {
        out.push(safeLine(account.acct));
        if (out.length >= COMPLETION_SCAN) break;
      }
      return out;
    },
    tags: () => {
      const out = new Set<string>(root.use(searchOf).hashtags.map((h) => safeLine(h.name)));
      let scanned = 0;
      for (const status of root.entities.statuses.values()) {
        for (const tag of status.tags) out.add(safeLine(tag.name));
        if (++scanned >= COMPLETION_SCAN) break;
      }
      return [...out];
    },
    lists: () => lists.newestFirst.map((list) => safeLine(list.title)),
    logins: () => root.accounts.map((a) => safeLine(a.key)),
    settings: settingCompletions(services),
  };
}

/** Run what the bottom line holds: a `:` command, or a `/` search. */
export function submitPrompt(services: AppServices): void {
  const { prompt, nav, root, lists } = services;
  const mode = prompt.mode;
  const text = prompt.text;
  const status = prompt.status;
  prompt.close();
  if (mode === 'status') {
    if (status) void answerStatusPrompt(services, status, text);
    return;
  }
  if (mode === 'search') {
    nav.openView({ kind: 'search' });
    void root.use(searchOf).search(text);
    return;
  }
  const result = parseCommand(text);
  switch (result.kind) {
    case 'view':
      openOfferedView(services, result.view);
      return;
    case 'search':
      nav.openView({ kind: 'search' });
      void root.use(searchOf).search(result.query);
      return;
    case 'list':
      void lists.ensureLoaded().then(() => {
        const list = lists.find(result.title, safeLine);
        if (list) {
          nav.openView({
            kind: 'timeline',
            timeline: { type: 'list', id: list.id },
            title: list.title,
          });
        } else if (lists.state === 'failed') {
          root.notices.add('error', 'tui.prompt.lists_failed', { detail: lists.error ?? '' });
        } else {
          root.notices.add('warning', 'tui.prompt.no_list', { name: safeLine(result.title) });
        }
      });
      return;
    case 'account':
      if (result.name === '') services.accounts.open('switch');
      else {
        void services.accounts.switchNamed(result.name).then((outcome) => {
          const notice = switchNotice(outcome);
          if (notice) root.notices.add(notice.level, notice.messageKey, notice.params);
        });
      }
      return;
    case 'blocks':
      nav.openPeople({ kind: 'blocks', tab: result.tab });
      return;
    case 'set':
      runSetCommand(services, result.name, result.value);
      return;
    case 'filter':
      runFilterCommand(services, result.name, result.value);
      return;
    case 'admin':
      openAdmin(services);
      return;
    case 'about':
      nav.openAbout();
      return;
    case 'security':
      nav.openSecurity();
      return;
    case 'help':
      nav.toggleHelp();
      return;
    case 'quit':
      services.quit();
      return;
    case 'logout':
      void logout(services);
      return;
    case 'error':
      root.notices.add('warning', result.messageKey, result.values);
      return;
    case 'nothing':
      return;
  }
}

/**
 * `:logout`: the core's sign-out (revoke, forget the token, dispose the account's scope:
 * timelines, notifications, sockets, pollers); the app then shows the login form. A token
 * the server could not revoke is said in a notice that outlives the scope.
 */
async function logout(services: AppServices): Promise<void> {
  const { root } = services;
  const acct = safeLine(root.session.account?.acct ?? '');
  const outcome = await root.signOut();
  if (!outcome.revoked && outcome.error !== null) {
    root.notices.add('warning', 'tui.logout.not_revoked', { detail: describeError(outcome.error) });
  } else root.notices.add('info', 'tui.logout.done', { acct });
}

export function useCommandLine(): { submit: () => void; sources: CompletionSources } {
  const services = useServices();
  return { submit: () => submitPrompt(services), sources: completionSources(services) };
}
