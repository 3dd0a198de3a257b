import { customType } from 'drizzle-orm/pg-core';

/** A bytea column read as a Buffer on both databases. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** A tsvector column, read as its text form (search reads it only inside SQL). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
