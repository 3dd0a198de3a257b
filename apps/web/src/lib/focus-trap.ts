import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Inputs that bring up no on-screen keyboard when focused. */
const KEYLESS_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Whether focusing `el` brings up a phone's on-screen keyboard. */
const opensKeyboard = (el: HTMLElement) =>
  el instanceof HTMLTextAreaElement ||
  el.isContentEditable ||
  (el instanceof HTMLInputElement && !KEYLESS_INPUTS.has(el.type));

/**
 * Where focus goes when a container opens: its first control that brings up no keyboard (a
 * sheet's price box focused at once would throw the keyboard over the sheet on a phone), else
 * the container itself. A text box is one Tab away.
 */
function firstFocus(container: HTMLElement): HTMLElement {
  const target = focusableIn(container).find((el) => !opensKeyboard(el));
  if (target) return target;
  if (!container.hasAttribute('tabindex')) container.tabIndex = -1;
  return container;
}

let scrollLocks = 0;

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
    scrollLocks += 1;
    document.body.style.overflow = 'hidden';

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
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = '';
      previous?.focus?.();
    };
  }, [ref, active]);
}
