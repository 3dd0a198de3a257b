import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { blocks } from '../../components';
import styles from './settings.module.css';

/** One settings card that saves as a form: its title, its fields, its SaveBar. */
export function SettingsForm({
  title,
  label = title,
  onSubmit,
  children,
}: {
  title: string;
  /** The card's accessible name, when it differs from its title. */
  label?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <section className={blocks.card} aria-label={label}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {children}
      </section>
    </form>
  );
}

/** A ticked-or-not setting, the form's boolean field `name`, with its words beside the box. */
export function FormCheckbox<F extends FieldValues>({
  control,
  name,
  children,
}: {
  control: Control<F>;
  name: Path<F>;
  children: ReactNode;
}) {
  const { field } = useController({ control, name });
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={field.value as boolean}
        onChange={(e) => field.onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}
