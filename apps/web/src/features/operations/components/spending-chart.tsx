import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { moneyText } from '../../../shared/payments/money-text';
import type { SpendingBucket, SpendingGroup } from '@parking/domain/operations/operations-contracts';
import { useTranslation } from 'react-i18next';

type SpendingChartProps = {
  buckets: SpendingBucket[];
  totalSpent: number;
  groupBy: SpendingGroup;
  onGroupBy: (group: SpendingGroup) => void;
};

const HEIGHT = 120;
/** Room above the bars for their amounts. */
const TOP = 16;
const BAR_GAP = 6;

/** "01/03/2026" as the bar's label: the month's short name ("мар 26", "Mar 26") or the week's 01.03. */
function shortLabel(periodStart: string, groupBy: SpendingGroup, language: string): string {
  const [d, m, y] = periodStart.split('/');
  if (groupBy !== 'month') return `${d}.${m}`;
  const month = new Date(Date.UTC(Number(y), Number(m) - 1, 1));
  return new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' })
    .format(month)
    .replace(/\.?\s*г\.$/, '');
}

/**
 * Money spent per week or month with the current filters: a small SVG bar chart of our own
 * (no chart library: the page stays light), each bar titled with its amount for screen readers
 * and hover.
 */
export function SpendingChart({ buckets, totalSpent, groupBy, onGroupBy }: SpendingChartProps) {
  const { t, i18n } = useTranslation('operations');
  const theme = useTheme();
  const shown = buckets.slice(-12);
  const max = Math.max(1, ...shown.map((b) => b.spent));
  const width = Math.max(shown.length, 1) * 40;
  const barWidth = 40 - BAR_GAP;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="spending-title" sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}
      >
        <Box>
          <Typography variant="subtitle1" component="h2" id="spending-title" sx={{ fontWeight: 600 }}>
            {t('chart.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('chart.total', { amount: moneyText(t, totalSpent) })}
          </Typography>
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={groupBy}
          onChange={(_, next: SpendingGroup | null) => next && onGroupBy(next)}
          aria-label={t('chart.groupBy')}
        >
          <ToggleButton value="week">{t('chart.week')}</ToggleButton>
          <ToggleButton value="month">{t('chart.month')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('chart.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <svg
            role="img"
            aria-label={t('chart.title')}
            width={width}
            height={TOP + HEIGHT + 20}
            viewBox={`0 0 ${width} ${TOP + HEIGHT + 20}`}
            style={{ display: 'block', maxWidth: '100%' }}
          >
            {shown.map((b, i) => {
              const h = Math.max(2, Math.round((b.spent / max) * (HEIGHT - 4)));
              const x = i * 40 + BAR_GAP / 2;
              const y = TOP + HEIGHT - h;
              return (
                <g key={b.periodStart}>
                  <title>{`${b.periodStart}: ${moneyText(t, b.spent)}`}</title>
                  <text
                    x={x + barWidth / 2}
                    y={y - 4}
                    textAnchor="middle"
                    fontSize="10"
                    fill={theme.palette.text.primary}
                  >
                    {Math.round(b.spent / 100)}
                  </text>
                  <rect x={x} y={y} width={barWidth} height={h} rx={3} fill={theme.palette.primary.main} />
                  <text
                    x={x + barWidth / 2}
                    y={TOP + HEIGHT + 14}
                    textAnchor="middle"
                    fontSize="10"
                    fill={theme.palette.text.secondary}
                  >
                    {shortLabel(b.periodStart, groupBy, i18n.language)}
                  </text>
                </g>
              );
            })}
          </svg>
        </Box>
      )}
    </Paper>
  );
}
