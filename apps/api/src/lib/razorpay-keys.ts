import type { Config } from '../config';

// "The Razorpay keys in force", read synchronously by every payment call site: the environment's
// three keys when set (they win), else the keys the owner connected in the console, decrypted
// at start and set again whenever they change (in this process on save; in the others through
// Redis: modules/payments/razorpay-keys.ts). Nothing here touches the database.

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export type RazorpayKeySource = 'environment' | 'console' | 'none';

export class RazorpayKeysInForce {
  private keys: RazorpayKeys | null;
  private merged: Config | null = null;
  /** Moves on each change: a cached view of the keys (the CSP) is remade when it moves. */
  version = 0;

  constructor(private readonly config: Config) {
    this.keys = RazorpayKeysInForce.fromEnvironment(config);
  }

  /** The environment's keys when all three are set (loadConfig refuses part of them). */
  static fromEnvironment(c: Config): RazorpayKeys | null {
    return c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET && c.RAZORPAY_WEBHOOK_SECRET
      ? {
          keyId: c.RAZORPAY_KEY_ID,
          keySecret: c.RAZORPAY_KEY_SECRET,
          webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
        }
      : null;
  }

  get fromEnvironment(): boolean {
    return RazorpayKeysInForce.fromEnvironment(this.config) !== null;
  }

  get source(): RazorpayKeySource {
    if (this.fromEnvironment) return 'environment';
    return this.keys ? 'console' : 'none';
  }

  get current(): RazorpayKeys | null {
    return this.keys;
  }

  /** Sets the console's keys (null: none); the environment's, when set, stay in force. */
  setConsoleKeys(keys: RazorpayKeys | null): void {
    if (this.fromEnvironment) return;
    const same =
      keys?.keyId === this.keys?.keyId &&
      keys?.keySecret === this.keys?.keySecret &&
      keys?.webhookSecret === this.keys?.webhookSecret;
    if (same) return;
    this.keys = keys;
    this.merged = null;
    this.version++;
  }

  /** The config with the keys in force as its RAZORPAY_* values (what razorpayOn reads). */
  paymentConfig(): Config {
    this.merged ??= {
      ...this.config,
      RAZORPAY_KEY_ID: this.keys?.keyId,
      RAZORPAY_KEY_SECRET: this.keys?.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.keys?.webhookSecret,
    };
    return this.merged;
  }
}

/** The config a payment decision reads: the environment with the Razorpay keys in force. */
export const paymentConfigOf = (deps: { razorpayKeys: RazorpayKeysInForce }): Config =>
  deps.razorpayKeys.paymentConfig();
