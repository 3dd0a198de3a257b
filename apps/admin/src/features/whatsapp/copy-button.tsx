import { useEffect, useState } from 'react';
import { Button } from '../../components';
import { useT } from '../../lib/i18n';

/** Copies `text` to the clipboard; says "Copied" a moment, or that it could not. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [done, setDone] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(null), 2000);
    return () => clearTimeout(timer);
  }, [done]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setDone('copied'),
      () => setDone('failed'),
    );
  return (
    <Button size="s" variant="secondary" aria-label={label} onClick={() => void copy()}>
      <span aria-live="polite">
        {done === 'copied'
          ? t('whatsapp.copied')
          : done === 'failed'
            ? t('whatsapp.copy-failed')
            : t('whatsapp.copy')}
      </span>
    </Button>
  );
}
