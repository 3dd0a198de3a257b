import { useEffect, useRef } from 'react';
import { Button } from '../../components';
import styles from './content.module.css';

// A small rich-text editor: a contentEditable area and a toolbar of the formatting the server
// keeps (bold, italic, headings, lists, links). Whatever it produces, the server sanitises.

const TOOLS: { label: string; title: string; run: () => void }[] = [
  { label: 'B', title: 'Bold', run: () => document.execCommand('bold') },
  { label: 'I', title: 'Italic', run: () => document.execCommand('italic') },
  { label: 'H2', title: 'Heading', run: () => document.execCommand('formatBlock', false, 'h2') },
  {
    label: 'H3',
    title: 'Sub-heading',
    run: () => document.execCommand('formatBlock', false, 'h3'),
  },
  { label: '¶', title: 'Paragraph', run: () => document.execCommand('formatBlock', false, 'p') },
  {
    label: '• List',
    title: 'Bulleted list',
    run: () => document.execCommand('insertUnorderedList'),
  },
  {
    label: '1. List',
    title: 'Numbered list',
    run: () => document.execCommand('insertOrderedList'),
  },
  {
    label: 'Link',
    title: 'Link the selected text',
    run: () => {
      const url = window.prompt('Link to (https://…, mailto:… or /a-page-of-the-store)');
      if (url) document.execCommand('createLink', false, url.trim());
    },
  },
  { label: 'Unlink', title: 'Remove the link', run: () => document.execCommand('unlink') },
];

/** `initialHtml` is set once (remount with a key to load another page); `onChange` gets the HTML. */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
}) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (area.current) area.current.innerHTML = initialHtml;
    // set once: later renders must not move the caret
  }, []);
  const apply = (run: () => void) => {
    area.current?.focus();
    run();
    onChange(area.current?.innerHTML ?? '');
  };
  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={`${label} formatting`}>
        {TOOLS.map((t) => (
          <Button
            key={t.title}
            size="s"
            variant="secondary"
            title={t.title}
            aria-label={t.title}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => apply(t.run)}
          >
            {t.label}
          </Button>
        ))}
      </div>
      <div
        ref={area}
        className={styles.area}
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        suppressContentEditableWarning
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
      />
    </div>
  );
}
