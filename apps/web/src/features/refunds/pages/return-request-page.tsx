import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { RETURN_REASONS, type ReturnOptionsAnswer } from '@kirana/shared';
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

const TITLE = 'Return items';
/** At most four photos go with a return request. */
const MAX_RETURN_PHOTOS = 4;

function BackToOrder({ orderId }: { orderId: number }) {
  return (
    <Link to={`/order/details/${orderId}`} className={buttonClassName({ variant: 'secondary' })}>
      Back to the order
    </Link>
  );
}

/** Sends the request once (a second click while sending does nothing), then opens the refund. */
function useSubmitReturn(orderId: number, options: ReturnOptionsAnswer) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReturnErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (values: ReturnFormValues) => {
    if (sending.current) return;
    const found = validateReturn(orderId, options.Lines, values);
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
      showToast('success', `Return requested: ${result.payload.RefundNumber}`);
      void navigate(`/refund/details/${result.payload.RefundId}`, { replace: true });
      return;
    }
    const failure = result.payload;
    const fromServer = serverReturnErrors(failure?.body?.Fields, body, options.Lines);
    setErrors(fromServer);
    if (Object.keys(fromServer).length === 0)
      setFormError(failure?.body?.ErrorDescription || failure?.message || 'Please try again');
  };
  return { busy, errors, setErrors, formError, submit };
}

function ReturnForm({ orderId, options }: { orderId: number; options: ReturnOptionsAnswer }) {
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
    <form className={styles.layout} onSubmit={onSubmit} noValidate aria-label="Return request">
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
            <label htmlFor="return-reason">Reason for the return</label>
            <select
              id="return-reason"
              className={styles.input}
              value={values.reason}
              aria-invalid={errors.Reason ? true : undefined}
              onChange={(e) => set('reason', e.target.value as ReturnReason, 'Reason')}
            >
              <option value="">Choose a reason</option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
            {errors.Reason ? <p className={styles.error}>{errors.Reason}</p> : null}
          </div>
          <div className={styles.field}>
            <label htmlFor="return-comment">
              Anything to add? <span className={styles.optional}>(optional)</span>
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
          <span>Refund</span>
          <strong data-testid="return-total" aria-live="polite">
            {formatInr(total)}
          </strong>
        </p>
        <p className={styles.hint}>
          Once the return is approved we pick the items up, and the refund is made at pickup.
        </p>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" block disabled={busy || uploads.uploading}>
          {busy ? 'Sending…' : uploads.uploading ? 'Uploading photos…' : 'Request return'}
        </Button>
        <BackToOrder orderId={orderId} />
      </aside>
    </form>
  );
}

function ReturnBody({ orderId }: { orderId: number }) {
  const { options, failure, retry } = useReturnOptions(orderId);
  if (failure?.status === 404) return <OrderNotFound />;
  if (failure)
    return (
      <ErrorState
        title="We could not load this order's items"
        message={`${failure.message}. ${failure.description}`}
        onRetry={retry}
      />
    );
  if (!options)
    return (
      <div className={styles.layout} role="status" aria-label="Loading the order's items">
        <Skeleton height={260} radius={16} />
        <Skeleton height={180} radius={16} />
      </div>
    );
  if (!options.CanReturn)
    return (
      <EmptyState
        icon="package"
        title="Nothing in this order can be returned"
        message={options.Message ?? 'Its items are past their return window or take no returns.'}
        actions={<BackToOrder orderId={orderId} />}
      />
    );
  return <ReturnForm orderId={orderId} options={options} />;
}

function OrderNotFound() {
  return (
    <EmptyState
      icon="search"
      title="We couldn't find this order"
      message="It may belong to another account, or the link may be mistyped."
      actions={
        <Link to="/order/history" className={buttonClassName()}>
          My orders
        </Link>
      }
    />
  );
}

/** Asking for a return: lines and quantities, reason, photos and where the money goes. */
export default function ReturnRequestPage() {
  const orderId = parseOrderId(useParams().orderId);
  return (
    <SignInGate title={TITLE} prompt="Sign in to return items" icon="refund">
      <PageFrame title={TITLE} description="Choose what goes back and where your money should go.">
        {orderId === null ? <OrderNotFound /> : <ReturnBody orderId={orderId} />}
      </PageFrame>
    </SignInGate>
  );
}
