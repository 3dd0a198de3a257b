// The UI kit both apps share (one import each: the barrel tree-shakes, see sideEffects).
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './button/button';
export { Dialog, type DialogProps } from './dialog/dialog';
export { firstFocus, focusableIn } from './dialog/focusable';
export { lockScroll } from './dialog/scroll-lock';
