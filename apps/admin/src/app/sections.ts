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
    load: () => import('../features/dashboard'),
  },
  {
    path: 'orders',
    label: 'Orders',
    permission: 'orders:read',
    load: () => import('../features/orders'),
  },
  {
    path: 'returns',
    label: 'Returns',
    permission: 'returns:manage',
    load: () => import('../features/refunds'),
  },
  {
    path: 'catalogue',
    label: 'Catalogue',
    permission: 'catalogue:write',
    load: () => import('../features/catalogue'),
  },
  {
    path: 'coupons',
    label: 'Coupons',
    permission: 'coupons:write',
    load: () => import('../features/offers'),
  },
  {
    path: 'customers',
    label: 'Customers',
    permission: 'customers:read',
    load: () => import('../features/customers'),
  },
  {
    path: 'content',
    label: 'Pages',
    permission: 'content:write',
    load: () => import('../features/content'),
  },
  {
    path: 'settings',
    label: 'Settings',
    permission: 'settings:write',
    load: () => import('../features/settings'),
  },
  {
    path: 'staff',
    label: 'Staff',
    permission: 'staff:manage',
    load: () => import('../features/staff'),
  },
  {
    path: 'audit',
    label: 'Audit log',
    permission: 'audit:read',
    load: () => import('../features/audit'),
  },
];
