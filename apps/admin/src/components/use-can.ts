import type { Permission } from '@kirana/shared/staff/permissions';
import { useMeQuery } from '../app/api';

/** Whether the signed-in staff member's role grants `permission` (the server checks it again). */
export function useCan(permission: Permission): boolean {
  const { data } = useMeQuery();
  return data?.Permissions.includes(permission) ?? false;
}
