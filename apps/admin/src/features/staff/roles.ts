import type { StaffRole } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';

/** What each role may do, in words, for the invite form and the staff list. */
export function roleText(t: Translate, role: StaffRole): string {
  if (role === 'owner') return t('staff.role-text.owner');
  if (role === 'manager') return t('staff.role-text.manager');
  return t('staff.role-text.packer');
}
