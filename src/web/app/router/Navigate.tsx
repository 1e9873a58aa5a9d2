import { useEffect } from 'react';
import type { To } from './history';
import { useNavigate } from './use-navigate';
import { useRouter } from './use-router';

/** Moves the app to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const { history, location } = useRouter();
  const target = JSON.stringify(to);
  const drawnAt = location.key;
  useEffect(() => {
    // A newer move already left the address this redirect was drawn for (logout's own move to
    // the public timeline while the old screen stays up for the transition): not this one's
    // to override.
    if (history.location.key !== drawnAt) return;
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, history, drawnAt, target, replace, state]);
  return null;
}
