import { useState, type FormEvent, type ReactNode } from 'react';
import type { StoreConfigs } from '@kirana/shared';
import { useAppSelector } from '../../../app/hooks';
import { useEnsureLoaded } from '../../../app/use-ensure-loaded';
import { Button, ErrorState, Icon, type IconName, SkeletonText } from '@kirana/ui';
import { Card, PageFrame } from '../../../components/page-frame';
import { useT, type Translate } from '../../../lib/i18n';
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

/** Builds the mailto: link the contact form opens, its subject and labels in the page's language. */
export function contactMailto(
  to: string,
  form: { name: string; phone: string; orderId: string; message: string },
  t: Translate,
): string {
  const subject = form.orderId
    ? t('content.contact.mail.orderSubject', { order: form.orderId })
    : t('content.contact.mail.subject');
  const body = [
    form.message,
    '',
    t('content.contact.mail.name', { name: form.name }),
    form.phone && t('content.contact.mail.phone', { phone: form.phone }),
    form.orderId && t('content.contact.mail.order', { order: form.orderId }),
  ]
    .filter((line) => line !== '')
    .join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function ContactForm({ email }: { email: string }) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? '').trim();
    window.location.href = contactMailto(
      email,
      {
        name: value('name'),
        phone: value('phone'),
        orderId: value('orderId'),
        message: value('message'),
      },
      t,
    );
    setSent(true);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <div className={styles.field}>
        <label htmlFor="contact-name">{t('content.contact.form.name')}</label>
        <input id="contact-name" name="name" autoComplete="name" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-phone">{t('content.contact.form.phone')}</label>
        <input
          id="contact-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('content.contact.form.phonePlaceholder')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-order">{t('content.contact.form.order')}</label>
        <input id="contact-order" name="orderId" />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">{t('content.contact.form.message')}</label>
        <textarea id="contact-message" name="message" required />
      </div>
      <span className={styles.hint}>{t('content.contact.form.hint')}</span>
      <div className={styles.actions}>
        <Button type="submit">{t('content.contact.form.send')}</Button>
      </div>
      {sent ? (
        <p className={styles.note} role="status">
          {t('content.contact.form.sent', { email })}
        </p>
      ) : null}
    </form>
  );
}

function ContactDetails({ configs }: { configs: StoreConfigs }) {
  const t = useT();
  return (
    <div className={styles.grid}>
      <Card>
        <h2 className={styles.sectionTitle}>{t('content.contact.reachUs')}</h2>
        <ul className={styles.list}>
          <Detail icon="phone" label={t('content.contact.call')}>
            <a href={`tel:${configs.SupportPhone.replace(/\s+/g, '')}`}>{configs.SupportPhone}</a>
          </Detail>
          <Detail icon="mail" label={t('content.contact.email')}>
            <a href={`mailto:${configs.SupportEmail}`}>{configs.SupportEmail}</a>
          </Detail>
          {configs.WhatsAppNumber ? (
            <Detail icon="phone" label={t('content.contact.whatsapp')}>
              <ChatOnWhatsApp
                text={t('content.contact.whatsappGreeting', { store: configs.StoreName })}
              />
            </Detail>
          ) : null}
          <Detail icon="clock" label={t('content.contact.hours')}>
            {configs.SupportHours}
          </Detail>
          <Detail icon="pin" label={t('content.contact.address')}>
            {configs.StoreAddress}
          </Detail>
        </ul>
        <p className={styles.legal}>
          {configs.LegalName}
          <br />
          {t('content.contact.gstin', { gstin: configs.Gstin })}
        </p>
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>{t('content.contact.sendMessage')}</h2>
        <ContactForm email={configs.SupportEmail} />
      </Card>
    </div>
  );
}

/** Contact us: support phone, email, hours and address from the store configs, and a mail form. */
export default function ContactPage() {
  const t = useT();
  const configs = useAppSelector(selectStoreConfigs);
  const { failure, retry } = useEnsureLoaded(fetchStoreConfigs);
  const description = configs
    ? t('content.contact.description', { hours: configs.SupportHours })
    : undefined;
  return (
    <PageFrame title={t('content.contact.title')} description={description}>
      {configs ? (
        <ContactDetails configs={configs} />
      ) : failure ? (
        <Card>
          <ErrorState
            title={t('content.contact.loadFailed')}
            message={failure.message}
            onRetry={retry}
            retryLabel={t('common.retry')}
          />
        </Card>
      ) : (
        <Card>
          <SkeletonText lines={5} label={t('content.contact.loading')} />
        </Card>
      )}
    </PageFrame>
  );
}
