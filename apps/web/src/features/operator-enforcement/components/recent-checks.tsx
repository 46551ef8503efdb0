import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentCheck } from '@parking/domain/staff/enforcement-contracts';
import { AreaError } from '../../../shared/console/area-error';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useRecentChecks } from '../api/enforcement-calls';

function Verdict({ check }: { check: RecentCheck }) {
  const { t } = useTranslation('operator-enforcement');
  if (check.allowed === null) return <Chip size="small" label={t('recent.refused')} />;
  return (
    <Chip
      size="small"
      color={check.allowed ? 'success' : 'error'}
      label={check.allowed ? t('recent.allowed') : t('recent.notAllowed')}
    />
  );
}

/** The inspector's own latest checks, newest first, under the form (GET /api/enforcement/checks). */
export function RecentChecks() {
  const { t } = useTranslation('operator-enforcement');
  const format = useConsoleFormat();
  const recent = useRecentChecks();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        {t('recent.title')}
      </Typography>
      {recent.error ? (
        <AreaError error={recent.error} onRetry={() => void recent.refetch()} retrying={recent.isFetching} />
      ) : recent.data && recent.data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('recent.empty')}
        </Typography>
      ) : (
        <List aria-labelledby={titleId} dense>
          {(recent.data?.items ?? []).map((check) => (
            <ListItem key={check.id} divider>
              <ListItemText
                primary={
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    useFlexGap
                  >
                    <Typography component="span" sx={{ fontWeight: 600, letterSpacing: '0.04em' }}>
                      {check.plate}
                    </Typography>
                    <Verdict check={check} />
                  </Stack>
                }
                secondary={[
                  format.dateTime(check.checkedAt),
                  check.zonenumber ?? (check.point ? t('recent.point') : null),
                  check.reasonText,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
