/**
 * The browser's desktop notifier (spec part 2 §4): only with permission, and not for the tab
 * the user is looking at (it shows the notification in the page already). The sender's
 * avatar is its icon; a click focuses the tab and opens what it is about. Not in the first
 * load: the layout's lazy chunk installs it (DesktopNotifier.tsx), well within the 10 s
 * start-up silence.
 */
import type { NotificationTarget, NotifierPort } from '../../core/ports';

export function desktopNotifier(open: (target: NotificationTarget) => void): NotifierPort {
  return (title, body, options = {}) => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') {
      return undefined;
    }
    if (document.visibilityState === 'visible' && document.hasFocus()) return undefined;
    const notification = new Notification(title, { body, icon: options.icon });
    const { target } = options;
    notification.onclick = (event) => {
      // The browser would focus the page anyway; this keeps it from opening another window.
      event.preventDefault();
      window.focus();
      notification.close();
      if (target) open(target);
    };
    return { close: () => notification.close() };
  };
}
