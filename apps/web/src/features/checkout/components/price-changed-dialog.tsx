import { useT } from '../../../lib/i18n';
import { Button, Dialog } from '@kirana/ui';
import type { ApiFailure } from '../../../lib/api-client';

/** Place order refused because prices moved: says so, with the server's details if any. */
export function PriceChangedDialog({
  open,
  failure,
  onClose,
}: {
  open: boolean;
  failure: ApiFailure | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('cart.dialog.price-update-title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('checkout.priceChanged.review')}</Button>}
    >
      <p>{t('cart.dialog.price-update-body')}</p>
      {failure?.body?.ErrorDescription ? <p>{failure.body.ErrorDescription}</p> : null}
    </Dialog>
  );
}
