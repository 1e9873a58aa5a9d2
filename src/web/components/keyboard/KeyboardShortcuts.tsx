import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { inConversation, inlineThreadsOf } from '../../../core/view/inline-threads';
import { runStatusCommand } from '../../../core/view/status-commands';
import {
  type KeyActionId,
  KeySequenceMatcher,
  resolveWebKeymap,
  WEB_READING_CONTEXTS,
} from '../../../shared/keymap';
import { useModel } from '../../app/hooks';
import { pathFor, routeNameAt } from '../../app/route-table';
import { useLocation, useNavigate } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { useFeatureWords } from '../../i18n/feature-words';
import { statusActionWords } from '../../i18n/status-action-words';
import { openMediaViewer } from '../media-viewer/open';
import { activatesControl, chordOf, isTextInput } from './dom-chord';
import { HelpOverlay } from './HelpOverlay';
import { KeyStatusDialog } from './KeyStatusDialog';
import { type KeyStatusDialog as Dialog, runStatusActionKey } from './status-action-keys';
import { applyStatusIntent, WEB_COMMANDS } from './status-intents';

const HELP_SCROLL_PX = 48;

/**
 * Keyboard shortcuts outside text inputs, from the shared keymap as the web resolves it:
 * `j`/`k` move the status cursor, Enter/`o` open its conversation, `z`/`e`/`v` its content
 * warning, length and mute, `u` its author, `m` its media, `.` shows new statuses, the
 * `g …` sequences navigate (`g h` home, `g l` local, `g f` federated, `g b` bookmarks ...),
 * `t` opens or folds the selected status's conversation in place, `?` toggles the help
 * overlay. The status action keys (`f` favourite, `b` repeat, `D`
 * delete ...) act on the selected status as its action bar does (status-action-keys.ts).
 */
export const KeyboardShortcuts = observer(function KeyboardShortcuts() {
  // The status keys' refusals and notices (status-action-keys.ts).
  useFeatureWords(statusActionWords);
  const model = useModel();
  const navigate = useNavigate();
  const keymap = useMemo(resolveWebKeymap, []);
  const { cursor, statusView } = model.reading;
  const profilePath = useProfilePath();
  const [dialog, setDialog] = useState<{ dialog: Dialog; entryId: string } | null>(null);
  // The router hands out a new `navigate` on every route change: read the latest through a
  // ref so the listener (and a half-typed `g …` sequence in its matcher) outlives it.
  const { pathname } = useLocation();
  const routing = useRef({ navigate, profilePath, pathname });
  routing.current = { navigate, profilePath, pathname };

  useEffect(() => {
    const navigate = (path: string): void => {
      void routing.current.navigate(path);
    };
    const reading = new KeySequenceMatcher(keymap, WEB_READING_CONTEXTS);
    const help = new KeySequenceMatcher(keymap, ['help']);
    const { root } = model;

    const focusedShownId = (): string | undefined => {
      const id = cursor.focusedId;
      if (!id) return undefined;
      return root.entities.shown(id)?.id;
    };

    const run = (action: KeyActionId): void => {
      switch (action) {
        case 'help.toggle':
          cursor.setHelpOpen(!cursor.helpOpen);
          return;
        case 'help.close':
          cursor.setHelpOpen(false);
          return;
        case 'cursor.down':
        case 'cursor.up': {
          const delta = action === 'cursor.down' ? 1 : -1;
          if (cursor.helpOpen) {
            document
              .querySelector('[data-testid="key-help"]')
              ?.closest('.modal')
              ?.scrollBy({ top: delta * HELP_SCROLL_PX });
          } else {
            cursor.move(delta);
          }
          return;
        }
        case 'cursor.top':
          cursor.toEdge('first');
          return;
        case 'cursor.bottom':
          cursor.toEdge('last');
          return;
        case 'status.open':
        case 'status.toggle_cw':
        case 'status.expand':
        case 'status.show_muted':
        case 'status.author':
        case 'status.media': {
          const intent = runStatusCommand(WEB_COMMANDS[action], focusedShownId(), {
            entities: root.entities,
            flags: statusView,
          });
          applyStatusIntent(intent, {
            navigate,
            profilePath: routing.current.profilePath,
            openMedia: openMediaViewer,
          });
          return;
        }
        case 'timeline.show_new':
          cursor.active?.showNew?.();
          return;
        case 'timeline.inline_thread': {
          // As the status's "Show the conversation" button: where it shows (a status of a
          // conversation, not on the conversation's own page).
          const status = root.entities.status(focusedShownId() ?? '');
          if (
            status &&
            inConversation(status) &&
            routeNameAt(routing.current.pathname) !== 'conversation'
          )
            root.use(inlineThreadsOf).toggle(status.id);
          return;
        }
        case 'go.home':
          if (root.session.isSignedIn) navigate(pathFor('friends'));
          return;
        case 'go.local':
          navigate(pathFor('public-timeline'));
          return;
        case 'go.federated':
          // Spec part 1 §5 nav rule federating: not on a server that does not federate.
          if (root.instance.federating) navigate(pathFor('public-external-timeline'));
          return;
        case 'go.search':
          navigate(pathFor('search'));
          return;
        case 'go.notifications':
        case 'go.mentions':
        case 'go.direct': {
          const username = root.session.account?.username;
          if (!username) return;
          const route =
            action === 'go.notifications'
              ? 'notifications'
              : action === 'go.mentions'
                ? 'interactions'
                : 'dms';
          navigate(pathFor(route, { username }));
          return;
        }
        case 'go.bookmarks':
          if (root.session.isSignedIn) navigate(pathFor('bookmarks'));
          return;
        case 'go.favourites': {
          const account = root.session.account;
          if (account)
            navigate(`${pathFor('user-profile', { name: account.username })}?tab=favourites`);
          return;
        }
        default: {
          const id = cursor.focusedId;
          if (id)
            runStatusActionKey(action, id, {
              model,
              openDialog: (which, entryId) => setDialog({ dialog: which, entryId }),
              copy: (text) => void navigator.clipboard?.writeText(text),
              openUrl: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
            });
          return;
        }
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isTextInput(event.target)) return;
      const chord = chordOf(event);
      if (!chord || activatesControl(chord, event.target)) return;
      // Another dialog (media viewer, settings) has its own keys.
      if (!cursor.helpOpen && document.querySelector('[aria-modal="true"]')) return;
      const matcher = cursor.helpOpen ? help : reading;
      const result = matcher.feed(chord, Date.now());
      if (result.kind === 'none') return;
      event.preventDefault();
      if (result.kind === 'action') run(result.action);
    };
    window.addEventListener('keydown', onKeyDown);
    // The layer loads after the first frame: this says when keys are listened to (the page
    // can show it; tests wait for it instead of racing the chunk).
    document.body.dataset.keys = 'ready';
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      delete document.body.dataset.keys;
    };
  }, [keymap, model, cursor, statusView]);

  return (
    <>
      <HelpOverlay keymap={keymap} />
      {dialog ? <KeyStatusDialog open={dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
});
