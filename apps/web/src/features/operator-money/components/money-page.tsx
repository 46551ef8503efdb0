import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { CloseTab } from './close-tab';
import { ReconciliationTab } from './reconciliation-tab';
import { ReportTab } from './report-tab';

const TABS = ['report', 'close', 'reconciliation'] as const;
type MoneyTab = (typeof TABS)[number];

/** /operator/money (issue 21 item 3): administrators and accountants read the city's money. */
export function MoneyPage() {
  const { t } = useTranslation('operator-money');
  const [tab, setTab] = useState<MoneyTab>('report');
  return (
    <DatePickersProvider>
      <Stack spacing={2}>
        <Tabs
          value={tab}
          onChange={(_event, next: MoneyTab) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('title')}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`tabs.${name}`)}
              id={`money-tab-${name}`}
              aria-controls="money-panel"
            />
          ))}
        </Tabs>
        <div role="tabpanel" id="money-panel" aria-labelledby={`money-tab-${tab}`}>
          {tab === 'report' && <ReportTab />}
          {tab === 'close' && <CloseTab />}
          {tab === 'reconciliation' && <ReconciliationTab />}
        </div>
      </Stack>
    </DatePickersProvider>
  );
}
