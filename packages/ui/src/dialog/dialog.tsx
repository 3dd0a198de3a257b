import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
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
  const modal = useModalDialog(onClose);
  const titleId = useId();
  const bodyId = useId();

  return (
    <dialog
      {...modal}
      className={`${styles.dialog} ${styles[size ?? 'm']}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
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
