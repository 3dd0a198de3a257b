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

// the QR code and its library load only where a QR is shown (a wide screen)
const UpiQr = lazy(() => import('../components/upi-qr'));

const TITLE = 'Pay by UPI';
/** While the store checks, the page looks again now and then. */
const RECHECK_MS = 20_000;

function Closed({ page }: { page: UpiPaymentPage }) {
  const text = {
    paid: ['Payment received', 'Thank you: the shop has your payment and your order is placed.'],
    expired: [
      'This order has expired',
      'It was not paid in time; its items are back on the shelf and any wallet money has come back. If you paid, the shop will refund you.',
    ],
    cancelled: ['This order is cancelled', 'Its items are back on the shelf.'],
  }[page.Stage as 'paid' | 'expired' | 'cancelled'];
  return (
    <section className={styles.panel} aria-labelledby="upi-title">
      <h2 id="upi-title">{text[0]}</h2>
      <p>{text[1]}</p>
      <Link className={buttonClassName({})} to={`/order/details/${page.OrderId}`}>
        See order {page.OrderNumber}
      </Link>
    </section>
  );
}

function UpiPay({ orderId }: { orderId: number }) {
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
        title="We could not open this payment"
        message={`${query.failure.message}. ${query.failure.description}`}
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
      <h2 id="upi-title">Pay {formatInr(page.Amount)} by any UPI app</h2>
      <div className={styles.layout}>
        {wide ? (
          <Suspense fallback={<Skeleton height={240} width={240} radius={12} />}>
            <UpiQr link={link} />
          </Suspense>
        ) : null}
        <dl className={styles.facts}>
          <dt>Amount</dt>
          <dd className={styles.amount} data-testid="upi-amount">
            {formatInr(page.Amount)}
          </dd>
          <dt>Order</dt>
          <dd data-testid="upi-order-number">{page.OrderNumber}</dd>
          <dt>Paid to</dt>
          <dd>
            {page.PayeeName} ({page.Vpa})
          </dd>
        </dl>
      </div>
      {wide ? (
        <p>Scan the code with Google Pay, PhonePe, Paytm, BHIM or your bank’s UPI app.</p>
      ) : (
        <div className={styles.actions}>
          <a className={buttonClassName({ size: 'l' })} href={link} data-testid="upi-pay-link">
            Pay {formatInr(page.Amount)} with a UPI app
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
        {timeLeft && page.PayBy
          ? `Your items are held for ${timeLeft} more. Unpaid orders are cancelled then and any wallet money comes back.`
          : 'The time to pay has ended: the shop may still confirm a payment it received.'}
      </p>
      {checking ? (
        <p className={styles.checking} role="status">
          We are checking your payment (UTR {page.Utr}). Your order stays held meanwhile.
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
  return (
    <SignInGate title={TITLE} prompt="Sign in to pay" icon="cart">
      <PageFrame title={TITLE}>
        {id ? (
          <UpiPay orderId={id} />
        ) : (
          <ErrorState title="Order not found" message="This payment link is not valid." />
        )}
      </PageFrame>
    </SignInGate>
  );
}
