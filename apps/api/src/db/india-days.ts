import { sql, type SQL } from 'drizzle-orm';

// India's calendar days in SQL: a query's days (YYYY-MM-DD, India's) as the instants they start,
// so a day means to the database what it means to the store, whatever the server's zone.

/** The instant an India day starts: a day given as a string (bound) or an SQL date expression. */
export const indiaDayStart = (day: string | SQL) =>
  sql`${day}::date::timestamp AT TIME ZONE 'Asia/Kolkata'`;

/** The instant the India day after `day` starts: where `day` ends, itself left out. */
export const indiaDayEnd = (day: string | SQL) =>
  sql`(${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`;
