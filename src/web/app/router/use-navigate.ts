import { useCallback } from 'react';
import { type NavigateOptions, resolveTo, type To } from './history';
import { useRouter } from './use-router';

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

/** Moves the app: `navigate('/path', { replace, state })`, or `navigate(-1)` (back). */
export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, location);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history, location],
  ) as NavigateFunction;
}
