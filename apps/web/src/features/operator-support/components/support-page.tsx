import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { usePagedSearch } from '../../../shared/console/use-paged-search';
import { ApprovalsView } from './approvals-view';
import { DriverPanel } from './driver-panel';
import { DriverSearch } from './driver-search';

/**
 * /operator/drivers (issue 21 item 1): support finds a driver by phone, e-mail, plate or order
 * number, reads the dossier and acts with a reason (balance correction, a stay cancelled or
 * refunded, block); corrections above the city's limit wait in Approvals for a second person.
 */
export function SupportPage() {
  const { t } = useTranslation('operator-support');
  const [view, setView] = useState<'drivers' | 'approvals'>('drivers');
  const [driver, setDriver] = useState<number | null>(null);
  // kept here so the search and its page are still there on the way back from a driver
  const list = usePagedSearch();
  return (
    <Stack spacing={2}>
      <Tabs
        value={view}
        onChange={(_e, next: 'drivers' | 'approvals') => setView(next)}
        aria-label={t('title')}
      >
        <Tab value="drivers" label={t('views.drivers')} />
        <Tab value="approvals" label={t('views.approvals')} />
      </Tabs>
      {view === 'approvals' ? (
        <ApprovalsView />
      ) : driver !== null ? (
        <DriverPanel id={driver} onBack={() => setDriver(null)} />
      ) : (
        <DriverSearch list={list} onOpen={setDriver} />
      )}
    </Stack>
  );
}
