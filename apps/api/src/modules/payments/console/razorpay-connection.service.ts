import type {
  RazorpayConnection,
  RazorpayKeyCheck,
  RazorpayKeyCheckBody,
  RazorpayKeysBody,
} from '@kirana/shared';
import type { Config } from '../../../config';
import { inTransaction } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import { bumpCacheState } from '../../content';
import { recordAudit, type AuditActor } from '../../staff';
import { createRazorpayClient, RazorpayError } from '../razorpay';
import {
  deleteKeysRow,
  loadRazorpayKeys,
  openKeysRow,
  sealKeys,
  storedKeysRow,
  tellKeysChanged,
  writeKeysRow,
} from '../razorpay-keys';

// The owner connects Razorpay in the console: a test call with the keys, then the keys stored
// sealed and in force at once in every process; or disconnects it. The key secret and the
// webhook secret are never answered back, logged or written to the audit trail. The
// environment's keys, when set, win: then the console only shows them.

type Deps = Pick<AppDeps, 'config' | 'database' | 'cache' | 'redis' | 'razorpayKeys'>;

const modeOf = (keyId: string) => (keyId.startsWith('rzp_live_') ? 'live' : 'test');

/** Where the keys in force come from, and the public parts of them. */
export async function readRazorpayConnection(deps: Deps): Promise<RazorpayConnection> {
  const inForce = deps.razorpayKeys;
  if (inForce.source === 'environment') {
    const keyId = inForce.current!.keyId;
    return {
      Source: 'environment',
      KeyId: keyId,
      Mode: modeOf(keyId),
      ConnectedAt: null,
      ConnectedBy: null,
      IsReadable: true,
    };
  }
  const row = await storedKeysRow(deps.database.db);
  if (!row)
    return {
      Source: 'none',
      KeyId: null,
      Mode: null,
      ConnectedAt: null,
      ConnectedBy: null,
      IsReadable: true,
    };
  let readable = true;
  try {
    openKeysRow(deps.config, row);
  } catch {
    readable = false;
  }
  return {
    Source: 'console',
    KeyId: row.keyId,
    Mode: modeOf(row.keyId),
    ConnectedAt: row.connectedAt.toISOString(),
    ConnectedBy: row.connectedBy,
    IsReadable: readable,
  };
}

/** One cheap authenticated call (the latest order) with the keys: OK, or why not. */
export async function checkRazorpayKeys(
  config: Pick<Config, 'RAZORPAY_API_URL'>,
  body: RazorpayKeyCheckBody,
): Promise<RazorpayKeyCheck> {
  const client = createRazorpayClient({
    keyId: body.KeyId,
    keySecret: body.KeySecret,
    apiUrl: config.RAZORPAY_API_URL,
    timeoutMs: 8000,
  });
  try {
    await client.listOrders(1);
    return { Ok: true, Problem: null, Detail: null };
  } catch (err) {
    if (!(err instanceof RazorpayError)) throw err;
    const problem = err.status === 401 ? 'wrong-keys' : err.retryable ? 'unreachable' : 'refused';
    return { Ok: false, Problem: problem, Detail: err.description.slice(0, 300) };
  }
}

const fromEnvironment = () =>
  new AppError(
    409,
    'RAZORPAY_FROM_ENVIRONMENT',
    'Razorpay’s keys come from the server’s configuration',
    'Change RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET on the server instead',
  );

/**
 * Tests the keys with Razorpay, then stores them sealed (one transaction with the audit entry,
 * which names the key id and mode only) and puts them in force here and in every process.
 */
export async function connectRazorpay(
  deps: Deps,
  actor: AuditActor,
  body: RazorpayKeysBody,
): Promise<RazorpayConnection> {
  if (deps.razorpayKeys.fromEnvironment) throw fromEnvironment();
  const check = await checkRazorpayKeys(deps.config, body);
  if (check.Problem === 'unreachable')
    throw new AppError(
      502,
      'GATEWAY_UNAVAILABLE',
      'Razorpay is not answering',
      `Nothing was saved; try again in a minute. (${check.Detail})`,
    );
  if (!check.Ok) {
    const message = `Razorpay refused these keys: ${check.Detail}`;
    throw new AppError(400, 'VALIDATION_ERROR', message, undefined, [
      { Field: 'KeyId', Message: message },
      { Field: 'KeySecret', Message: message },
    ]);
  }
  const keys = { keyId: body.KeyId, keySecret: body.KeySecret, webhookSecret: body.WebhookSecret };
  const sealed = sealKeys(deps.config, keys);
  await inTransaction(deps.database.db, async (tx) => {
    const before = await storedKeysRow(tx);
    await writeKeysRow(tx, {
      ...sealed,
      connectedBy: actor.name,
      connectedByStaffId: actor.staffId ?? null,
    });
    await recordAudit(tx, actor, {
      action: 'settings.razorpay-connect',
      entity: 'settings',
      entityId: 'razorpay',
      before: before ? { KeyId: before.keyId, Mode: modeOf(before.keyId) } : null,
      after: { KeyId: keys.keyId, Mode: modeOf(keys.keyId) },
    });
  });
  // read back, not set from the body: of two saves at once, the one committed last is in force
  await loadRazorpayKeys(deps);
  await tellKeysChanged(deps);
  await bumpCacheState(deps);
  return readRazorpayConnection(deps);
}

/** Forgets the console's keys: Razorpay is off at once in every process. */
export async function disconnectRazorpay(
  deps: Deps,
  actor: AuditActor,
): Promise<RazorpayConnection> {
  if (deps.razorpayKeys.fromEnvironment) throw fromEnvironment();
  await inTransaction(deps.database.db, async (tx) => {
    const before = await storedKeysRow(tx);
    if (!before) return;
    await deleteKeysRow(tx);
    await recordAudit(tx, actor, {
      action: 'settings.razorpay-disconnect',
      entity: 'settings',
      entityId: 'razorpay',
      before: { KeyId: before.keyId, Mode: modeOf(before.keyId) },
      after: null,
    });
  });
  await loadRazorpayKeys(deps);
  await tellKeysChanged(deps);
  await bumpCacheState(deps);
  return readRazorpayConnection(deps);
}
