import { useId, useState, type ChangeEvent } from 'react';
import { buttonClassName } from '@kirana/ui';
import { useT } from '../lib/i18n';
import styles from './file-picker.module.css';

export interface FilePickerProps {
  /** A Field's id (its label names the input); one is made when there is no Field. */
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** What the chooser's button says ("Choose file" by default). */
  buttonLabel?: string;
  /** The name to show beside the button; the picker shows the last chosen file's own otherwise. */
  fileName?: string | null;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file input in the console's words and look (#28): the browser's own chooser says "Choose
 * File / No file chosen" in English whatever the console's language. The input stays in the page,
 * only out of sight: it keeps its label, takes the keyboard focus (the button shows the ring) and
 * opens the chooser on Enter or Space; the button is its label, so a press opens the chooser too.
 */
export function FilePicker({ id, buttonLabel, fileName, onChange, ...input }: FilePickerProps) {
  const t = useT();
  const own = useId();
  const inputId = id ?? own;
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = fileName !== undefined ? fileName : chosen;
  return (
    <span className={styles.picker}>
      <input
        {...input}
        id={inputId}
        type="file"
        className={styles.input}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          setChosen(
            files.length > 1
              ? t('components.file.count', { count: files.length })
              : (files[0]?.name ?? null),
          );
          onChange(e);
        }}
      />
      <label htmlFor={inputId} className={buttonClassName({ variant: 'secondary' }, styles.button)}>
        {buttonLabel ?? t('components.file.choose')}
      </label>
      <span className={styles.name}>{shown || t('components.file.none')}</span>
    </span>
  );
}
