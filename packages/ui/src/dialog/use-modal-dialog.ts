import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { firstFocus } from './focusable';
import { lockScroll } from './scroll-lock';

/** What a native <dialog> needs to behave as our modal: its ref and its event props. */
export interface ModalDialogBindings {
  ref: RefObject<HTMLDialogElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: () => void;
  onMouseDown: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * Opens a native <dialog> as a modal while it is mounted (showModal: the page behind is inert,
 * so focus stays inside; Escape and the backdrop come from the platform) and undoes it on unmount.
 * Focus goes to its first control that brings up no keyboard and back where it was afterwards;
 * the page behind does not scroll. Escape, a phone's back gesture and a press on the backdrop
 * ask `onClose`; the caller closes it by unmounting. Spread the result on the <dialog>, whose
 * children must fill it (a press on the <dialog> itself is a press on its backdrop).
 */
export function useModalDialog(onClose: () => void): ModalDialogBindings {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  // closed by the caller unmounting it: its own close event is not a request to close
  const closing = useRef(false);

  // before paint: in the top layer, focused, the page still
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    // a control the dialog focused itself (autoFocus, before this runs) keeps the focus; else
    // the one showModal picks (its first focusable: maybe a text box) gives way to firstFocus
    const focusedItself = previous !== dialog && dialog.contains(previous);
    closing.current = false;
    dialog.showModal();
    if (focusedItself) previous?.focus();
    else firstFocus(dialog).focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      closing.current = true;
      if (dialog.open) dialog.close();
      if (!focusedItself && previous?.isConnected) previous.focus();
    };
  }, []);

  return {
    ref,
    onKeyDown: (event) => {
      if (event.key !== 'Escape') return;
      // handled here, not by the browser's cancel: the caller decides whether it closes
      event.preventDefault();
      event.stopPropagation();
      close.current();
    },
    onCancel: (event) => {
      // a phone's back gesture asks to close
      event.preventDefault();
      close.current();
    },
    // a close the browser forced (a second Escape without a click between): tell the caller
    onClose: () => {
      if (!closing.current) close.current();
    },
    onMouseDown: (event) => {
      if (event.target === event.currentTarget) close.current();
    },
  };
}
