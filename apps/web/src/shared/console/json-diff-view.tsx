import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Props = { before: unknown; after: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Top-level keys whose values differ: what a reader of the audit looks for first. */
export function changedKeys(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

function Side({ title, value, changed }: { title: string; value: unknown; changed: string[] }) {
  const { t } = useTranslation('console');
  const lines =
    value === null || value === undefined
      ? [t('nothing')]
      : (JSON.stringify(value, null, 2) ?? '').split('\n');
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'background.paper', borderRadius: 1, overflowX: 'auto', fontSize: 12 }}
      >
        {lines.map((line, i) => {
          // A changed key's line at the top level (two spaces of indent) is highlighted.
          const hit = changed.some((k) => line.startsWith(`  ${JSON.stringify(k)}:`));
          return (
            <Box
              key={i}
              component="span"
              sx={{ display: 'block', bgcolor: hit ? 'warning.light' : undefined }}
            >
              {line}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** A change as two JSON texts side by side (stacked on a phone), the changed fields marked. */
export function JsonDiffView({ before, after }: Props) {
  const { t } = useTranslation('console');
  const changed = changedKeys(before, after);
  return (
    <Stack spacing={1}>
      {changed.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('changed', { count: changed.length })}: {changed.join(', ')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Side title={t('before')} value={before} changed={changed} />
        <Side title={t('after')} value={after} changed={changed} />
      </Stack>
    </Stack>
  );
}
