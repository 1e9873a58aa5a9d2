import { observer } from 'mobx-react-lite';
import type { NotificationFilterKey } from '../../../../core/model/settings';
import { useRoot, useT } from '../../../app/hooks';
import { ServerCheck } from '../controls';
import { useOwn } from '../use-own';

/** The options kept on the server (PUT /api/pleroma/notification_settings): signed in only. */
const ServerNotificationOptions = observer(function ServerNotificationOptions() {
  const t = useT();
  const { options, error } = useOwn();
  return (
    <fieldset className="settings-group">
      <legend>{t('settings_modal.notifications.server')}</legend>
      {error ? <p className="settings-error">{error}</p> : null}
      <ServerCheck
        options={options}
        name="blockNotificationsFromStrangers"
        label="settings_modal.notifications.blockNotificationsFromStrangers"
      />
      <ServerCheck
        options={options}
        name="webPushHideContents"
        label="settings_modal.notifications.webPushHideContents"
      />
    </fieldset>
  );
});

/**
 * Spec part 2 §2 settings tab "notifications": which kinds the list shows
 * (notificationVisibility, every key on by default) and the server's notification settings.
 * Push notifications get their own section from the push work.
 */
export const NotificationsTab = observer(function NotificationsTab() {
  const root = useRoot();
  const t = useT();
  // The schema's keys, read from the value: a value import of the schema module from this
  // chunk split it out of the first load's chunk (web budget).
  const visibility = root.preferences.notificationVisibility;
  return (
    <>
      <fieldset className="settings-group">
        <legend>{t('settings_modal.notifications.shown')}</legend>
        {(Object.keys(visibility) as NotificationFilterKey[]).map((key) => (
          <div className="settings-row" key={key}>
            <label className="check">
              <input
                type="checkbox"
                data-setting={`notificationVisibility.${key}`}
                checked={visibility[key]}
                onChange={(event) =>
                  root.preferences.setNotificationVisible(key, event.target.checked)
                }
              />{' '}
              {t(`settings_modal.notifications.${key}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {root.session.isSignedIn ? <ServerNotificationOptions /> : null}
    </>
  );
});
