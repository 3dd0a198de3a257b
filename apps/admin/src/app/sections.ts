import type { ComponentType } from 'react';
import type { Permission } from '@kirana/shared/staff/permissions';

/** One area of the console: its place in the navigation and the permission that opens it. */
export interface Section {
  path: string;
  /** Its name in the navigation: a message id of the shell catalogue. */
  labelId: string;
  permission: Permission;
  load: () => Promise<{ default: ComponentType }>;
}

/** In navigation order; a role sees only the sections its permissions open. */
export const SECTIONS: Section[] = [
  {
    path: 'dashboard',
    labelId: 'shell.nav.dashboard',
    permission: 'dashboard:read',
    load: () => import('../features/dashboard/section'),
  },
  {
    path: 'orders',
    labelId: 'shell.nav.orders',
    permission: 'orders:read',
    load: () => import('../features/orders/section'),
  },
  {
    path: 'returns',
    labelId: 'shell.nav.returns',
    permission: 'returns:manage',
    load: () => import('../features/refunds/section'),
  },
  {
    path: 'upi-payments',
    labelId: 'shell.nav.upi-payments',
    permission: 'orders:money',
    load: () => import('../features/upi/section'),
  },
  {
    path: 'books',
    labelId: 'shell.nav.books',
    permission: 'orders:money',
    load: () => import('../features/books/section'),
  },
  {
    path: 'gst-returns',
    labelId: 'shell.nav.gst-returns',
    permission: 'orders:money',
    load: () => import('../features/gst-returns/section'),
  },
  {
    path: 'payouts',
    labelId: 'shell.nav.payouts',
    permission: 'orders:money',
    load: () => import('../features/payouts/section'),
  },
  {
    path: 'catalogue',
    labelId: 'shell.nav.catalogue',
    permission: 'catalogue:write',
    load: () => import('../features/catalogue/section'),
  },
  {
    path: 'coupons',
    labelId: 'shell.nav.coupons',
    permission: 'coupons:write',
    load: () => import('../features/offers/section'),
  },
  {
    path: 'customers',
    labelId: 'shell.nav.customers',
    permission: 'customers:read',
    load: () => import('../features/customers/section'),
  },
  {
    path: 'reviews',
    labelId: 'shell.nav.reviews',
    permission: 'reviews:moderate',
    load: () => import('../features/reviews/section'),
  },
  {
    path: 'content',
    labelId: 'shell.nav.content',
    permission: 'content:write',
    load: () => import('../features/content/section'),
  },
  {
    path: 'settings',
    labelId: 'shell.nav.settings',
    permission: 'settings:write',
    load: () => import('../features/settings/section'),
  },
  {
    path: 'staff',
    labelId: 'shell.nav.staff',
    permission: 'staff:manage',
    load: () => import('../features/staff/section'),
  },
  {
    path: 'audit',
    labelId: 'shell.nav.audit',
    permission: 'audit:read',
    load: () => import('../features/audit/section'),
  },
];
