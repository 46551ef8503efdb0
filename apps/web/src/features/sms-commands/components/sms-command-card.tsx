import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SmsCommand } from '@parking/domain/contracts/content';
import { splitTranscription } from '../split-transcription';

/** One SMS command: its name, hint, an example and what each '*'-separated part means. */
export function SmsCommandCard({ command }: { command: SmsCommand }) {
  const { t } = useTranslation('sms-commands');
  const parts = splitTranscription(command.command_transcription);
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, listStyle: 'none' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {command.name}
      </Typography>
      {command.hint && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {command.hint}
        </Typography>
      )}
      <Typography variant="overline" color="text.secondary" component="h3">
        {t('example')}
      </Typography>
      <Box
        component="code"
        sx={{
          display: 'inline-block',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 16,
          px: 1.5,
          py: 0.75,
          mb: parts.length > 0 ? 2 : 0,
          borderRadius: 1,
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'divider',
          overflowWrap: 'anywhere',
        }}
      >
        {command.example}
      </Box>
      {parts.length > 0 && (
        <>
          <Typography variant="overline" color="text.secondary" component="h3">
            {t('format')}
          </Typography>
          <Box
            component="ol"
            aria-label={t('formatLabel')}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 0.75,
              p: 0,
              m: 0,
              listStyle: 'none',
            }}
          >
            {parts.map((part, index) => (
              <Box
                component="li"
                key={`${index}:${part}`}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
              >
                {index > 0 && (
                  <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontWeight: 700 }}>
                    *
                  </Box>
                )}
                <Box
                  component="span"
                  sx={{
                    px: 1.25,
                    py: 0.5,
                    borderRadius: 4,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontSize: 14,
                    fontWeight: 500,
                  }}
                >
                  {part}
                </Box>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
