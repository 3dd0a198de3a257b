import type { AppDeps } from '../lib/deps';
import { ANALYTICS_SOURCES, type CspSources } from '../lib/security-headers';
import { mapCspSources } from '../modules/address';
import { loginCspSources } from '../modules/auth';
import { getSetting } from '../modules/content';
import { paymentCspSources } from '../modules/payments';

/**
 * The outside hosts the CSP allows, from the store's settings (analytics, the map) and the
 * config (sign-in, payments). They are known before the server is made so that even the answers
 * Fastify gives before routing carry the security headers.
 */
export async function cspSourcesOf(deps: AppDeps): Promise<CspSources[]> {
  const { config } = deps;
  const store = await getSetting(deps.database.readDb, 'storeConfigs').catch(() => null);
  return [
    store?.GaMeasurementId ? ANALYTICS_SOURCES : {},
    store?.MapApiKey ? mapCspSources(config.MAPS_SDK_URL) : {},
    loginCspSources(config),
    paymentCspSources(config),
  ];
}
