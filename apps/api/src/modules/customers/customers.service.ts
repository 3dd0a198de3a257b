import type {
  AdminReviewsAnswer,
  CustomerPageQuery,
  CustomerProfile,
  OrderHistoryAnswer,
  Address,
} from '@kirana/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listAddressesForUser } from '../address';
import { orderHistory } from '../orders';
import { adminReviews } from '../reviews';
import { customerProfile } from '../users';

// One customer as the store owner sees them: profile, orders, addresses and reviews, each read
// for the customer named in the path only (the wallet is the wallet module's customerWallet).

const customerNotFound = () => new AppError(404, 'CUSTOMER_NOT_FOUND', 'Customer not found');

/** A live customer's profile; 404 for no such customer (or an erased one). */
export async function customerDetails(db: Db, userId: number): Promise<CustomerProfile> {
  const found = await customerProfile(db, userId);
  if (!found) throw customerNotFound();
  return found;
}

/** A page of the customer's orders, newest first. */
export async function customerOrders(
  db: Db,
  userId: number,
  q: CustomerPageQuery,
): Promise<OrderHistoryAnswer> {
  await customerDetails(db, userId);
  return orderHistory(db, userId, q);
}

/** The customer's live addresses, the default first. */
export async function customerAddresses(db: Db, userId: number): Promise<{ Addresses: Address[] }> {
  await customerDetails(db, userId);
  return { Addresses: await listAddressesForUser(db, userId) };
}

/** A page of the customer's reviews, hidden ones included, newest first. */
export async function customerReviews(
  db: Db,
  userId: number,
  q: CustomerPageQuery,
): Promise<AdminReviewsAnswer> {
  await customerDetails(db, userId);
  return adminReviews(db, { ...q, filter: 'all', userId });
}
