import { useCallback, useEffect, useState } from 'react';
import type { Address } from '@kirana/shared';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName, Dialog, EmptyState, ErrorState, Icon } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { InlineLoader } from '../../../components/three-dots-loader';
import { toFailure, type ApiFailure } from '../../../lib/api-client';
import { deliveryAddressSelected } from '../../checkout';
import { errorDialogShown } from '../../ui';
import { SignInGate } from '../../auth';
import { deleteAddress, fetchAddresses, makeDefaultAddress } from '../address-thunks';
import { returnsToCheckout } from '../address-form-values';
import { selectAddressState } from '../address-selectors';
import { chooseAddressForUpdate } from '../update-choice';
import { AddressCard } from './address-card';
import styles from './address-list.module.css';
import { useT } from '../../../lib/i18n';

/** Loads the list on mount; returns the page's own load failure and a retry. */
function useAddressList() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState<string | null>(null);
  const load = useCallback(() => {
    setFailed(null);
    void dispatch(fetchAddresses()).then((result) => {
      if (fetchAddresses.rejected.match(result))
        setFailed(result.payload?.message ?? t('address.failed-fallback'));
    });
  }, [dispatch, t]);
  useEffect(load, [load]);
  return { failed, retry: load };
}

function AddressBookBody({ title, choosing }: { title: string; choosing: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { isParamPassed } = useParams();
  const toCheckout = returnsToCheckout(isParamPassed);
  const { addressList, listLoaded, loading } = useAppSelector(selectAddressState);
  const { failed, retry } = useAddressList();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const newPath = `/address/new${toCheckout ? `/${isParamPassed}` : ''}`;

  /** Makes an address the default or deletes it; a failure opens the error dialog. */
  const run = async (addressId: number, action: 'default' | 'delete') => {
    setBusyId(addressId);
    const result =
      action === 'default'
        ? await dispatch(makeDefaultAddress(addressId))
        : await dispatch(deleteAddress(addressId));
    setBusyId(null);
    if (result.meta.requestStatus === 'rejected') {
      const failure = (result.payload as ApiFailure | undefined) ?? toFailure(undefined);
      dispatch(errorDialogShown({ title: failure.message, body: failure.description }));
    }
  };
  const edit = (address: Address) => {
    dispatch(chooseAddressForUpdate(address.AddressId));
    void navigate(`/address/update/${toCheckout ? isParamPassed : 'false'}`);
  };
  const deliverHere = (address: Address) => {
    dispatch(deliveryAddressSelected(address));
    void navigate('/order/checkout');
  };

  const addLink = (
    <Link to={newPath} className={buttonClassName()}>
      <Icon name="pin" size={18} />
      {t('address.add')}
    </Link>
  );
  let body;
  if (failed && addressList.length === 0)
    body = <ErrorState title={t('address.load-failed')} message={failed} onRetry={retry} />;
  else if (!listLoaded && (loading || !failed))
    body = <InlineLoader label={t('address.loading')} />;
  else if (addressList.length === 0)
    body = (
      <EmptyState
        icon="pin"
        title={t('address.empty.title')}
        message={t('address.empty.message')}
        actions={addLink}
      />
    );
  else
    body = (
      <ul className={styles.list}>
        {addressList.map((address) => (
          <li key={address.AddressId}>
            <AddressCard
              address={address}
              actions={
                <>
                  {choosing ? (
                    <Button
                      size="s"
                      onClick={() => deliverHere(address)}
                      disabled={!address.IsServiceable}
                    >
                      {t('address.deliver-here')}
                    </Button>
                  ) : null}
                  {address.IsDefault ? null : (
                    <Button
                      size="s"
                      variant="secondary"
                      disabled={busyId === address.AddressId}
                      onClick={() => void run(address.AddressId, 'default')}
                      aria-label={t('address.set-default-label', { name: address.Name })}
                    >
                      {t('address.set-default')}
                    </Button>
                  )}
                  <Button
                    size="s"
                    variant="secondary"
                    onClick={() => edit(address)}
                    aria-label={t('address.edit-label', { name: address.Name })}
                  >
                    {t('address.edit')}
                  </Button>
                  <Button
                    size="s"
                    variant="ghost"
                    disabled={busyId === address.AddressId}
                    onClick={() => setToDelete(address)}
                    aria-label={t('address.delete-label', { name: address.Name })}
                  >
                    {t('address.delete')}
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
    );

  return (
    <PageFrame title={title} actions={addressList.length > 0 ? addLink : undefined}>
      {body}
      <Dialog
        open={toDelete !== null}
        title={t('address.delete.title')}
        onClose={() => setToDelete(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {t('address.delete.keep')}
            </Button>
            <Button
              onClick={() => {
                const address = toDelete;
                setToDelete(null);
                if (address) void run(address.AddressId, 'delete');
              }}
            >
              {t('address.delete')}
            </Button>
          </>
        }
      >
        {toDelete ? (
          <p>
            {toDelete.Name}, {toDelete.House}, {toDelete.Street}, {toDelete.City} {toDelete.Pincode}
          </p>
        ) : null}
      </Dialog>
    </PageFrame>
  );
}

/** A signed-in shopper's address book; `choosing` adds "Deliver here" (the checkout's list). */
export function AddressBook({ title, choosing = false }: { title: string; choosing?: boolean }) {
  const t = useT();
  return (
    <SignInGate title={title} prompt={t('address.sign-in.list')} icon="pin">
      <AddressBookBody title={title} choosing={choosing} />
    </SignInGate>
  );
}
