import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { parseAcct } from '../../../core/model/remote-user';
import { screens } from '../../../shared/i18n/en/common-screens';
import { markInvisible } from '../../../shared/text/invisible';
import { useModel, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { useNavigate, useParams } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { remoteUsersStore } from './remote-users-store';
import '../../styles/reading.css';

/**
 * `/remote-users/@{user}@{host}` (leading @ optional) and `/remote-users/{host}/{user}`:
 * looks up user@host; on success replaces the route with the external profile
 * `/users/{id}`, on failure shows "Not found." or the resolver's error.
 */
export const RemoteUserScreen = observer(function RemoteUserScreen() {
  // This screen's words come with its chunk (web budget).
  useFeatureWords(screens);
  const params = useParams();
  const navigate = useNavigate();
  const t = useT();
  const { reading } = useModel();
  const parsed = params.acct
    ? parseAcct(params.acct)
    : params.username && params.hostname
      ? { username: params.username, hostname: params.hostname }
      : null;
  const username = parsed?.username ?? '';
  const hostname = parsed?.hostname ?? '';
  useEffect(() => {
    if (!username || !hostname) return;
    let live = true;
    void reading
      .store(remoteUsersStore)
      .resolve(username, hostname)
      .then((result) => {
        if (live && result.state === 'found') {
          navigate(pathFor('external-user-profile', { id: result.accountId }), { replace: true });
        }
      });
    return () => {
      live = false;
    };
  }, [reading, navigate, username, hostname]);
  const lookup = parsed ? reading.store(remoteUsersStore).lookup(username, hostname) : undefined;
  const failed = !parsed || lookup?.state === 'failed';
  return (
    <section
      className="panel remote-user"
      aria-label={t('remote_user_resolver.remote_user_resolver')}
    >
      <header className="panel-heading">
        <h2>{t('remote_user_resolver.remote_user_resolver')}</h2>
      </header>
      <div className="panel-body">
        {failed ? (
          <p role="alert">
            {lookup?.state === 'failed' && lookup.error
              ? lookup.error
              : t('remote_user_resolver.error')}
          </p>
        ) : (
          <>
            <p>
              {t('remote_user_resolver.searching_for')} @{markInvisible(username)}@
              {markInvisible(hostname)}
            </p>
            <Spinner />
          </>
        )}
      </div>
    </section>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default RemoteUserScreen;
