import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { RETURN_REASONS, type ReturnOptionsAnswer } from '@kirana/shared';
import { useT } from '../../../lib/i18n';
import { returnReasonLabel } from '../format';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName, EmptyState, ErrorState, Skeleton } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { showToast } from '../../../lib/toasts';
import { formatInr } from '../../catalogue';
import { parseOrderId } from '../../orders';
import { SignInGate } from '../../auth';
import { selectUser } from '../../users';
import { DestinationPicker } from '../components/destination-picker';
import { PhotoPicker } from '../../../components/photo-picker/photo-picker';
import { ReturnLines } from '../components/return-lines';
import styles from '../components/return-form.module.css';
import { createRefund } from '../refunds-slice';
import {
  returnTotal,
  serverReturnErrors,
  toReturnBody,
  validateReturn,
  type ReturnErrors,
  type ReturnFormValues,
  type ReturnReason,
} from '../return-form';
import { usePhotoUploads } from '../../../components/photo-picker/use-photo-uploads';
import { useReturnOptions } from '../use-return-options';

/** At most four photos go with a return request. */
const MAX_RETURN_PHOTOS = 4;

function BackToOrder({ orderId }: { orderId: number }) {
  const t = useT();
  return (
    <Link to={`/order/details/${orderId}`} className={buttonClassName({ variant: 'secondary' })}>
      {t('refunds.return.back')}
    </Link>
  );
}

/** Sends the request once (a second click while sending does nothing), then opens the refund. */
function useSubmitReturn(orderId: number, options: ReturnOptionsAnswer) {
  const dispatch = useAppDispatch();
  const t = useT();
  const navigate = useNavigate();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReturnErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (values: ReturnFormValues) => {
    if (sending.current) return;
    const found = validateReturn(orderId, options.Lines, values, t);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    setBusy(true);
    const body = toReturnBody(orderId, options.Lines, values);
    const result = await dispatch(createRefund(body));
    sending.current = false;
    setBusy(false);
    if (createRefund.fulfilled.match(result)) {
      showToast('success', t('refunds.return.requested', { number: result.payload.RefundNumber }));
      void navigate(`/refund/details/${result.payload.RefundId}`, { replace: true });
      return;
    }
    const failure = result.payload;
    const fromServer = serverReturnErrors(failure?.body?.Fields, body, options.Lines, t);
    setErrors(fromServer);
    if (Object.keys(fromServer).length === 0)
      setFormError(
        failure?.body?.ErrorDescription || failure?.message || t('refunds.return.tryAgain'),
      );
  };
  return { busy, errors, setErrors, formError, submit };
}

