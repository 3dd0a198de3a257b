import type { StaffRole } from '@kirana/shared';

/** What each role may do, in words, for the invite form and the staff list. */
export const ROLE_TEXT: Record<StaffRole, string> = {
  owner: 'Everything, including staff, payment settings and the audit log',
  manager:
    'Orders, returns, catalogue, coupons, pages, settings and customers; not staff or payment settings',
  packer: 'Sees and moves orders (confirm, pack, ship); no money, no settings',
};
