import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { firstFocus } from './focusable';
import { lockScroll } from './scroll-lock';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, on a click outside the panel, and by the caller's own buttons. */
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  /** 'alertdialog' for errors that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** 'm': the storefront's message box; 'l': the console's form dialog, a bottom sheet on a phone. */
  size?: 'm' | 'l';
}

/**
 * A modal dialog on the native <dialog> (showModal: the page behind is inert, so focus stays
 * inside). Escape and a click on the backdrop ask `onClose`; the caller closes it by `open`.
 * Focus goes to its first control that brings up no keyboard and back where it was afterwards.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  size = 'm',
}: DialogProps) {
  if (!open) return null;
  return (
    <OpenDialog title={title} onClose={onClose} actions={actions} role={role} size={size}>
      {children}
    </OpenDialog>
  );
}

function OpenDialog({ title, onClose, children, actions, role, size }: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  // closed by `open` turning false: its own close event is not a request to close
  const closing = useRef(false);

  // before paint: in the top layer, focused, the page still; undone when `open` turns false
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // a control the dialog focused itself (autoFocus) keeps the focus
    if (!dialog.contains(document.activeElement) || document.activeElement === dialog) {
      firstFocus(dialog).focus();
    }
    const unlock = lockScroll();
    return () => {
      unlock();
      closing.current = true;
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size ?? 'm']}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // handled here, not by the browser's cancel: the caller decides whether it closes
        event.preventDefault();
        event.stopPropagation();
        close.current();
      }}
      onCancel={(event) => {
        // a phone's back gesture asks to close
        event.preventDefault();
        close.current();
      }}
      // a close the browser forced (a second Escape without a click between): tell the caller
      onClose={() => closing.current || close.current()}
      // the panel fills the <dialog>: a press on the <dialog> itself is on its backdrop
      onMouseDown={(event) => event.target === event.currentTarget && close.current()}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </dialog>
  );
}
