import { useEffect, useRef } from 'react';
import type { NotificationTarget } from '../../core/ports';
import { useRoot } from '../app/hooks';
import { pathFor } from '../app/route-table';
import { useNavigate } from '../app/router';
import { useProfilePath } from '../app/use-profile-path';
import { desktopNotifier } from './desktop-notifier';

/**
 * Installs the desktop notifier while the layout is shown (ShellLayer's lazy chunk), with
 * the router at hand: a click on a notification opens its status, the chat with its sender
 * or the sender's profile.
 */
export function DesktopNotifier() {
  const root = useRoot();
  const navigate = useNavigate();
  const profilePath = useProfilePath();
  // The notifier outlives renders; a click uses the router and instance of that moment.
  const open = useRef<(target: NotificationTarget) => void>(() => {});
  open.current = (target) => {
    if (target.kind === 'status') return navigate(pathFor('conversation', { id: target.id }));
    if (target.kind === 'account') return navigate(profilePath(target));
    const username = root.session.account?.username;
    if (username) navigate(pathFor('chat', { username, recipient_id: target.accountId }));
  };
  useEffect(() => {
    const { ports } = root;
    const notify = desktopNotifier((target) => open.current(target));
    ports.notify = notify;
    return () => {
      if (ports.notify === notify) ports.notify = undefined;
    };
  }, [root]);
  return null;
}
