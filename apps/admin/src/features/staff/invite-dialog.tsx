import { useWatch } from 'react-hook-form';
import { STAFF_ROLES, StaffInviteBody, type StaffRole } from '@kirana/shared';
import {
  Button,
  Dialog,
  FormError,
  FormField,
  FormTextField,
  inputClass,
  messagesOf,
  roleName,
  useRequestForm,
} from '../../components';
import { useT } from '../../lib/i18n';
import { roleText } from './roles';
import { staffApi } from './api';

/** The invite's fields as typed (an empty email or mobile is sent as none). */
interface InviteForm {
  Name: string;
  Email: string;
  Phone: string;
  Role: StaffRole;
}

const bodyOf = (f: InviteForm) => ({
  Name: f.Name,
  Email: f.Email || null,
  Phone: f.Phone || null,
  Role: f.Role,
});

/** Adds a staff member; they sign in with a code sent to the email or mobile given here. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [invite, state] = staffApi.useInviteStaffMutation();
  const { form, submit } = useRequestForm({
    values: { Name: '', Email: '', Phone: '', Role: 'packer' },
    schema: StaffInviteBody,
    bodyOf,
    send: invite,
    onSaved: () => close(),
  });
  const { control, formState } = form;
  const role = useWatch({ control, name: 'Role' });
  const close = () => {
    state.reset();
    // the role picked stays for the next invite
    form.reset({ Name: '', Email: '', Phone: '', Role: form.getValues('Role') });
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={t('staff.invite.title')}
      onClose={close}
      actions={
        <Button busy={state.isLoading} onClick={submit}>
          {t('staff.invite.submit')}
        </Button>
      }
    >
      <FormTextField control={control} name="Name" label={t('staff.field.name')} />
      <FormTextField
        control={control}
        name="Email"
        label={t('staff.field.email')}
        hint={t('staff.field.email-hint')}
        type="email"
      />
      <FormTextField
        control={control}
        name="Phone"
        label={t('staff.field.mobile')}
        type="tel"
        inputMode="numeric"
      />
      <FormField
        control={control}
        name="Role"
        label={t('staff.field.role')}
        hint={roleText(t, role)}
      >
        {(p, field) => (
          <select {...p} {...field} className={inputClass}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleName(t, r)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormError error={state.error} fields={messagesOf(formState.errors)} />
    </Dialog>
  );
}
