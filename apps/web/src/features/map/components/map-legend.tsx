import { useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { formatMoneyNumber } from '@parking/domain/format/money-format';
import { useTranslation } from 'react-i18next';
import { CATEGORY_COLOURS, FREE_COLOUR, INACTIVE_COLOUR, POINT_COLOURS } from '../lib/feature-class';
import type { PreparedMapInfo } from '../lib/map-objects';

type Swatch = 'line' | 'dashed' | 'dot';

function SwatchMark({ colour, kind }: { colour: string; kind: Swatch }) {
  const common = { flex: '0 0 auto', display: 'inline-block' } as const;
  if (kind === 'dot') {
    return (
      <Box
        component="span"
        sx={{
          ...common,
          width: 12,
          height: 12,
          mx: '6px',
          borderRadius: '50%',
          bgcolor: colour,
          boxShadow: '0 0 0 2px #fff, 0 0 0 3px rgba(0,0,0,.15)',
        }}
      />
    );
  }
  if (kind === 'dashed') {
    return (
      <Box component="span" sx={{ ...common, width: 24, height: 0, borderTop: `4px dashed ${colour}` }} />
    );
  }
  return <Box component="span" sx={{ ...common, width: 24, height: 5, borderRadius: 3, bgcolor: colour }} />;
}

function LegendItem({ colour, kind, label }: { colour: string; kind: Swatch; label: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
      <SwatchMark colour={colour} kind={kind} />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="overline" component="h3" sx={{ lineHeight: 1.6, display: 'block' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

interface MapLegendProps {
  data: PreparedMapInfo;
  open: boolean;
  onToggle: () => void;
}

/** What the colours mean, listing only what this city's map shows. */
export function MapLegend({ data, open, onToggle }: MapLegendProps) {
  const { t, i18n } = useTranslation('map');
  const bodyId = useId();
  const { legend, priceScale } = data;

  return (
    <Paper
      elevation={3}
      sx={{
        position: 'absolute',
        // Bottom-left on phones, where it covers neither the search box nor the zoom buttons.
        top: { xs: 'auto', sm: 12 },
        bottom: { xs: 28, sm: 'auto' },
        left: { xs: 12, sm: 'auto' },
        right: { xs: 'auto', sm: 12 },
        zIndex: 1000,
        width: open ? 240 : 'auto',
        maxWidth: 'calc(100% - 24px)',
        // Clear of the zoom buttons in the bottom-right corner.
        maxHeight: { xs: 'calc(100% - 180px)', sm: 'calc(100% - 110px)' },
        overflowY: 'auto',
      }}
    >
      <ButtonBase
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        title={open ? t('legend.hide') : t('legend.show')}
        sx={{ width: '100%', justifyContent: 'space-between', gap: 1, px: 1.5, py: 1 }}
      >
        <Typography variant="subtitle2" component="span">
          {t('legend.title')}
        </Typography>
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ButtonBase>
      <Collapse in={open} id={bodyId}>
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          {priceScale.buckets.length > 0 && (
            <Section title={t('legend.prices')}>
              {priceScale.buckets.map((bucket) => (
                <LegendItem
                  key={bucket.from}
                  colour={bucket.colour}
                  kind="line"
                  label={
                    bucket.from === bucket.to
                      ? formatMoneyNumber(bucket.from, i18n.language)
                      : t('legend.priceRange', {
                          from: formatMoneyNumber(bucket.from, i18n.language),
                          to: formatMoneyNumber(bucket.to, i18n.language),
                        })
                  }
                />
              ))}
            </Section>
          )}
          {(legend.hasFree || legend.hasInactive || legend.categories.length > 0) && (
            <Section title={t('legend.categories')}>
              {legend.hasFree && <LegendItem colour={FREE_COLOUR} kind="line" label={t('legend.free')} />}
              {legend.hasInactive && (
                <LegendItem colour={INACTIVE_COLOUR} kind="dashed" label={t('legend.inactive')} />
              )}
              {legend.categories.map((category) => (
                <LegendItem
                  key={category}
                  colour={CATEGORY_COLOURS[category]}
                  kind="line"
                  label={t(`categories.${category}`)}
                />
              ))}
            </Section>
          )}
          {legend.pointTypes.length > 0 && (
            <Section title={t('legend.objects')}>
              {legend.pointTypes.map((type) => (
                <LegendItem
                  key={type}
                  colour={POINT_COLOURS[type]}
                  kind="dot"
                  label={t(`objectTypes.${type}`)}
                />
              ))}
            </Section>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('legend.total', { count: data.total })}
          </Typography>
        </Box>
      </Collapse>
    </Paper>
  );
}
