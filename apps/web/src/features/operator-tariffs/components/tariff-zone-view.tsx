import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { TariffVersion } from '@parking/domain/staff/tariff-contracts';
import { AreaError } from '../../../shared/console/area-error';
import { ConfirmDialog } from '../../../shared/console/confirm-dialog';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { PageLoading } from '../../../shared/ui/page-loading';
import { cancelTariffVersion, TARIFFS_KEY, useTariffZone } from '../api/tariff-calls';
import { TariffVersionCard } from './tariff-version-card';
import { TariffVersionForm } from './tariff-version-form';

/** A zone's current and coming versions side by side, a new one's form, and cancelling a coming one. */
export function TariffZoneView({ zone, onBack }: { zone: string; onBack: () => void }) {
  const { t } = useTranslation(['operator-tariffs', 'console']);
  const format = useConsoleFormat();
  const answer = useTariffZone(zone);
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<TariffVersion | null>(null);
  const cancel = useConsoleMutation(TARIFFS_KEY, cancelTariffVersion);
  if (answer.error) return <AreaError error={answer.error} onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <PageLoading />;
  const { current, coming } = answer.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('back')}
        </Button>
        <Typography variant="h6" component="h2">
          {/* demo names already say "Зона 102": the number is not written twice */}
          {answer.data.zone.name.includes(answer.data.zone.zonenumber)
            ? answer.data.zone.name
            : t('zone', { zone: answer.data.zone.zonenumber, name: answer.data.zone.name })}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {current ? <TariffVersionCard version={current} /> : <Typography>{t('noCurrent')}</Typography>}
        {coming.map((v) => (
          <TariffVersionCard key={v.id} version={v} onCancel={() => setCancelling(v)} />
        ))}
      </Stack>
      {adding ? (
        <TariffVersionForm zone={zone} start={coming.at(-1) ?? current} onDone={() => setAdding(false)} />
      ) : (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setAdding(true)}
        >
          {t('form.open')}
        </Button>
      )}
      {cancelling && (
        <ConfirmDialog
          title={t('cancel.title')}
          question={t('cancel.question', { at: format.dateTime(cancelling.effectiveFrom) })}
          confirmText={t('cancel.confirm')}
          pending={cancel.isPending}
          error={cancel.error}
          onConfirm={() =>
            cancel.mutate({ zone, id: cancelling.id }, { onSuccess: () => setCancelling(null) })
          }
          onClose={() => {
            cancel.reset();
            setCancelling(null);
          }}
        />
      )}
    </Stack>
  );
}
