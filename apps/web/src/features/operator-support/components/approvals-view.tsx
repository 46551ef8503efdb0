import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CORRECTION_STATUSES,
  type Correction,
  type CorrectionStatus,
} from '@parking/domain/staff/driver-support-contracts';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useCorrections } from '../api/support-queries';
import { CorrectionsTable } from './corrections-table';
import { DecisionDialog } from './decision-dialog';
import { usePaging } from './use-paging';

/**
 * Corrections above the city's limit wait here for a second staff member: approve (the money
 * moves) or reject, each with a reason. The requester's own cannot be approved (the server says
 * so); the decided ones are a status away.
 */
export function ApprovalsView() {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const [status, setStatus] = useState<CorrectionStatus>('pending');
  const paging = usePaging();
  const list = useCorrections({ status, ...paging.query });
  const [deciding, setDeciding] = useState<{ correction: Correction; decision: 'approve' | 'reject' } | null>(
    null,
  );
  return (
    <Stack spacing={2}>
      {list.data && (
        <Typography color="text.secondary">
          {t('approvals.limit', { limit: format.money(list.data.approvalLimit) })}
        </Typography>
      )}
      <CorrectionsTable
        label={t('approvals.table')}
        rows={list.data?.items}
        withDriver
        count={list.data?.count ?? 0}
        {...paging.table}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        toolbar={
          <TextField
            select
            size="small"
            label={t('approvals.status')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as CorrectionStatus);
              paging.table.onPage(1);
            }}
            sx={{ minWidth: 200 }}
          >
            {CORRECTION_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        }
        actions={(c) =>
          c.status === 'pending' ? (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                onClick={() => setDeciding({ correction: c, decision: 'approve' })}
              >
                {t('decision.approve.open')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDeciding({ correction: c, decision: 'reject' })}
              >
                {t('decision.reject.open')}
              </Button>
            </Stack>
          ) : null
        }
      />
      {deciding && <DecisionDialog {...deciding} onClose={() => setDeciding(null)} />}
    </Stack>
  );
}
