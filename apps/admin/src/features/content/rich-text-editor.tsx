import { useEffect, useRef } from 'react';
import type { Translate } from '@kirana/ui/i18n';
import { Button } from '../../components';
import { useT } from '../../lib/i18n';
import styles from './content.module.css';

// A small rich-text editor: a contentEditable area and a toolbar of the formatting the server
// keeps (bold, italic, headings, lists, links). Whatever it produces, the server sanitises.

// Each tool's words are message ids; the link tool asks for its address in the console's words.
const TOOLS: { labelId: string; titleId: string; run: (t: Translate) => void }[] = [
  {
    labelId: 'content.tool.bold',
    titleId: 'content.tool.bold-title',
    run: () => document.execCommand('bold'),
  },
  {
    labelId: 'content.tool.italic',
    titleId: 'content.tool.italic-title',
    run: () => document.execCommand('italic'),
  },
  {
    labelId: 'content.tool.h2',
    titleId: 'content.tool.h2-title',
    run: () => document.execCommand('formatBlock', false, 'h2'),
  },
  {
    labelId: 'content.tool.h3',
    titleId: 'content.tool.h3-title',
    run: () => document.execCommand('formatBlock', false, 'h3'),
  },
  {
    labelId: 'content.tool.paragraph',
    titleId: 'content.tool.paragraph-title',
    run: () => document.execCommand('formatBlock', false, 'p'),
  },
  {
    labelId: 'content.tool.bullets',
    titleId: 'content.tool.bullets-title',
    run: () => document.execCommand('insertUnorderedList'),
  },
  {
    labelId: 'content.tool.numbers',
    titleId: 'content.tool.numbers-title',
    run: () => document.execCommand('insertOrderedList'),
  },
  {
    labelId: 'content.tool.link',
    titleId: 'content.tool.link-title',
    run: (t) => {
      const url = window.prompt(t('content.tool.link-prompt'));
      if (url) document.execCommand('createLink', false, url.trim());
    },
  },
  {
    labelId: 'content.tool.unlink',
    titleId: 'content.tool.unlink-title',
    run: () => document.execCommand('unlink'),
  },
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
  const t = useT();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (area.current) area.current.innerHTML = initialHtml;
    // set once: later renders must not move the caret
  }, []);
  const apply = (run: (t: Translate) => void) => {
    area.current?.focus();
    run(t);
    onChange(area.current?.innerHTML ?? '');
  };
  return (
    <div className={styles.editor}>
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={t('content.formatting', { label })}
      >
        {TOOLS.map((tool) => (
          <Button
            key={tool.titleId}
            size="s"
            variant="secondary"
            title={t(tool.titleId)}
            aria-label={t(tool.titleId)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => apply(tool.run)}
          >
            {t(tool.labelId)}
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
