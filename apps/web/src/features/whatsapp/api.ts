// The shopper's consent to order updates on WhatsApp (packages/shared whatsapp contract).
import type { WhatsAppConsent } from '@kirana/shared';
import { apiGet, apiRequest } from '../../lib/api-client';

export const getWhatsAppConsent = (signal?: AbortSignal) =>
  apiGet<WhatsAppConsent>('/profile/whatsapp', undefined, signal);
export const setWhatsAppConsent = (OptedIn: boolean) =>
  apiRequest<WhatsAppConsent>('PUT', '/profile/whatsapp', { body: { OptedIn } });

/** The query key every reader of the consent shares (Settings, checkout). */
export const CONSENT_KEY = 'GET /profile/whatsapp';
