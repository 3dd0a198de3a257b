import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './page-frame.module.css';

export interface PageFrameProps {
  /** The page's one <h1>; also the tab title. */
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  /** Reading width (text pages) instead of the full content width. */
  narrow?: boolean;
  /** Wrap the content in a white card. */
  card?: boolean;
}

/** The frame of a page: heading, optional description and actions, then the content. */
export function PageFrame({
  title,
  description,
  actions,
  children,
  narrow = false,
  card = false,
}: PageFrameProps) {
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <section
      className={[styles.frame, narrow && styles.narrow].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className={styles.head}>
        <div>
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions}
      </div>
      {card ? <div className={styles.card}>{children}</div> : children}
    </section>
  );
}

/** A white card section inside a page. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.card, className].filter(Boolean).join(' ')}>{children}</div>;
}
