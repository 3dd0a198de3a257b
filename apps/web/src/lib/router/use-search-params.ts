// The query string as a hook; apart from router.tsx because only pages use it, not the shell.
import { useCallback, useMemo } from 'react';
import type { NavigateOptions } from './history';
import { useHistory, useLocation, useNavigate } from './router';

/** The query string, and a setter that navigates to a new one (pushing unless `replace`). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const history = useHistory();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      void navigate(history.location.pathname + (query ? `?${query}` : ''), options);
    },
    [navigate, history],
  );
  return [params, setParams];
}