function ReturnForm({ orderId, options }: { orderId: number; options: ReturnOptionsAnswer }) {
  const t = useT();
  const { token } = useAppSelector(selectUser);
  const uploads = usePhotoUploads({ path: '/refund-photos', maxPhotos: MAX_RETURN_PHOTOS, token });
  const { busy, errors, setErrors, formError, submit } = useSubmitReturn(orderId, options);
  const [values, setValues] = useState<Omit<ReturnFormValues, 'photoIds'>>({
    choices: {},
    reason: '',
    comment: '',
    destination: options.Destinations[0] ?? null,
    upiId: '',
  });
  const set = <K extends keyof typeof values>(
    key: K,
    value: (typeof values)[K],
    field?: keyof ReturnErrors,
  ) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const total = returnTotal(options.Lines, values.choices);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ ...values, photoIds: uploads.photoIds });
  };
  return (
    <form
      className={styles.layout}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('refunds.return.form')}
    >
      <div className={styles.main}>
        <section className={styles.card}>
          <ReturnLines
            lines={options.Lines}
            choices={values.choices}
            onChange={(choices) => set('choices', choices, 'Lines')}
            error={errors.Lines}
          />
        </section>
        <section className={`${styles.card} ${styles.stack}`}>
          <div className={styles.field}>
            <label htmlFor="return-reason">{t('refunds.return.reason')}</label>
            <select
              id="return-reason"
              className={styles.input}
              value={values.reason}
              aria-invalid={errors.Reason ? true : undefined}
              onChange={(e) => set('reason', e.target.value as ReturnReason, 'Reason')}
            >
              <option value="">{t('refunds.return.chooseReason')}</option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {returnReasonLabel(t, r)}
                </option>
              ))}
            </select>
            {errors.Reason ? <p className={styles.error}>{errors.Reason}</p> : null}
          </div>
          <div className={styles.field}>
            <label htmlFor="return-comment">
              {t('refunds.return.comment')}{' '}
              <span className={styles.optional}>{t('refunds.optional')}</span>
            </label>
            <textarea
              id="return-comment"
              className={styles.input}
              maxLength={500}
              value={values.comment}
              aria-invalid={errors.Comment ? true : undefined}
              onChange={(e) => set('comment', e.target.value, 'Comment')}
            />
            {errors.Comment ? <p className={styles.error}>{errors.Comment}</p> : null}
          </div>
        </section>
        <section className={styles.card}>
          <PhotoPicker uploads={uploads} error={errors.PhotoIds} />
        </section>
        <section className={styles.card}>
          <DestinationPicker
            destinations={options.Destinations}
            value={values.destination}
            upiId={values.upiId}
            onChange={(d) => set('destination', d, 'Destination')}
            onUpiId={(id) => set('upiId', id, 'UpiId')}
            errors={errors}
          />
        </section>
      </div>
      <aside className={`${styles.card} ${styles.summary}`}>
        <p className={styles.total}>
          <span>{t('refunds.return.refund')}</span>
          <strong data-testid="return-total" aria-live="polite">
            {formatInr(total)}
          </strong>
        </p>
        <p className={styles.hint}>{t('refunds.return.hint')}</p>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" block disabled={busy || uploads.uploading}>
          {busy
            ? t('refunds.return.sending')
            : uploads.uploading
              ? t('refunds.return.uploading')
              : t('refunds.return.submit')}
        </Button>
        <BackToOrder orderId={orderId} />
      </aside>
    </form>
  );
}

function ReturnBody({ orderId }: { orderId: number }) {
  const t = useT();
  const { options, failure, retry } = useReturnOptions(orderId);
  if (failure?.status === 404) return <OrderNotFound />;
  if (failure)
    return (
      <ErrorState
        title={t('refunds.return.loadFailed')}
        message={t('refunds.details.failure', {
          message: failure.message,
          description: failure.description,
        })}
        onRetry={retry}
      />
    );
  if (!options)
    return (
      <div className={styles.layout} role="status" aria-label={t('refunds.return.loading')}>
        <Skeleton height={260} radius={16} />
        <Skeleton height={180} radius={16} />
      </div>
    );
  if (!options.CanReturn)
    return (
      <EmptyState
        icon="package"
        title={t('refunds.return.nothingTitle')}
        message={options.Message ?? t('refunds.return.nothingMessage')}
        actions={<BackToOrder orderId={orderId} />}
      />
    );
  return <ReturnForm orderId={orderId} options={options} />;
}

function OrderNotFound() {
  const t = useT();
  return (
    <EmptyState
      icon="search"
      title={t('orders.details.notFoundTitle')}
      message={t('orders.details.notFoundMessage')}
      actions={
        <Link to="/order/history" className={buttonClassName()}>
          {t('orders.myOrders')}
        </Link>
      }
    />
  );
}

/** Asking for a return: lines and quantities, reason, photos and where the money goes. */
export default function ReturnRequestPage() {
  const orderId = parseOrderId(useParams().orderId);
  const t = useT();
  const title = t('refunds.return.title');
  return (
    <SignInGate title={title} prompt={t('refunds.return.signIn')} icon="refund">
      <PageFrame title={title} description={t('refunds.return.description')}>
        {orderId === null ? <OrderNotFound /> : <ReturnBody orderId={orderId} />}
      </PageFrame>
    </SignInGate>
  );
}
