import type { ReactNode } from 'react';
import styles from './checkout.module.css';

/** A numbered card of the checkout: its title, an optional action, then its content. */
export function CheckoutSection({
  step,
  title,
  action,
  children,
  testId,
}: {
  step: number;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = `checkout-step-${step}`;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          <span className={styles.step} aria-hidden="true">
            {step}
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
