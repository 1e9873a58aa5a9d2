import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useModel, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { useLocation, useNavigate, useParams } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { ConversationHeader } from './ConversationHeader';
import { type ConversationLocationState, wantsDive } from './conversation-location';
import { ThreadNode } from './ThreadNode';
import { useFocusedIntoView } from './use-focused-into-view';
import '../../styles/conversation.css';
import { conversationsOf } from '../../../core/model/conversation-registry';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useFeatureWords } from '../../i18n/feature-words';

/**
 * `/notice/{id}` (spec part 1 §2): the thread around a status as a tree (or linearly),
 * from the core's ConversationStore rows. Diving navigates to the dived status's page with
 * the sub-thread focused; "show whole conversation" goes to the page of the top status
 * (the only context that holds every branch), or undives in place at the top.
 */
const ConversationScreen = observer(function ConversationScreen() {
  // This screen's words come with its chunk (web budget).
  useFeatureWords(screens);
  const { id = '' } = useParams();
  const model = useModel();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { root } = model;
  const conversation = root.use(conversationsOf).get(id);
  const signedIn = root.session.isSignedIn;
  const dive = wantsDive(location.state);

  useEffect(() => {
    // Reload when the viewer changes: visibility of statuses depends on who asks.
    void signedIn;
    void conversation.load();
  }, [conversation, signedIn]);

  // The history entry says whether this page shows the sub-thread or everything.
  useEffect(() => {
    if (dive) conversation.dive(id);
    else conversation.undive();
  }, [conversation, id, dive]);

  const loaded = conversation.state === 'loaded';
  useFocusedIntoView(id, loaded);

  const onDive = useCallback(
    (statusId: string) => {
      const state: ConversationLocationState = { dive: true };
      navigate(pathFor('conversation', { id: statusId }), { state });
    },
    [navigate],
  );
  // The context of a reply holds only its ancestors and its own replies: the whole
  // conversation, other branches included, is the page of its top status.
  const topId = conversation.ancestorIds[0];
  const onShowWhole = useCallback(() => {
    if (topId) navigate(pathFor('conversation', { id: topId }));
    else navigate(pathFor('conversation', { id }), { replace: true, state: null });
  }, [navigate, id, topId]);

  const known = root.entities.status(id) !== undefined;
  return (
    <section className="panel conversation" aria-label={t('timeline.conversation')}>
      <ConversationHeader conversation={conversation} onShowWhole={onShowWhole} />
      {conversation.state === 'failed' ? (
        <p className="panel-body error-text" role="alert">
          {conversation.notFound
            ? t('conversation.not_found')
            : t('conversation.error', { detail: conversation.error ?? '' })}
        </p>
      ) : null}
      {conversation.state === 'loading' && !known ? <Spinner /> : null}
      <div className={`conversation-list conversation-${conversation.mode}`}>
        {conversation.rows.map((row) => (
          <ThreadNode
            key={row.statusId}
            row={row}
            conversation={conversation}
            maxDepth={root.preferences.maxThreadDepth}
            onDive={onDive}
          />
        ))}
      </div>
    </section>
  );
});

export default ConversationScreen;
