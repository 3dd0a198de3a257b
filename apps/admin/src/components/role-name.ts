import type { StaffRole } from '@kirana/shared/staff/permissions';
import type { Translate } from '@kirana/ui/i18n';

/** A staff role's name in the console's language (the shell's words, as its bar shows them). */
export function roleName(t: Translate, role: StaffRole): string {
  if (role === 'owner') return t('shell.role-owner');
  if (role === 'manager') return t('shell.role-manager');
  return t('shell.role-packer');
}
