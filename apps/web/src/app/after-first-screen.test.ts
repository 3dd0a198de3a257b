import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, firstScreenReady, holdUntilFirstScreen } from './after-first-screen';

describe('work held for after the first screen', () => {
  afterEach(() => {
    firstScreenReady();
    vi.useRealTimers();
  });

  it('runs at once when no server-drawn page is being hydrated (a page drawn here, tests)', () => {
    const task = vi.fn();
    afterFirstScreen(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('while hydrating, waits for the first screen, then runs each task once at the next idle', () => {
    vi.useFakeTimers();
    holdUntilFirstScreen();
    const first = vi.fn();
    const second = vi.fn();
    afterFirstScreen(first);
    afterFirstScreen(second);
    vi.runAllTimers();
    expect(first).not.toHaveBeenCalled();

    firstScreenReady();
    expect(first).not.toHaveBeenCalled(); // not inside the effect that said so
    vi.runAllTimers();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    // from then on nothing waits, and a second "ready" runs nothing again
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
    firstScreenReady();
    vi.runAllTimers();
    expect(first).toHaveBeenCalledTimes(1);
  });
});
