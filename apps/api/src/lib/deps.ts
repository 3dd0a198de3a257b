import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { CatalogueCache } from './catalogue-cache';
import type { RazorpayKeysInForce } from './razorpay-keys';

/** Where the process is in its life: a stopping process drains (health answers 503). */
export interface Lifecycle {
  draining: boolean;
}

/** What the composition root hands every module. */
export interface AppDeps {
  config: Config;
  database: Database;
  cache: CatalogueCache;
  /** Present with REDIS_URL: shared counters and cross-process messages. */
  redis?: Redis;
  lifecycle: Lifecycle;
  /** The Razorpay keys in force (the environment's, else the console's): read it, not config. */
  razorpayKeys: RazorpayKeysInForce;
}
