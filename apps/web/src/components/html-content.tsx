import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';
import styles from './html-content.module.css';

/** Server-sent HTML, sanitized and styled as readable text. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={[styles.content, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
