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
  roleName,
  QueryState,
  type Column,
} from '../../components';
import { staffApi } from './api';
import { InviteDialog } from './invite-dialog';
import { useT } from '../../lib/i18n';
import { roleText } from './roles';

/** The owner's staff list: invite, change a role, deactivate or bring back. */
export default function StaffPage() {
  const t = useT();
  const query = staffApi.useStaffListQuery();
  const me = useMeQuery().data;
  const [inviting, setInviting] = useState(false);
  const [update, updating] = staffApi.useUpdateStaffMutation();

  const columns: Column<StaffMember>[] = [
    { key: 'name', header: t('staff.field.name'), render: (s) => <strong>{s.Name}</strong> },
    { key: 'contact', header: t('staff.col.contact'), render: (s) => s.Email ?? `+91 ${s.Phone}` },
    {
      key: 'role',
      header: t('staff.field.role'),
      render: (s) => (
        <select
          className={inputClass}
          aria-label={t('staff.role-of', { name: s.Name })}
          value={s.Role}
          title={roleText(t, s.Role)}
          disabled={updating.isLoading || s.Id === me?.Id}
          onChange={(e) => update({ staffId: s.Id, body: { Role: e.target.value as StaffRole } })}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {roleName(t, r)}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'status',
      header: t('staff.col.status'),
      render: (s) => (
        <Badge tone={s.IsActive ? 'good' : 'neutral'}>
          {s.IsActive ? t('staff.active') : t('staff.deactivated')}
        </Badge>
      ),
    },
    {
      key: 'last',
      header: t('staff.col.last-sign-in'),
      render: (s) => (s.LastSignInAt ? formatDateTime(s.LastSignInAt) : t('staff.never')),
    },
    {
      key: 'actions',
      header: t('staff.col.actions'),
      align: 'end',
      render: (s) =>
        s.Id === me?.Id ? (
          <span>{t('staff.you')}</span>
        ) : (
          <Button
            size="s"
            variant="secondary"
            disabled={updating.isLoading}
            onClick={() => update({ staffId: s.Id, body: { IsActive: !s.IsActive } })}
          >
            {s.IsActive ? t('staff.deactivate') : t('staff.reactivate')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('staff.title')}
        sub={t('staff.sub')}
        actions={<Button onClick={() => setInviting(true)}>{t('staff.invite-button')}</Button>}
      />
      {updating.isError && <p role="alert">{errorMessage(updating.error)}</p>}
      <QueryState query={query} isEmpty={(d) => d.Staff.length === 0}>
        {(d) => (
          <DataTable
            caption={t('staff.title')}
            columns={columns}
            rows={d.Staff}
            rowKey={(s) => s.Id}
          />
        )}
      </QueryState>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
