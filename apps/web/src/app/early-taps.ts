import { EARLY_TAPS } from '@kirana/shared/common/early-taps';

// The app's side of the early-tap catcher (@kirana/shared/common/early-taps): the buttons a
// shopper tapped on the server-drawn page before React took it over are clicked again once.

type EarlyTaps = Element[] & { off?: boolean };

const kept = (): EarlyTaps | undefined =>
  (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS];

/** React takes taps from now on (it is hydrating, or drawing the page anew): keep no more. */
export function stopKeepingTaps(): void {
  const taps = kept();
  if (taps) taps.off = true;
}

/** Once hydrated: each button tapped early that React kept on the page is clicked, once. */
export function replayEarlyTaps(): void {
  for (const button of kept()?.splice(0) ?? [])
    if (button.isConnected && button instanceof HTMLElement) button.click();
}
