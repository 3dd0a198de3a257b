import type { AppDeps } from '../lib/deps';
import { paymentConfigOf } from '../lib/razorpay-keys';
import { ANALYTICS_SOURCES, securityHeaders, type CspSources } from '../lib/security-headers';
import { mapCspSources } from '../modules/address';
import { loginCspSources } from '../modules/auth';
import { getSetting } from '../modules/content';
import { paymentCspSources } from '../modules/payments';

/**
 * The outside hosts the CSP allows, from the store's settings (analytics, the map) and the
 * config (sign-in). They are known before the server is made so that even the answers Fastify
 * gives before routing carry the security headers. Payments' hosts are added by
 * securityHeadersOf: Razorpay may be connected in the console while the server runs.
 */
export async function cspSourcesOf(deps: AppDeps): Promise<CspSources[]> {
  const { config } = deps;
  const store = await getSetting(deps.database.readDb, 'storeConfigs').catch(() => null);
  return [
    store?.GaMeasurementId ? ANALYTICS_SOURCES : {},
    store?.MapApiKey ? mapCspSources(config.MAPS_SDK_URL) : {},
    loginCspSources(config),
  ];
}

/**
 * The security headers of every answer: `parts` and Razorpay's hosts while its keys are in force
 * (the environment's or the console's), made again only when those keys change.
 */
export function securityHeadersOf(
  deps: Pick<AppDeps, 'razorpayKeys'>,
  parts: CspSources[],
): () => Readonly<Record<string, string>> {
  let version = -1;
  let headers: Readonly<Record<string, string>> = {};
  return () => {
    if (version !== deps.razorpayKeys.version) {
      version = deps.razorpayKeys.version;
      headers = securityHeaders([...parts, paymentCspSources(paymentConfigOf(deps))]);
    }
    return headers;
  };
}
