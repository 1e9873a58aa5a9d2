import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { NOTIFICATION_TIME_REFRESH_MS } from '../../../core/model/status-display';
import { useRoot } from '../../app/hooks';

const NotificationNow = createContext<number | null>(null);

/**
 * A "now" for notification timestamps that moves every 240 s (spec part 2 §9), one timer
 * per panel on the app's clock (tests drive a fake one).
 */
export function NotificationClockProvider({ children }: { children: ReactNode }) {
  const { ports } = useRoot();
  const clock = ports.clock;
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    let handle = clock.setTimeout(function tick() {
      setNow(clock.now());
      handle = clock.setTimeout(tick, NOTIFICATION_TIME_REFRESH_MS);
    }, NOTIFICATION_TIME_REFRESH_MS);
    return () => clock.clearTimeout(handle);
  }, [clock]);
  return <NotificationNow.Provider value={now}>{children}</NotificationNow.Provider>;
}

/** The panel's "now" (the real time outside a provider). */
export function useNotificationNow(): number {
  const now = useContext(NotificationNow);
  return now ?? Date.now();
}
