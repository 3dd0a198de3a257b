import { useEffect, useRef } from 'react';
import LoadingBar, { type LoadingBarRef } from 'react-top-loading-bar';
import { useLocation } from 'react-router';
import { useAppSelector } from '../hooks';
import { selectIsAnyGroupLoading } from '../selectors';
import { useHasPendingProgress } from '../../lib/progress-signal';

// The top loading bar: height 3, colour #D9534F, shown after 500 ms of waiting.
export const PROGRESS_BAR = { height: 3, color: '#D9534F', waitingTime: 500 } as const;

/** The top progress bar: runs while a route chunk or any state group is loading, and on navigation. */
export function ProgressBar() {
  const bar = useRef<LoadingBarRef>(null);
  const running = useRef(false);
  const finishedAt = useRef(0);
  const groupLoading = useAppSelector(selectIsAnyGroupLoading);
  const chunkLoading = useHasPendingProgress();
  const busy = groupLoading || chunkLoading;
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (busy && !running.current) {
      running.current = true;
      bar.current?.continuousStart();
    } else if (!busy && running.current) {
      running.current = false;
      finishedAt.current = Date.now();
      bar.current?.complete();
    }
  }, [busy]);

  // A navigation that loaded nothing still gets a quick sweep, so taps feel answered.
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (running.current || Date.now() - finishedAt.current < PROGRESS_BAR.waitingTime) return;
    bar.current?.staticStart(40);
    const timer = setTimeout(() => {
      if (!running.current) bar.current?.complete();
    }, 150);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <LoadingBar
      ref={bar}
      height={PROGRESS_BAR.height}
      color={PROGRESS_BAR.color}
      waitingTime={PROGRESS_BAR.waitingTime}
      shadow={false}
    />
  );
}
