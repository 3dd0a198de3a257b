// Kept apart from the schemas so the console's shell can hide what a role may not open without zod.

export const STAFF_ROLES = ['owner', 'manager', 'packer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a console call needs. Every admin route names one; the server checks it for every call,
 * and the console only hides what the server would refuse anyway.
 */
export const PERMISSIONS = [
  'orders:read', // order list, details, packing slip
  'orders:move', // confirm, pack, ship, deliver
  'orders:money', // cancel with refund, COD collected, GST invoice, totals and revenue
  'returns:manage', // return queue: approve, reject, picked up
  'wallet:adjust', // credit or debit a customer's wallet with a reason
  'catalogue:write', // categories, products, variants, images, banners, shelves, CSV import
  'coupons:write',
  'content:write', // about-us, terms, privacy
  'settings:write', // store details, delivery, fees, COD rules, pincodes, return windows, sign-in
  'payments:settings', // payment methods and gateway settings
  'customers:read', // customers, their orders, addresses, wallet and reviews
  'reviews:moderate',
  'dashboard:read', // orders and revenue at a glance
  'staff:manage', // invite, change role, deactivate
  'audit:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MANAGER: readonly Permission[] = PERMISSIONS.filter(
  (p) => p !== 'staff:manage' && p !== 'payments:settings' && p !== 'audit:read',
);

/** A packer sees and moves orders, never money or settings; only the owner manages staff. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: MANAGER,
  packer: ['orders:read', 'orders:move'],
};

export const can = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);
