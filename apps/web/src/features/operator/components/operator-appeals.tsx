import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  APPEAL_STATUS_COLOURS,
  APPEAL_STATUSES,
  type AppealStatus,
} from '@parking/domain/feedback/appeal-contracts';
import { errorNameOf } from '../../../shared/http/error-name';
import { useOperatorAppeals } from '../api/operator-appeals';
import { cityDateTime } from '../../../shared/city/city-date-time';
import { OperatorAppealPanel } from './operator-appeal';

/** Appeals by status (all by default), newest activity first; one opens beside the list. */
export function OperatorAppeals() {
  const { t } = useTranslation(['operator', 'errors']);
  const [status, setStatus] = useState<AppealStatus | ''>('');
  const [selected, setSelected] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const appeals = useOperatorAppeals(status, page);
  const items = appeals.data?.items ?? [];
  const count = appeals.data?.count ?? 0;
  const pages = appeals.data ? Math.max(1, Math.ceil(count / appeals.data.pageSize)) : 1;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          select
          size="small"
          label={t('filter.label')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AppealStatus | '');
            setSelected(null);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('filter.all')}</MenuItem>
          {APPEAL_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {appeals.data && <Typography color="text.secondary">{t('appeals.count', { count })}</Typography>}
      </Stack>
      {appeals.isError ? (
        <Alert severity="error">{t(`errors:${errorNameOf(appeals.error)}`)}</Alert>
      ) : appeals.isPending ? (
        <Stack sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress />
        </Stack>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('appeals.empty')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={1} sx={{ display: { xs: selected ? 'none' : 'flex', md: 'flex' } }}>
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
              {items.map((row, index) => (
                <ButtonBase
                  key={row.id}
                  onClick={() => setSelected(row.id)}
                  aria-pressed={row.id === selected}
                  sx={{
                    display: 'block',
                    width: '100%',
                    textAlign: 'left',
                    px: 2,
                    py: 1.5,
                    borderTop: index > 0 ? 1 : 0,
                    borderColor: 'divider',
                    bgcolor: row.id === selected ? 'action.selected' : 'transparent',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                  aria-label={t('appeals.number', { id: row.id })}
                >
                  <Stack spacing={0.25} sx={{ width: '100%', minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                      <Typography sx={{ fontWeight: 500 }} noWrap>
                        № {row.id} · {row.subject || t('appeals.noTopic')}
                      </Typography>
                      <Typography
                        variant="body2"
                        sx={{
                          flexShrink: 0,
                          fontWeight: 500,
                          color:
                            APPEAL_STATUS_COLOURS[row.status] === 'green' ? 'success.main' : 'text.disabled',
                        }}
                      >
                        {t(`status.${row.status}`)}
                      </Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {row.lastMessage?.text ?? t('appeals.noMessages')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap>
                      {row.driver.name || row.driver.email} · {cityDateTime(row.updatedAt)} ·{' '}
                      {t('appeals.messages', { count: row.messagesCount })}
                    </Typography>
                  </Stack>
                </ButtonBase>
              ))}
            </Box>
            {pages > 1 && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
                <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('appeals.previous')}
                </Button>
                <Typography variant="body2">{t('appeals.page', { page, pages })}</Typography>
                <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('appeals.next')}
                </Button>
              </Stack>
            )}
          </Stack>
          {selected ? (
            <Stack spacing={1}>
              <Box sx={{ display: { md: 'none' } }}>
                <Button onClick={() => setSelected(null)}>{t('appeals.back')}</Button>
              </Box>
              <OperatorAppealPanel key={selected} id={selected} />
            </Stack>
          ) : (
            <Typography
              color="text.secondary"
              sx={{ display: { xs: 'none', md: 'block' }, p: 2, textAlign: 'center' }}
            >
              {t('appeals.pick')}
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}
