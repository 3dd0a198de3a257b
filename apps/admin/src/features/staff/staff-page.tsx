import { useState } from 'react';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@kirana/shared';
import { errorMessage, useMeQuery } from '../../app/api';
import {
  Badge,
  Button,
  DataTable,
  formatDateTime,
  inputClass,
  PageHeader,
  QueryState,
  type Column,
} from '../../components';
import { staffApi } from './api';
import { InviteDialog } from './invite-dialog';
import { ROLE_TEXT } from './roles';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');

/** The owner's staff list: invite, change a role, deactivate or bring back. */
export default function StaffPage() {
  const query = staffApi.useStaffListQuery();
  const me = useMeQuery().data;
  const [inviting, setInviting] = useState(false);
  const [update, updating] = staffApi.useUpdateStaffMutation();

  const columns: Column<StaffMember>[] = [
    { key: 'name', header: 'Name', render: (s) => <strong>{s.Name}</strong> },
    { key: 'contact', header: 'Signs in with', render: (s) => s.Email ?? `+91 ${s.Phone}` },
    {
      key: 'role',
      header: 'Role',
      render: (s) => (
        <select
          className={inputClass}
          aria-label={`Role of ${s.Name}`}
          value={s.Role}
          title={ROLE_TEXT[s.Role]}
          disabled={updating.isLoading || s.Id === me?.Id}
          onChange={(e) => update({ staffId: s.Id, body: { Role: e.target.value as StaffRole } })}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {r[0]!.toUpperCase() + r.slice(1)}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (s) => (
        <Badge tone={s.IsActive ? 'good' : 'neutral'}>
          {s.IsActive ? 'Active' : 'Deactivated'}
        </Badge>
      ),
    },
    { key: 'last', header: 'Last sign-in', render: (s) => when(s.LastSignInAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (s) =>
        s.Id === me?.Id ? (
          <span>You</span>
        ) : (
          <Button
            size="s"
            variant="secondary"
            disabled={updating.isLoading}
            onClick={() => update({ staffId: s.Id, body: { IsActive: !s.IsActive } })}
          >
            {s.IsActive ? 'Deactivate' : 'Reactivate'}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Staff"
        sub="Who can sign in to this console, and what each may do"
        actions={<Button onClick={() => setInviting(true)}>Invite staff</Button>}
      />
      {updating.isError && <p role="alert">{errorMessage(updating.error)}</p>}
      <QueryState query={query} isEmpty={(d) => d.Staff.length === 0}>
        {(d) => <DataTable caption="Staff" columns={columns} rows={d.Staff} rowKey={(s) => s.Id} />}
      </QueryState>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
