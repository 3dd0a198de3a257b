import { useState } from 'react';
import type { WhatsAppConsent } from '@kirana/shared';
import { useAppSelector } from '../../app/hooks';
import { toFailure, type ApiFailure } from '../../lib/api-client';
import { useServerQuery } from '../../lib/use-server-query';
import { selectIsAuthenticated, selectUser } from '../users';
import { CONSENT_KEY, getWhatsAppConsent, setWhatsAppConsent } from './api';

/**
 * The signed-in shopper's WhatsApp consent (asked only while signed in), the mobile the updates
 * go to (the consent's, else the account's), and `change` to opt in or out.
 */
export function useWhatsAppConsent() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const accountMobile = useAppSelector(selectUser).phoneNumber;
  const query = useServerQuery(signedIn ? CONSENT_KEY : null, getWhatsAppConsent);
  const [saved, setSaved] = useState<WhatsAppConsent | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<ApiFailure | null>(null);
  const consent = saved ?? query.data;

  const change = async (optedIn: boolean) => {
    setSaving(true);
    setSaveFailure(null);
    try {
      setSaved(await setWhatsAppConsent(optedIn));
    } catch (err) {
      setSaveFailure(toFailure(err));
    } finally {
      setSaving(false);
    }
  };

  return {
    signedIn,
    query,
    consent,
    mobile: consent?.PhoneNumber ?? accountMobile,
    saving,
    saveFailure,
    change,
  };
}
