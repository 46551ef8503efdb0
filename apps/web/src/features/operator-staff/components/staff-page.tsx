import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@parking/domain/staff/staff-contracts';
import { ConfirmDialog } from '../../../shared/console/confirm-dialog';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { usePagedSearch } from '../../../shared/console/use-paged-search';
import { STAFF_KEY, useStaffList } from '../api/staff-list';
import { changeStaff } from '../api/staff-writes';
import { CityRulesPanel } from './city-rules-panel';
import { EditStaffDialog } from './edit-staff-dialog';
import { NewStaffDialog } from './new-staff-dialog';
import { StaffPasswordDialog } from './staff-password-dialog';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'password' | 'disable'; member: StaffMember } | null;

/** /operator/staff (issue 20 item 1): the administrator adds, edits, disables and resets staff. */
export function StaffPage() {
  const { t } = useTranslation(['operator-staff', 'console']);
  const format = useConsoleFormat();
  const list = usePagedSearch();
  const staff = useStaffList({ q: list.q, page: list.page, pageSize: list.pageSize });
  const [dialog, setDialog] = useState<Dialog>(null);
  const toggle = useConsoleMutation(STAFF_KEY, changeStaff);
  const close = () => {
    toggle.reset();
    setDialog(null);
  };

  const action = (title: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={title} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  const columns: Column<StaffMember>[] = [
    { key: 'login', label: t('fields.login'), render: (m) => m.login },
    { key: 'name', label: t('fields.name'), render: (m) => m.name },
    { key: 'role', label: t('fields.role'), render: (m) => t(`roles.${m.role}`) },
    {
      key: 'state',
      label: t('fields.state'),
      render: (m) => (
        <Chip
          size="small"
          color={m.disabled ? 'default' : 'success'}
          label={m.disabled ? t('state.disabled') : t('state.active')}
        />
      ),
    },
    { key: 'created', label: t('fields.createdAt'), render: (m) => format.dateTime(m.createdAt) },
    {
      key: 'actions',
      label: t('fields.actions'),
      render: (m) => (
        <Stack direction="row" sx={{ whiteSpace: 'nowrap' }}>
          {action(t('actions.edit', { login: m.login }), <EditIcon fontSize="small" />, () =>
            setDialog({ kind: 'edit', member: m }),
          )}
          {action(t('actions.password', { login: m.login }), <KeyIcon fontSize="small" />, () =>
            setDialog({ kind: 'password', member: m }),
          )}
          {m.disabled
            ? action(t('actions.enable', { login: m.login }), <LockOpenIcon fontSize="small" />, () =>
                toggle.mutate({ id: m.id, disabled: false }),
              )
            : action(t('actions.disable', { login: m.login }), <BlockIcon fontSize="small" />, () =>
                setDialog({ kind: 'disable', member: m }),
              )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <PagedTable
        label={t('title')}
        columns={columns}
        rows={staff.data?.items}
        rowKey={(m) => m.id}
        count={staff.data?.count ?? 0}
        list={list}
        searchLabel={t('search')}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
            {t('add.open')}
          </Button>
        }
        loading={staff.isFetching}
        error={staff.error}
        onRetry={() => void staff.refetch()}
      />
      {dialog?.kind === 'add' && <NewStaffDialog onClose={close} />}
      {dialog?.kind === 'edit' && <EditStaffDialog member={dialog.member} onClose={close} />}
      {dialog?.kind === 'password' && <StaffPasswordDialog member={dialog.member} onClose={close} />}
      {dialog?.kind === 'disable' && (
        <ConfirmDialog
          title={t('disable.title')}
          question={t('disable.question', { login: dialog.member.login })}
          confirmText={t('disable.confirm')}
          pending={toggle.isPending}
          error={toggle.error}
          onConfirm={() => toggle.mutate({ id: dialog.member.id, disabled: true }, { onSuccess: close })}
          onClose={close}
        />
      )}
      <CityRulesPanel />
    </Stack>
  );
}
