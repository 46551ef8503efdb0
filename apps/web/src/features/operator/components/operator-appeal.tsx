import { useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APPEAL_STATUSES, type AppealStatus } from '@parking/domain/feedback/appeal-contracts';
import { errorNameOf } from '../../../shared/http/error-name';
import {
  operatorAppealKey,
  operatorAppealsKey,
  replyToAppeal,
  setAppealStatus,
  useOperatorAppeal,
} from '../api/operator-appeals';
import { cityDateTime } from '../../../shared/city/city-date-time';

/** One appeal for the operator: the driver's contacts, the messages, the reply and the status. */
export function OperatorAppealPanel({ id }: { id: number }) {
  const { t } = useTranslation(['operator', 'errors']);
  const queryClient = useQueryClient();
  const appeal = useOperatorAppeal(id);
  const [reply, setReply] = useState('');
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: operatorAppealKey(id) });
    void queryClient.invalidateQueries({ queryKey: operatorAppealsKey() });
  };
  const failed = (error: unknown) =>
    setNotice({
      severity: 'error',
      text: t(`errors:${errorNameOf(error)}`, { defaultValue: t('errors:UnknownError') }),
    });
  const send = useMutation({
    mutationFn: (message: string) => replyToAppeal(id, message),
    onSuccess: () => {
      setReply('');
      setNotice({ severity: 'success', text: t('appeal.sent') });
      refresh();
    },
    onError: failed,
  });
  const status = useMutation({
    mutationFn: (next: AppealStatus) => setAppealStatus(id, next),
    onSuccess: () => {
      setNotice({ severity: 'success', text: t('appeal.statusSaved') });
      refresh();
    },
    onError: failed,
  });
  const submit = () => {
    if (reply.trim() && !send.isPending) send.mutate(reply.trim());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  if (appeal.isPending)
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress />
      </Stack>
    );
  if (appeal.isError) return <Alert severity="error">{t(`errors:${errorNameOf(appeal.error)}`)}</Alert>;
  const { appeal: row, messages } = appeal.data;
  const completed = row.status === 'completed';

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      aria-label={t('appeals.number', { id })}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }}>
              {t('appeals.number', { id })} · {row.subject || t('appeals.noTopic')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('appeal.driver')}: {row.driver.name || '—'} ·{' '}
              {[row.email || row.driver.email, row.phone ? `+${row.phone}` : ''].filter(Boolean).join(', ')}
            </Typography>
          </Box>
          <TextField
            select
            size="small"
            label={t('appeal.changeStatus')}
            value={row.status}
            onChange={(event) => status.mutate(event.target.value as AppealStatus)}
            disabled={status.isPending}
            sx={{ minWidth: 220 }}
          >
            {APPEAL_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        <Stack spacing={1} sx={{ maxHeight: 480, overflowY: 'auto' }} role="log">
          {messages.length === 0 && <Typography color="text.secondary">{t('appeal.empty')}</Typography>}
          {messages.map((message) => (
            <Box
              key={message.id}
              sx={{
                alignSelf: message.out === 1 ? 'flex-start' : 'flex-end',
                maxWidth: '85%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: message.out === 1 ? 'grey.100' : 'background.paper',
              }}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {message.out === 1 ? t('appeal.driverSays') : t('appeal.operatorSays')} ·{' '}
                {cityDateTime(message.date)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.text}
              </Typography>
            </Box>
          ))}
        </Stack>
        {completed && <Alert severity="info">{t('appeal.completed')}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
          <TextField
            label={t('appeal.reply')}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            onKeyDown={onKeyDown}
            multiline
            maxRows={6}
            fullWidth
            disabled={completed}
            size="small"
          />
          <Button
            variant="contained"
            onClick={submit}
            loading={send.isPending}
            disabled={completed || !reply.trim()}
          >
            {t('appeal.send')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
