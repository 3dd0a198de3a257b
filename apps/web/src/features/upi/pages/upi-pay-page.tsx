import { lazy, Suspense, useEffect, useState } from 'react';
import { upiAppLinks, upiLink, type UpiPaymentPage } from '@kirana/shared';
import { buttonClassName, ErrorState, Skeleton } from '@kirana/ui';
import { Link, useParams } from '../../../lib/router';
import { useServerQuery } from '../../../lib/use-server-query';
import { PageFrame } from '../../../components/page-frame';
import { SignInGate } from '../../auth';
import { formatInr } from '../../catalogue';
import { useTimeLeft } from '../../checkout';
import { parseOrderId } from '../../orders';
import { getUpiPayment } from '../api';
import { UpiReferenceForm } from '../components/upi-reference-form';
import { useWideScreen } from '../use-wide-screen';
import styles from '../components/upi.module.css';
import { useT } from '../../../lib/i18n';

// the QR code and its library load only where a QR is shown (a wide screen)
const UpiQr = lazy(() => import('../components/upi-qr'));

/** While the store checks, the page looks again now and then. */
const RECHECK_MS = 20_000;

function Closed({ page }: { page: UpiPaymentPage }) {
  const t = useT();
  const text = {
    paid: [t('upi.closed.paid.title'), t('upi.closed.paid.text')],
    expired: [t('upi.closed.expired.title'), t('upi.closed.expired.text')],
    cancelled: [t('upi.closed.cancelled.title'), t('upi.closed.cancelled.text')],
  }[page.Stage as 'paid' | 'expired' | 'cancelled'];
  return (
    <section className={styles.panel} aria-labelledby="upi-title">
      <h2 id="upi-title">{text[0]}</h2>
      <p>{text[1]}</p>
      <Link className={buttonClassName({})} to={`/order/details/${page.OrderId}`}>
        {t('upi.see-order', { number: page.OrderNumber })}
      </Link>
    </section>
  );
}

function UpiPay({ orderId }: { orderId: number }) {
  const t = useT();
  const query = useServerQuery(`GET /orders/${orderId}/upi`, (signal) =>
    getUpiPayment(orderId, signal),
  );
  const [saved, setSaved] = useState<UpiPaymentPage | null>(null);
  const page = saved ?? query.data;
  const wide = useWideScreen();
  const timeLeft = useTimeLeft(page?.PayBy ?? null);
  const checking = page?.Stage === 'checking';
  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(() => {
      setSaved(null);
      void query.refetch();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [checking, query]);

  if (query.status === 'error' && !page)
    return (
      <ErrorState
        title={t('upi.load-failed')}
        message={t('upi.failure', {
          message: query.failure.message,
          description: query.failure.description,
        })}
        onRetry={() => void query.refetch()}
      />
    );
  if (!page) return <Skeleton height={320} radius={16} />;
  if (page.Stage === 'paid' || page.Stage === 'expired' || page.Stage === 'cancelled')
    return <Closed page={page} />;

  const request = {
    vpa: page.Vpa,
    payeeName: page.PayeeName,
    amountPaise: page.Amount,
    orderNumber: page.OrderNumber,
    note: page.Note,
  };
  const link = upiLink(request);
  return (
    <section className={styles.panel} aria-labelledby="upi-title">
      <h2 id="upi-title">{t('upi.heading', { amount: formatInr(page.Amount) })}</h2>
      <div className={styles.layout}>
        {wide ? (
          <Suspense fallback={<Skeleton height={240} width={240} radius={12} />}>
            <UpiQr link={link} />
          </Suspense>
        ) : null}
        <dl className={styles.facts}>
          <dt>{t('upi.amount')}</dt>
          <dd className={styles.amount} data-testid="upi-amount">
            {formatInr(page.Amount)}
          </dd>
          <dt>{t('upi.order')}</dt>
          <dd data-testid="upi-order-number">{page.OrderNumber}</dd>
          <dt>{t('upi.paid-to')}</dt>
          <dd>
            {page.PayeeName} ({page.Vpa})
          </dd>
        </dl>
      </div>
      {wide ? (
        <p>{t('upi.scan')}</p>
      ) : (
        <div className={styles.actions}>
          <a className={buttonClassName({ size: 'l' })} href={link} data-testid="upi-pay-link">
            {t('upi.pay-link', { amount: formatInr(page.Amount) })}
          </a>
          <div className={styles.apps}>
            {upiAppLinks(request).map((a) => (
              <a
                key={a.id}
                className={buttonClassName({ variant: 'secondary', size: 's' })}
                href={a.href}
                data-testid={`upi-app-${a.id}`}
              >
                {a.name}
              </a>
            ))}
          </div>
        </div>
      )}
      <p className={styles.held} role="timer" aria-live="off">
        {timeLeft && page.PayBy ? t('upi.held', { time: timeLeft }) : t('upi.time-up')}
      </p>
      {checking ? (
        <p className={styles.checking} role="status">
          {t('upi.checking', { utr: page.Utr ?? '' })}
        </p>
      ) : null}
      <UpiReferenceForm orderId={orderId} onSaved={setSaved} />
    </section>
  );
}

/** The payment page of an order paid by UPI straight to the shop: a link, or a QR, and the UTR. */
export default function UpiPayPage() {
  const { orderId } = useParams();
  const id = parseOrderId(orderId);
  const t = useT();
  return (
    <SignInGate title={t('upi.title')} prompt={t('upi.sign-in')} icon="cart">
      <PageFrame title={t('upi.title')}>
        {id ? (
          <UpiPay orderId={id} />
        ) : (
          <ErrorState title={t('upi.not-found.title')} message={t('upi.not-found.message')} />
        )}
      </PageFrame>
    </SignInGate>
  );
}
