import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useModel, useT } from '../app/hooks';
import { Spinner } from '../components/common/Spinner';
import { StatusItem } from '../components/status/StatusItem';

/**
 * `/notice/{id}`: the thread around a status (the core's ConversationStore), shown
 * linearly in server order with the focused status highlighted.
 */
const ConversationScreen = observer(function ConversationScreen() {
  const { id = '' } = useParams();
  const model = useModel();
  const t = useT();
  const conversation = model.root.conversations.get(id);
  const signedIn = model.root.session.isSignedIn;
  useEffect(() => {
    // Reload when the viewer changes: visibility of statuses depends on who asks.
    void signedIn;
    void conversation.load();
  }, [conversation, signedIn]);
  // Bring the focused status into view once the thread around it is there.
  const loaded = conversation.state === 'loaded';
  useEffect(() => {
    if (!loaded) return;
    document
      .querySelector<HTMLElement>('.conversation [aria-current="true"]')
      ?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  return (
    <section className="panel conversation" aria-label={t('timeline.conversation')}>
      <header className="panel-heading">
        <h2>{t('timeline.conversation')}</h2>
      </header>
      {conversation.state === 'failed' ? (
        <p className="panel-body error-text" role="alert">
          {conversation.notFound
            ? t('conversation.not_found')
            : t('conversation.error', { detail: conversation.error ?? '' })}
        </p>
      ) : null}
      {conversation.state === 'loading' && !model.root.entities.status(id) ? <Spinner /> : null}
      <div className="conversation-list">
        {conversation.state === 'loaded' || model.root.entities.status(id)
          ? conversation.ids.map((statusId) => (
              <StatusItem key={statusId} id={statusId} focused={statusId === id} />
            ))
          : null}
      </div>
    </section>
  );
});

export default ConversationScreen;
