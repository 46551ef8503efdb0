import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_RATE_DEFAULT,
  NewApiKeyRequestSchema,
  type ApiKey,
} from '@parking/domain/staff/enforcement-contracts';
import { ConfirmDialog } from '../../../shared/console/confirm-dialog';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { SchemaFormDialog } from '../../../shared/console/schema-form-dialog';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { API_KEYS_KEY, createApiKey, revokeApiKey, useApiKeys } from '../api/api-key-calls';
import { SecretDialog } from './secret-dialog';

type Dialog = { kind: 'add' } | { kind: 'secret'; secret: string } | { kind: 'revoke'; key: ApiKey } | null;

/**
 * /operator/api_keys (issue 21 item 4), administrators only: the partner systems' keys for the
 * enforcement check; a new key's secret is shown once with a Copy button, a revocation is asked
 * first. The form validates with the route's own schema.
 */
export function ApiKeysPage() {
  const { t } = useTranslation(['operator-enforcement', 'console']);
  const format = useConsoleFormat();
  const keys = useApiKeys();
  const [dialog, setDialog] = useState<Dialog>(null);
  const create = useConsoleMutation(API_KEYS_KEY, createApiKey);
  const revoke = useConsoleMutation(API_KEYS_KEY, revokeApiKey);
  const close = () => {
    create.reset();
    revoke.reset();
    setDialog(null);
  };

  const columns: Column<ApiKey>[] = [
    { key: 'name', label: t('keys.name'), render: (k) => k.name },
    {
      key: 'prefix',
      label: t('keys.prefix'),
      render: (k) => <code>{`${k.prefix}…`}</code>,
    },
    { key: 'rate', label: t('keys.rate'), align: 'right', render: (k) => k.ratePerMinute },
    {
      key: 'created',
      label: t('keys.created'),
      render: (k) => t('keys.by', { time: format.dateTime(k.createdAt), login: k.createdBy }),
    },
    {
      key: 'used',
      label: t('keys.lastUsed'),
      render: (k) => (k.lastUsedAt ? format.dateTime(k.lastUsedAt) : t('keys.never')),
    },
    {
      key: 'state',
      label: t('keys.state'),
      render: (k) => (
        <Chip
          size="small"
          color={k.revokedAt ? 'default' : 'success'}
          label={k.revokedAt ? `${t('keys.revoked')} ${format.dateTime(k.revokedAt)}` : t('keys.active')}
        />
      ),
    },
    {
      key: 'actions',
      label: t('keys.actions'),
      render: (k) =>
        !k.revokedAt && (
          <Tooltip title={t('keys.revoke', { name: k.name })}>
            <IconButton
              size="small"
              aria-label={t('keys.revoke', { name: k.name })}
              onClick={() => setDialog({ kind: 'revoke', key: k })}
            >
              <BlockIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
    },
  ];

  return (
    <>
      <PagedTable
        label={t('keys.title')}
        columns={columns}
        rows={keys.data?.items}
        rowKey={(k) => k.id}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
            {t('keys.add')}
          </Button>
        }
        loading={keys.isFetching}
        error={keys.error}
        onRetry={() => void keys.refetch()}
      />
      {dialog?.kind === 'add' && (
        <SchemaFormDialog
          title={t('keys.addTitle')}
          schema={NewApiKeyRequestSchema}
          fields={[
            { name: 'name', label: t('keys.name'), required: true },
            { name: 'ratePerMinute', label: t('keys.rate'), type: 'number', required: true },
          ]}
          defaultValues={{ name: '', ratePerMinute: API_KEY_RATE_DEFAULT }}
          submitText={t('keys.create')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) =>
            create.mutate(values, { onSuccess: (made) => setDialog({ kind: 'secret', secret: made.secret }) })
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'secret' && <SecretDialog secret={dialog.secret} onClose={close} />}
      {dialog?.kind === 'revoke' && (
        <ConfirmDialog
          title={t('keys.revokeTitle')}
          question={t('keys.revokeQuestion', { name: dialog.key.name })}
          confirmText={t('keys.revokeConfirm')}
          pending={revoke.isPending}
          error={revoke.error}
          onConfirm={() => revoke.mutate(dialog.key.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </>
  );
}
