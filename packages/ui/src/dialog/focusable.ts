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
 * Where focus goes when a dialog or a sheet opens: its first control that brings up no keyboard (a price
 * box focused at once would throw the keyboard over it on a phone), else the container
 * itself. A text box is one Tab away.
 */
export function firstFocus(container: HTMLElement): HTMLElement {
  const target = focusableIn(container).find((el) => !opensKeyboard(el));
  if (target) return target;
  if (!container.hasAttribute('tabindex')) container.tabIndex = -1;
  return container;
}
