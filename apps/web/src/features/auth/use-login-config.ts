import { useCallback, useEffect, useState } from 'react';
import type { LoginConfigAnswer } from '../user';
import { getLoginConfig } from './api';

export type LoginConfigState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; value: LoginConfigAnswer };

/** The server's login configuration for a sign-in page: loading, failed (with retry) or ready. */
export function useLoginConfig(): LoginConfigState {
  const [attempt, setAttempt] = useState(0);
  const [value, setValue] = useState<LoginConfigAnswer | null | undefined>(undefined);
  const retry = useCallback(() => {
    setValue(undefined);
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    let live = true;
    void getLoginConfig().then((config) => {
      if (live) setValue(config);
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  if (value === undefined) return { status: 'loading' };
  if (value === null) return { status: 'error', retry };
  return { status: 'ready', value };
}
