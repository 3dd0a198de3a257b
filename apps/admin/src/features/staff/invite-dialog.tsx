import { useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '@kirana/shared';
import { fieldErrors } from '../../app/api';
import { Button, Dialog, Field, FormError, inputClass, TextField } from '../../components';
import { ROLE_TEXT } from './roles';
import { staffApi } from './api';

/** Adds a staff member; they sign in with a code sent to the email or mobile given here. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>('packer');
  const [invite, state] = staffApi.useInviteStaffMutation();
  const errors = fieldErrors(state.error);
  const close = () => {
    state.reset();
    setName('');
    setEmail('');
    setPhone('');
    onClose();
  };
  const submit = async () => {
    const res = await invite({
      Name: name,
      Email: email || null,
      Phone: phone || null,
      Role: role,
    });
    if ('data' in res) close();
  };
  return (
    <Dialog
      open={open}
      title="Invite a staff member"
      onClose={close}
      actions={
        <Button busy={state.isLoading} onClick={submit}>
          Invite
        </Button>
      }
    >
      <TextField label="Name" error={errors.Name} value={name} onChange={setName} />
      <TextField
        label="Email"
        error={errors.Email}
        hint="Codes go to this email, or to the mobile below"
        type="email"
        value={email}
        onChange={setEmail}
      />
      <TextField
        label="Mobile"
        error={errors.Phone}
        type="tel"
        inputMode="numeric"
        value={phone}
        onChange={setPhone}
      />
      <Field label="Role" hint={ROLE_TEXT[role]}>
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {r[0]!.toUpperCase() + r.slice(1)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormError error={state.error} fields={errors} />
    </Dialog>
  );
}
