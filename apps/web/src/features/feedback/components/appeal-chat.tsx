import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import type { AppealListItem } from '@parking/domain/feedback/appeal-contracts';
import { useMessages } from '../api/get-messages';
import { cityDateTime } from '../../../shared/city/city-date-time';
import { useChat } from '../lib/use-chat';
import { ChatInput } from './chat-input';

function Bubble({ own, children }: { own: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: (theme) => (own ? alpha(theme.palette.primary.main, 0.08) : theme.palette.grey[100]),
          border: 1,
          borderColor: own ? 'primary.light' : 'divider',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** One appeal's conversation: stored messages, this visit's pending ones, and the input. */
export function AppealChat({ row }: { row: AppealListItem }) {
  const { t } = useTranslation('feedback');
  const idAppeal = row.appeal.id;
  const messages = useMessages(idAppeal);
  const { pending, send, resend } = useChat(idAppeal);
  const end = useRef<HTMLDivElement>(null);
  const total = (messages.data?.length ?? 0) + pending.length;
  // A block body: Chromium's scrollIntoView returns a Promise, which React would call as a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [total]);
  const completed = row.status === 'completed';

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      aria-label={t('appeals.number', { id: idAppeal })}
    >
      <Stack spacing={1.5}>
        <Box sx={{ maxHeight: { xs: 420, md: 520 }, overflowY: 'auto' }} role="log" aria-live="polite">
          {messages.isPending ? (
            <Stack sx={{ alignItems: 'center', py: 3 }}>
              <CircularProgress size={28} />
            </Stack>
          ) : messages.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void messages.refetch()}>
                  {t('chat.retry')}
                </Button>
              }
            >
              {t('chat.error')}
            </Alert>
          ) : total === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
              {t('chat.empty')}
            </Typography>
          ) : (
            <Stack spacing={1}>
              {messages.data.map((message) => (
                <Bubble key={message.id} own={message.out === 1}>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {message.out === 1 ? t('chat.you') : t('chat.operator')} · {cityDateTime(message.date)}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.text}
                  </Typography>
                </Bubble>
              ))}
              {pending.map((message) => (
                <Bubble key={`pending-${message.key}`} own>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.text}
                  </Typography>
                  {message.state === 'sending' ? (
                    <Typography variant="caption" color="text.secondary">
                      {t('chat.sending')}
                    </Typography>
                  ) : (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'error.main' }}>
                      <WarningAmberIcon fontSize="small" aria-hidden />
                      <Typography variant="caption">{t('chat.failed')}</Typography>
                      {/* The seeds' tooltip as the button's title: MUI's Tooltip would cost "/" bytes. */}
                      <Button
                        size="small"
                        color="error"
                        title={t('chat.resendHint')}
                        onClick={() => resend(message.key)}
                      >
                        {t('chat.resend')}
                      </Button>
                    </Stack>
                  )}
                </Bubble>
              ))}
              <div ref={end} />
            </Stack>
          )}
        </Box>
        {completed && <Alert severity="info">{t('chat.completed')}</Alert>}
        <ChatInput onSend={send} disabled={completed} />
      </Stack>
    </Paper>
  );
}
