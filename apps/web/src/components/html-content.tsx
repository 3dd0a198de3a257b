import styles from './html-content.module.css';

/**
 * HTML styled as readable text. It must be clean already: sanitizeHtml's output (lib/sanitize-html),
 * or an information page's HTML, which the server's allow-list cleaned when it was saved.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={[styles.content, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
