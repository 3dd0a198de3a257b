import { useServerQuery } from '../../lib/use-server-query';
import type { LoginConfigAnswer } from './auth-types';
import { loginConfigQuery } from './api';

export type LoginConfigState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; value: LoginConfigAnswer };

/** The server's login configuration for a sign-in page: loading, failed (with retry) or ready. */
export function useLoginConfig(): LoginConfigState {
  const { key, fetcher, staleMs } = loginConfigQuery;
  const query = useServerQuery(key, fetcher, { staleMs });
  if (query.status === 'ready') return { status: 'ready', value: query.data };
  if (query.status === 'error') return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
