let scrollLocks = 0;

/**
 * Keeps the page behind an open dialog, drawer or sheet from scrolling (a modal <dialog> does not
 * stop it); counted, so the page scrolls again when the last one closes. Returns the unlock.
 */
export function lockScroll(): () => void {
  scrollLocks += 1;
  document.body.style.overflow = 'hidden';
  let unlocked = false;
  return () => {
    if (unlocked) return;
    unlocked = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = '';
  };
}
