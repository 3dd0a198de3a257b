import { useNavigate, useParams } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Card, PageFrame } from '../../../components/page-frame';
import { deliveryAddressSelected } from '../../checkout';
import { selectUser } from '../../users';
import { SignInGate } from '../../auth';
import { createAddress } from '../address-thunks';
import { newAddressValues, returnsToCheckout } from '../address-form-values';
import { AddressForm } from '../components/address-form';
import { useT } from '../../../lib/i18n';

function NewAddressForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { isParamPassed } = useParams();
  const { phoneNumber } = useAppSelector(selectUser);
  const toCheckout = returnsToCheckout(isParamPassed);
  const back = () => void navigate(toCheckout ? '/order/checkout' : '/user/address');
  return (
    <PageFrame title={t('address.title.new')} description={t('address.new.description')}>
      <Card>
        <AddressForm
          initial={newAddressValues(phoneNumber)}
          submitLabel={t('address.save')}
          onCancel={back}
          onSave={async (input) => {
            const result = await dispatch(createAddress(input));
            if (createAddress.rejected.match(result)) return result.payload ?? null;
            // a new address added from the checkout is the one to deliver to
            if (toCheckout && result.payload.IsServiceable)
              dispatch(deliveryAddressSelected(result.payload));
            back();
            return null;
          }}
        />
      </Card>
    </PageFrame>
  );
}

/** Add a delivery address; with the parameter, back to checkout afterwards. */
export default function NewAddressPage() {
  const t = useT();
  return (
    <SignInGate title={t('address.title.new')} prompt={t('address.sign-in.add')} icon="pin">
      <NewAddressForm />
    </SignInGate>
  );
}
