import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PUSH_ALERT_TYPES, type PushAlertType } from '../../../core/api/push';
import { pushWords } from '../../../shared/i18n/en/common-push';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { webPushOf } from '../../push/push-kit';

const ALERT_WORDS = {
  follow: 'push.follow',
  favourite: 'push.favourite',
  mention: 'push.mention',
  reblog: 'push.reblog',
  move: 'push.move',
} as const satisfies Record<PushAlertType, string>;

/**
 * Web Push for the signed-in account (spec part 2 §4, §7, §8): one switch (asks for the
 * browser's permission, subscribes this browser with the server's VAPID key and registers
 * it; off unregisters), then which notification types to push. A panel of its own, so the
 * settings modal (its notifications tab) and the account menu can both mount it.
 */
export const PushSettings = observer(function PushSettings() {
  useFeatureWords(pushWords);
  const t = useT();
  const root = useRoot();
  const scope = root.scope;
  const store = webPushOf(scope);
  useEffect(() => {
    void store.start();
  }, [store]);
  if (!root.session.isSignedIn) return null;
  const blocker = store.blocker;
  const busy = store.state === 'subscribing' || store.state === 'unsubscribing';
  const on = store.enabled && store.state !== 'unsubscribing';
  return (
    <fieldset className="push-settings" data-testid="push-settings">
      <legend>{t('push.title')}</legend>
      <label>
        <input
          type="checkbox"
          checked={on}
          disabled={busy || (blocker !== null && !on)}
          onChange={(event) => void (event.target.checked ? store.enable() : store.disable())}
        />{' '}
        {t('push.enable')}
      </label>
      {blocker === 'unsupported' ? <p className="faint">{t('push.unsupported')}</p> : null}
      {blocker === 'no-key' ? <p className="faint">{t('push.no_key')}</p> : null}
      {blocker === 'denied' ? <p className="faint">{t('push.denied')}</p> : null}
      {store.error ? (
        <p className="error-text" role="alert">
          {store.error.key === 'push.failed'
            ? t('push.failed', { detail: store.error.detail })
            : t(store.error.key)}
        </p>
      ) : null}
      <fieldset className="push-alerts" disabled={!on || busy}>
        <legend>{t('push.alerts')}</legend>
        {PUSH_ALERT_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={store.alerts[type]}
              onChange={(event) => void store.setAlert(type, event.target.checked)}
            />{' '}
            {t(ALERT_WORDS[type])}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
});
