import { useEffect, useRef, type RefObject } from 'react';
import { firstFocus, focusableIn, lockScroll } from '@kirana/ui';

// The side drawer's and the listing's sheet focus trap (dialogs are native <dialog>s: @kirana/ui).

/**
 * While active: moves focus into the container (not to a text box: see firstFocus), keeps Tab
 * inside it, calls onEscape on Escape, locks page scrolling, and gives focus back to the
 * previously focused element afterwards.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  }, [onEscape]);
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previous = document.activeElement as HTMLElement | null;
    // a control the dialog focused itself (autoFocus) keeps the focus
    if (!container.contains(document.activeElement)) firstFocus(container).focus();
    const unlock = lockScroll();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (
        event.shiftKey &&
        (document.activeElement === first || !container.contains(document.activeElement))
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      unlock();
      previous?.focus?.();
    };
  }, [ref, active]);
}
