import { useState } from 'react';
import { useT } from '../../app/hooks';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks the browser for desktop-notification permission. The core shows them (with the
 * 10 s start-up silence and closing after 5 s) once the permission is granted.
 */
export function DesktopNotificationsToggle() {
  const t = useT();
  const [permission, setPermission] = useState<Permission>(currentPermission);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return null;
  if (permission === 'denied') {
    return <p className="desktop-notifications faint">{t('notifications.desktop.denied')}</p>;
  }
  const request = () => {
    const answer = Notification.requestPermission((result) => setPermission(result));
    // Current browsers answer with a promise; old ones only call the callback.
    void answer?.then((result) => setPermission(result));
  };
  return (
    <p className="desktop-notifications">
      <button type="button" className="button-link" onClick={request}>
        {t('notifications.desktop.enable')}
      </button>
    </p>
  );
}
