import { useT } from '../../../lib/i18n';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, ErrorState, Skeleton } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import type { ApiFailure } from '../../../lib/api-client';
import { useServerQuery } from '../../../lib/use-server-query';
import { formatInr } from '../../catalogue';
import { parseOrderId } from '../../orders';
import { SignInGate } from '../../auth';
import { getPaymentSession } from '../api';
import { paymentStarted, selectProcessedOrder } from '../order-process-slice';
import { CONFIRMED_PATH } from '../paths';
import { decideSandboxPayment } from '../payment-thunks';
import styles from '../components/payment.module.css';

type Choice = 'succeed' | 'fail' | 'cancel';

function SandboxPay({ paymentId }: { paymentId: number }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const query = useServerQuery(`GET /payments/${paymentId}`, (signal) =>
    getPaymentSession(paymentId, signal),
  );
  const session = query.data;
  const [busy, setBusy] = useState<Choice | null>(null);
  // a refused decision is shown as the page's failure; its retry loads the payment again
  const [refused, setRefused] = useState<ApiFailure | null>(null);
  const failure = query.status === 'error' ? query.failure : refused;
  const processed = useAppSelector(selectProcessedOrder);

  useEffect(() => {
    if (session) dispatch(paymentStarted());
  }, [dispatch, session]);

  if (failure)
    return (
      <ErrorState
        title={t('checkout.sandbox.openFailed')}
        message={`${failure.message}. ${failure.description}`}
        onRetry={() => {
          setRefused(null);
          void query.refetch();
        }}
      />
    );
  if (!session) return <Skeleton height={280} radius={16} />;

  const decide = async (outcome: Choice) => {
    setBusy(outcome);
    const result = await dispatch(
      decideSandboxPayment({
        paymentId,
        orderId: session.OrderId,
        orderNumber: session.OrderNumber,
        outcome,
      }),
    );
    setBusy(null);
    if (decideSandboxPayment.fulfilled.match(result) && result.payload.kind === 'paid')
      void navigate(CONFIRMED_PATH, { replace: true });
    else if (decideSandboxPayment.fulfilled.match(result))
      // back to where the payment began: the checkout, or the order's own page
      void navigate(
        processed?.createdOrder.OrderId === session.OrderId
          ? '/order/checkout'
          : `/order/details/${session.OrderId}`,
        { replace: true },
      );
    else setRefused(result.payload ?? null);
  };

  return (
    <section className={styles.panel} aria-labelledby="sandbox-title">
      <p className={styles.sandboxBanner} role="note">
        {t('checkout.sandbox.banner')}
      </p>
      <h2 id="sandbox-title">{session.StoreName}</h2>
      <p>
        {session.Description} ·{' '}
        <span className={styles.amount} data-testid="sandbox-amount">
          {formatInr(session.Amount)}
        </span>
      </p>
      <div className={styles.sandboxButtons}>
        <Button disabled={busy !== null} onClick={() => void decide('succeed')}>
          {busy === 'succeed' ? t('checkout.sandbox.paying') : t('checkout.sandbox.succeed')}
        </Button>
        <Button variant="secondary" disabled={busy !== null} onClick={() => void decide('fail')}>
          {t('checkout.sandbox.fail')}
        </Button>
        <Button variant="ghost" disabled={busy !== null} onClick={() => void decide('cancel')}>
          {t('checkout.sandbox.cancel')}
        </Button>
      </div>
    </section>
  );
}

/** The sandbox gateway's page: it says plainly that no money moves; the server decides. */
export default function SandboxPayPage() {
  const { paymentId } = useParams();
  const id = parseOrderId(paymentId);
  const t = useT();
  return (
    <SignInGate
      title={t('checkout.sandbox.title')}
      prompt={t('checkout.sandbox.signInPrompt')}
      icon="cart"
    >
      <PageFrame title={t('checkout.sandbox.title')}>
        {id ? (
          <SandboxPay paymentId={id} />
        ) : (
          <ErrorState
            title={t('checkout.sandbox.notFound')}
            message={t('checkout.sandbox.notValid')}
          />
        )}
      </PageFrame>
    </SignInGate>
  );
}
