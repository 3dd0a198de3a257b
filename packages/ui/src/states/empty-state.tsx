import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import { panelClass, type StateLook } from './state-look';
import styles from './state-panel.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  icon?: IconName;
  actions?: ReactNode;
  /** Heading level of the title; 1 when the panel is the whole page. */
  level?: 1 | 2;
  /** 'card': the console's look, a bordered card without the icon. */
  look?: StateLook;
}

/** A friendly "nothing here" panel with an icon, a message and optional actions. */
export function EmptyState({
  title,
  message,
  icon = 'info',
  actions,
  level = 2,
  look = 'page',
}: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={panelClass(look)}>
      {look === 'page' ? (
        <span className={styles.icon}>
          <Icon name={icon} size={32} />
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
