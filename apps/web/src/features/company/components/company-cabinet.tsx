import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useCompanyProfile } from '../api/get-company-profile';
import { CompanyHeader } from './company-header';
import { CompanyOperationsPanel } from './company-operations-panel';
import { DriversPanel } from './drivers-panel';
import { FleetParkingPanel } from './fleet-parking-panel';
import { RefillReturnNotice } from './refill-return-notice';
import { VehiclesPanel } from './vehicles-panel';

const TABS = ['drivers', 'vehicles', 'parking', 'operations'] as const;
type TabName = (typeof TABS)[number];

/** The company's cabinet: its card with the balance, then drivers, vehicles, parking, history. */
export function CompanyCabinet({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('company');
  const profile = useCompanyProfile();
  const [tab, setTab] = useState<TabName>('drivers');

  if (profile.isPending) return <PageLoading />;
  if (profile.isError)
    return (
      <ErrorPanel
        error={profile.error}
        title={t('loadError')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  const company = profile.data;
  const counts: Partial<Record<TabName, number>> = {
    drivers: company.drivers.length,
    vehicles: company.ts.length,
  };

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <RefillReturnNotice />
      <CompanyHeader company={company} onSignOut={onSignOut} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_e, value: TabName) => setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: { sm: 1 } }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              id={`corp-tab-${name}`}
              aria-controls={`corp-panel-${name}`}
              label={
                counts[name] === undefined
                  ? t(`tabs.${name}`)
                  : t(`tabs.${name}Count`, { count: counts[name] })
              }
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`corp-panel-${tab}`}
          aria-labelledby={`corp-tab-${tab}`}
          sx={{ p: { xs: 1.5, sm: 2.5 } }}
        >
          {tab === 'drivers' && <DriversPanel company={company} />}
          {tab === 'vehicles' && <VehiclesPanel company={company} />}
          {tab === 'parking' && <FleetParkingPanel company={company} />}
          {tab === 'operations' && <CompanyOperationsPanel company={company} />}
        </Box>
      </Paper>
    </Stack>
  );
}
