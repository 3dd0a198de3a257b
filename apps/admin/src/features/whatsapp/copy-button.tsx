import { useEffect, useState } from 'react';
import { Button } from '../../components';

/** Copies `text` to the clipboard; says "Copied" a moment, or that it could not. */
export function CopyButton({ text, label }: { text: string; label: string }) {
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
        {done === 'copied' ? 'Copied' : done === 'failed' ? 'Could not copy' : 'Copy text'}
      </span>
    </Button>
  );
}
