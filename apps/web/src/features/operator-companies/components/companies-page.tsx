import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { CompaniesTab } from './companies-tab';
import { ReceiptsTab } from './receipts-tab';

const TABS = ['companies', 'receipts'] as const;
type CompaniesPageTab = (typeof TABS)[number];

/** /operator/companies (issue 21 item 2): corporate customers, and drivers' receipts to mark paid. */
export function CompaniesPage() {
  const { t } = useTranslation('operator-companies');
  const [tab, setTab] = useState<CompaniesPageTab>('companies');
  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_e, next: CompaniesPageTab) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'companies' ? <CompaniesTab /> : <ReceiptsTab />}
    </Stack>
  );
}
