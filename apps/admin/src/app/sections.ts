import type { ComponentType } from 'react';
import type { Permission } from '@kirana/shared/staff/permissions';

/** One area of the console: its place in the navigation and the permission that opens it. */
export interface Section {
  path: string;
  label: string;
  permission: Permission;
  load: () => Promise<{ default: ComponentType }>;
}

/** In navigation order; a role sees only the sections its permissions open. */
export const SECTIONS: Section[] = [
  {
    path: 'dashboard',
    label: 'Dashboard',
    permission: 'dashboard:read',
    load: () => import('../features/dashboard/section'),
  },
  {
    path: 'orders',
    label: 'Orders',
    permission: 'orders:read',
    load: () => import('../features/orders/section'),
  },
  {
    path: 'returns',
    label: 'Returns',
    permission: 'returns:manage',
    load: () => import('../features/refunds/section'),
  },
  {
    path: 'upi-payments',
    label: 'UPI payments',
    permission: 'orders:money',
    load: () => import('../features/upi/section'),
  },
  {
    path: 'catalogue',
    label: 'Catalogue',
    permission: 'catalogue:write',
    load: () => import('../features/catalogue/section'),
  },
  {
    path: 'coupons',
    label: 'Coupons',
    permission: 'coupons:write',
    load: () => import('../features/offers/section'),
  },
  {
    path: 'customers',
    label: 'Customers',
    permission: 'customers:read',
    load: () => import('../features/customers/section'),
  },
  {
    path: 'content',
    label: 'Pages',
    permission: 'content:write',
    load: () => import('../features/content/section'),
  },
  {
    path: 'settings',
    label: 'Settings',
    permission: 'settings:write',
    load: () => import('../features/settings/section'),
  },
  {
    path: 'staff',
    label: 'Staff',
    permission: 'staff:manage',
    load: () => import('../features/staff/section'),
  },
  {
    path: 'audit',
    label: 'Audit log',
    permission: 'audit:read',
    load: () => import('../features/audit/section'),
  },
];
