import { useState, type FormEvent, type ReactNode } from 'react';
import type { StoreConfigs } from '@kirana/shared';
import { useAppSelector } from '../../../app/hooks';
import { useEnsureLoaded } from '../../../app/use-ensure-loaded';
import { Button, ErrorState, Icon, type IconName, SkeletonText } from '@kirana/ui';
import { Card, PageFrame } from '../../../components/page-frame';
import { fetchStoreConfigs, selectStoreConfigs } from '../../general';
import { ChatOnWhatsApp } from '../../whatsapp';
import styles from './info-page.module.css';

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className={styles.item}>
      <span className={styles.itemIcon}>
        <Icon name={icon} size={20} />
      </span>
      <span className={styles.itemValue}>
        <span className={styles.itemLabel}>{label}</span>
        {children}
      </span>
    </li>
  );
}

/** Builds the mailto: link the contact form opens. */
export function contactMailto(
  to: string,
  form: { name: string; phone: string; orderId: string; message: string },
): string {
  const subject = form.orderId ? `Help with order ${form.orderId}` : 'Help from Kirana support';
  const body = [
    form.message,
    '',
    `Name: ${form.name}`,
    form.phone && `Phone: ${form.phone}`,
    form.orderId && `Order: ${form.orderId}`,
  ]
    .filter((line) => line !== '')
    .join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function ContactForm({ email }: { email: string }) {
  const [sent, setSent] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? '').trim();
    window.location.href = contactMailto(email, {
      name: value('name'),
      phone: value('phone'),
      orderId: value('orderId'),
      message: value('message'),
    });
    setSent(true);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <div className={styles.field}>
        <label htmlFor="contact-name">Your name</label>
        <input id="contact-name" name="name" autoComplete="name" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-phone">Mobile number (optional)</label>
        <input
          id="contact-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-order">Order ID (optional)</label>
        <input id="contact-order" name="orderId" />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">How can we help?</label>
        <textarea id="contact-message" name="message" required />
      </div>
      <span className={styles.hint}>
        Sending opens your email app with the message ready to go.
      </span>
      <div className={styles.actions}>
        <Button type="submit">Write to us</Button>
      </div>
      {sent ? (
        <p className={styles.note} role="status">
          Your email app should now be open. If nothing happened, write to {email}.
        </p>
      ) : null}
    </form>
  );
}

function ContactDetails({ configs }: { configs: StoreConfigs }) {
  return (
    <div className={styles.grid}>
      <Card>
        <h2 className={styles.sectionTitle}>Reach us</h2>
        <ul className={styles.list}>
          <Detail icon="phone" label="Call us">
            <a href={`tel:${configs.SupportPhone.replace(/\s+/g, '')}`}>{configs.SupportPhone}</a>
          </Detail>
          <Detail icon="mail" label="Email">
            <a href={`mailto:${configs.SupportEmail}`}>{configs.SupportEmail}</a>
          </Detail>
          {configs.WhatsAppNumber ? (
            <Detail icon="phone" label="WhatsApp">
              <ChatOnWhatsApp text={`Hello ${configs.StoreName}, I need help.`} />
            </Detail>
          ) : null}
          <Detail icon="clock" label="Support hours">
            {configs.SupportHours}
          </Detail>
          <Detail icon="pin" label="Address">
            {configs.StoreAddress}
          </Detail>
        </ul>
        <p className={styles.legal}>
          {configs.LegalName}
          <br />
          GSTIN {configs.Gstin}
        </p>
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Send us a message</h2>
        <ContactForm email={configs.SupportEmail} />
      </Card>
    </div>
  );
}

/** Contact us: support phone, email, hours and address from the store configs, and a mail form. */
export default function ContactPage() {
  const configs = useAppSelector(selectStoreConfigs);
  const { failure, retry } = useEnsureLoaded(fetchStoreConfigs);
  const description = configs
    ? `Questions about an order, a refund or a product? We answer ${configs.SupportHours}.`
    : undefined;
  return (
    <PageFrame title="Contact us" description={description}>
      {configs ? (
        <ContactDetails configs={configs} />
      ) : failure ? (
        <Card>
          <ErrorState
            title="Could not load our contact details"
            message={failure.message}
            onRetry={retry}
          />
        </Card>
      ) : (
        <Card>
          <SkeletonText lines={5} label="Loading contact details" />
        </Card>
      )}
    </PageFrame>
  );
}
