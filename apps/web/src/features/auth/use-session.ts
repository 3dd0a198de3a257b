import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { restoreSession } from './session-thunks';
import { selectSessionStatus } from '../users';

/** Restores the saved session once per page load (the thunk skips itself after the first run). */
export function useRestoreSession(): void {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  useEffect(() => {
    if (status === 'idle') void dispatch(restoreSession());
  }, [dispatch, status]);
}
