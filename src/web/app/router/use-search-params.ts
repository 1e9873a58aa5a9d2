import { useCallback, useMemo } from 'react';
import type { NavigateOptions } from './history';
import { useLocation } from './use-location';
import { useNavigate } from './use-navigate';

type SearchInit = string | Record<string, string> | URLSearchParams;

/** The address's search params, and a way to set them (a navigation to the same pathname). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      navigate(`?${new URLSearchParams(next)}`, options);
    },
    [navigate],
  );
  return [params, set];
}
