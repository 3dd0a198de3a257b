import { z } from 'zod';

/** Google's Maps JavaScript API script. */
export const DEFAULT_MAPS_SDK_URL = 'https://maps.googleapis.com/maps/api/js';

const MapsEnv = z.object({
  MAPS_SDK_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
});

/**
 * The Maps JavaScript API script the address form loads: MAPS_SDK_URL (a proxy, or a stand-in in
 * tests) or Google's. Read from the environment when the app is built (config.ts does not list
 * it yet); throws naming the variable when it is not an http(s) URL.
 */
export function mapsSdkUrl(env: Record<string, string | undefined> = process.env): string {
  const parsed = MapsEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data.MAPS_SDK_URL ?? DEFAULT_MAPS_SDK_URL;
}
