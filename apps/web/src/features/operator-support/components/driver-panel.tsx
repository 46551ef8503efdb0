import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { CorrectionAnswer } from '@parking/domain/staff/driver-support-contracts';
import { AreaError } from '../../../shared/console/area-error';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useDriverDossier } from '../api/support-queries';
import { BlockDialog } from './block-dialog';
import { CorrectionDialog } from './correction-dialog';
import { OperationsTab } from './operations-tab';
import { ProfileTab } from './profile-tab';
import { AppealsTab, FinesTab, ReceiptsTab, VehiclesTab } from './record-tabs';
import { SessionsTab } from './sessions-tab';

const TABS = ['profile', 'vehicles', 'sessions', 'operations', 'receipts', 'appeals', 'fines'] as const;
type PanelTab = (typeof TABS)[number];

/** One driver: the header with the balance and the actions, and the dossier's tabs. */
export function DriverPanel({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const dossier = useDriverDossier(id);
  const [tab, setTab] = useState<PanelTab>('profile');
  const [dialog, setDialog] = useState<'correct' | 'block' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (dossier.error) return <AreaError error={dossier.error} onRetry={() => void dossier.refetch()} />;
  if (!dossier.data) return <PageLoading />;
  const { driver, vehicles, approvalLimit } = dossier.data;
  const done = ({ correction }: Omit<CorrectionAnswer, 'status'>) => {
    setDialog(null);
    const amount = format.money(Math.abs(correction.amount));
    const outcome =
      correction.status === 'pending'
        ? 'pending'
        : correction.amount > 0
          ? 'credited'
          : correction.amount < 0
            ? 'debited'
            : 'nothing';
    setNotice(t(`notice.${outcome}`, { amount }));
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('back')}
        </Button>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {driver.name || driver.email}
        </Typography>
        {driver.blocked && <Chip color="error" size="small" label={t('state.blocked')} />}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ mr: 1 }}>{t('balanceIs', { amount: format.money(driver.balance) })}</Typography>
        <Button variant="contained" onClick={() => setDialog('correct')}>
          {t('correction.open')}
        </Button>
        <Button
          color={driver.blocked ? 'primary' : 'error'}
          variant="outlined"
          onClick={() => setDialog('block')}
        >
          {driver.blocked ? t('unblock.open') : t('block.open')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_e, next: PanelTab) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'profile' && <ProfileTab dossier={dossier.data} />}
      {tab === 'vehicles' && <VehiclesTab vehicles={vehicles} />}
      {tab === 'sessions' && <SessionsTab driverId={id} onDone={done} />}
      {tab === 'operations' && <OperationsTab driverId={id} />}
      {tab === 'receipts' && <ReceiptsTab driverId={id} />}
      {tab === 'appeals' && <AppealsTab driverId={id} />}
      {tab === 'fines' && <FinesTab driverId={id} />}
      {dialog === 'correct' && (
        <CorrectionDialog
          driver={driver}
          approvalLimit={approvalLimit}
          onDone={done}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'block' && (
        <BlockDialog
          driver={driver}
          onDone={() => {
            setDialog(null);
            setNotice(driver.blocked ? t('notice.unblocked') : t('notice.blocked'));
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
