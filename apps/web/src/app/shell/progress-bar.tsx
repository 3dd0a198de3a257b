import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../lib/router';
import { useAppSelector } from '../hooks';
import { selectIsAnyGroupLoading } from '../selectors';
import { useHasPendingProgress } from '../../lib/progress-signal';
import styles from './progress-bar.module.css';

// The top loading bar: height 3, colour #D9534F, shown after 500 ms of waiting.
export const PROGRESS_BAR = { height: 3, color: '#D9534F', waitingTime: 500 } as const;
/** A running bar creeps on this often (the end of the work is unknown); FADE_MS is the CSS fade. */
const CREEP_MS = 1000;
const FADE_MS = 300;

/** The top progress bar: runs while a route chunk or any state group is loading, and on navigation. */
export function ProgressBar() {
  // percent of the width; 0 draws nothing
  const [width, setWidth] = useState(0);
  const [fading, setFading] = useState(false);
  const [creeping, setCreeping] = useState(false);
  const running = useRef(false);
  const finishedAt = useRef(0);
  const groupLoading = useAppSelector(selectIsAnyGroupLoading);
  const chunkLoading = useHasPendingProgress();
  const busy = groupLoading || chunkLoading;
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  const start = (at: number) => {
    setFading(false);
    setWidth(at);
  };
  const complete = () => {
    setCreeping(false);
    setWidth(100);
  };

  useEffect(() => {
    if (busy && !running.current) {
      running.current = true;
      start(15);
      setCreeping(true);
    } else if (!busy && running.current) {
      running.current = false;
      finishedAt.current = Date.now();
      complete();
    }
  }, [busy]);

  // Towards 95 %, a fifth of the way left each step: never there until the work completes.
  useEffect(() => {
    if (!creeping) return;
    const timer = setInterval(() => setWidth((w) => w + (95 - w) / 5), CREEP_MS);
    return () => clearInterval(timer);
  }, [creeping]);

  // Full: held for the waiting time, then faded out and reset.
  useEffect(() => {
    if (width < 100) return;
    const fade = setTimeout(() => setFading(true), PROGRESS_BAR.waitingTime);
    const reset = setTimeout(() => start(0), PROGRESS_BAR.waitingTime + FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(reset);
    };
  }, [width]);

  // A navigation that loaded nothing still gets a quick sweep, so taps feel answered.
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (running.current || Date.now() - finishedAt.current < PROGRESS_BAR.waitingTime) return;
    start(40);
    const timer = setTimeout(() => {
      if (!running.current) complete();
    }, 150);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <div className={styles.track} style={{ height: PROGRESS_BAR.height }} aria-hidden="true">
      <div
        className={[styles.fill, width === 0 ? styles.idle : fading && styles.fading]
          .filter(Boolean)
          .join(' ')}
        style={{ width: `${width}%`, background: PROGRESS_BAR.color }}
      />
    </div>
  );
}
