import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import KeyIcon from '@mui/icons-material/Key';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslation } from 'react-i18next';
import type { OperatorCompany } from '@parking/domain/company/operator-company-contracts';
import { ConfirmDialog } from '../../../shared/console/confirm-dialog';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { usePagedSearch } from '../../../shared/console/use-paged-search';
import { COMPANIES_KEY, setCompanyDisabled, useCompanyList } from '../api/company-calls';
import { CompanyPasswordDialog, NewCompanyDialog } from './company-dialogs';

type Dialog = { kind: 'add' } | { kind: 'password' | 'disable' | 'enable'; company: OperatorCompany } | null;

/** The companies tab: search and pages, add one, reset its password, disable or enable it (asked first). */
export function CompaniesTab() {
  const { t } = useTranslation(['operator-companies', 'console']);
  const format = useConsoleFormat();
  const list = usePagedSearch();
  const companies = useCompanyList({ q: list.q, page: list.page, pageSize: list.pageSize });
  const [dialog, setDialog] = useState<Dialog>(null);
  const toggle = useConsoleMutation(COMPANIES_KEY, setCompanyDisabled);
  const close = () => {
    toggle.reset();
    setDialog(null);
  };

  const action = (title: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={title} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  const columns: Column<OperatorCompany>[] = [
    {
      key: 'name',
      label: t('fields.name'),
      render: (c) => (
        <>
          <Typography variant="body2">{c.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {c.email}
          </Typography>
        </>
      ),
    },
    { key: 'inn', label: t('fields.inn'), render: (c) => c.inn },
    { key: 'contract', label: t('fields.contractNumber'), render: (c) => c.contractNumber },
    {
      key: 'balance',
      label: t('fields.balance'),
      align: 'right',
      render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(c.balanceKopecks)}</span>,
    },
    { key: 'drivers', label: t('fields.drivers'), align: 'right', render: (c) => c.driversCount },
    { key: 'vehicles', label: t('fields.vehicles'), align: 'right', render: (c) => c.vehiclesCount },
    {
      key: 'state',
      label: t('fields.state'),
      render: (c) => (
        <Chip
          size="small"
          color={c.disabled ? 'default' : 'success'}
          label={c.disabled ? t('state.disabled') : t('state.active')}
        />
      ),
    },
    {
      key: 'created',
      label: t('fields.createdAt'),
      render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(c.createdAt)}</span>,
    },
    {
      key: 'actions',
      label: t('fields.actions'),
      render: (c) => (
        <Stack direction="row" sx={{ whiteSpace: 'nowrap' }}>
          {action(t('actions.password', { name: c.name }), <KeyIcon fontSize="small" />, () =>
            setDialog({ kind: 'password', company: c }),
          )}
          {c.disabled
            ? action(t('actions.enable', { name: c.name }), <LockOpenIcon fontSize="small" />, () =>
                setDialog({ kind: 'enable', company: c }),
              )
            : action(t('actions.disable', { name: c.name }), <BlockIcon fontSize="small" />, () =>
                setDialog({ kind: 'disable', company: c }),
              )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PagedTable
        label={t('tabs.companies')}
        columns={columns}
        rows={companies.data?.result}
        rowKey={(c) => c.id}
        count={companies.data?.count ?? 0}
        list={list}
        searchLabel={t('search.companies')}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
            {t('add.open')}
          </Button>
        }
        loading={companies.isFetching}
        error={companies.error}
        onRetry={() => void companies.refetch()}
      />
      {dialog?.kind === 'add' && <NewCompanyDialog onClose={close} />}
      {dialog?.kind === 'password' && <CompanyPasswordDialog company={dialog.company} onClose={close} />}
      {(dialog?.kind === 'disable' || dialog?.kind === 'enable') && (
        <ConfirmDialog
          title={t(`${dialog.kind}.title`)}
          question={t(`${dialog.kind}.question`, { name: dialog.company.name })}
          confirmText={t(`${dialog.kind}.confirm`)}
          pending={toggle.isPending}
          error={toggle.error}
          onConfirm={() =>
            toggle.mutate(
              { id: dialog.company.id, disabled: dialog.kind === 'disable' },
              { onSuccess: close },
            )
          }
          onClose={close}
        />
      )}
    </>
  );
}
