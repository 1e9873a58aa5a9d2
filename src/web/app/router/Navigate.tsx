import { useEffect } from 'react';
import type { To } from './history';
import { useNavigate } from './use-navigate';

/** Moves the app to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}
