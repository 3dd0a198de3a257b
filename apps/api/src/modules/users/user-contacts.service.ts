import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './users.tables';

// Who a customer is, for the console's lists (refunds, reviews): name, email and mobile.

export interface CustomerContact {
  UserId: number;
  Name: string;
  Email: string | null;
  Phone: string | null;
}

/** The contacts of these users by id; an erased user reads as "Deleted account". */
export async function contactsOf(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, CustomerContact>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length
    ? await db
        .select({ id: users.id, name: users.username, email: users.email, phone: users.phone })
        .from(users)
        .where(and(inArray(users.id, ids), isNull(users.deletedAt)))
    : [];
  const found = new Map(
    rows.map((r) => [r.id, { UserId: r.id, Name: r.name, Email: r.email, Phone: r.phone }]),
  );
  return new Map(
    ids.map((id) => [
      id,
      found.get(id) ?? { UserId: id, Name: 'Deleted account', Email: null, Phone: null },
    ]),
  );
}
