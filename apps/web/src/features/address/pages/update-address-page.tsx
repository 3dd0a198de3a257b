import { useEffect } from 'react';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { buttonClassName, EmptyState } from '@kirana/ui';
import { Card, PageFrame } from '../../../components/page-frame';
import { InlineLoader } from '../../../components/three-dots-loader';
import { SignInGate } from '../../auth';
import { fetchAddresses, updateAddress } from '../address-thunks';
import { returnsToCheckout, valuesOf } from '../address-form-values';
import { selectAddressState, selectAddressToUpdate } from '../address-selectors';
import { selectAddressIdToUpdate } from '../address-slice';
import { UpdateAddressFallback } from '../components/update-address-fallback';
import { chooseAddressForUpdate } from '../update-choice';
import { AddressForm } from '../components/address-form';
import { useT } from '../../../lib/i18n';

function UpdateAddressForm() {
  const t = useT();
  const TITLE = t('address.title.edit');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { isParamPassed } = useParams();
  const toCheckout = returnsToCheckout(isParamPassed);
  const address = useAppSelector(selectAddressToUpdate);
  const { listLoaded, loading } = useAppSelector(selectAddressState);
  useEffect(() => {
    if (!listLoaded) void dispatch(fetchAddresses());
  }, [dispatch, listLoaded]);
  const target = toCheckout ? '/order/checkout' : '/user/address';
  // Leaving clears the selection, which also unregisters this route: it exists only while an address is chosen.
  const leave = () => {
    void navigate(target);
    dispatch(chooseAddressForUpdate(null));
  };

  if (!address)
    return (
      <PageFrame title={TITLE} card>
        {!listLoaded || loading ? (
          <InlineLoader label={t('address.loading-one')} />
        ) : (
          <EmptyState
            icon="pin"
            title={t('address.gone')}
            actions={
              <Link to="/user/address" className={buttonClassName()}>
                {t('address.my-addresses')}
              </Link>
            }
          />
        )}
      </PageFrame>
    );
  return (
    <PageFrame title={TITLE}>
      <Card>
        <AddressForm
          key={address.AddressId}
          initial={valuesOf(address)}
          submitLabel={t('address.save-changes')}
          onCancel={leave}
          onSave={async (input) => {
            const result = await dispatch(updateAddress({ addressId: address.AddressId, input }));
            if (updateAddress.rejected.match(result)) return result.payload ?? null;
            leave();
            return null;
          }}
        />
      </Card>
    </PageFrame>
  );
}

/**
 * Edit the address chosen in the list; with the parameter, back to checkout afterwards. With none
 * chosen (a reload, a shared link), the fallback (here, not in the router: the address slice is
 * not part of the first screen).
 */
export default function UpdateAddressPage() {
  const t = useT();
  const addressIdToUpdate = useAppSelector(selectAddressIdToUpdate);
  if (addressIdToUpdate === null) return <UpdateAddressFallback />;
  return (
    <SignInGate title={t('address.title.edit')} prompt={t('address.sign-in.edit')} icon="pin">
      <UpdateAddressForm />
    </SignInGate>
  );
}
