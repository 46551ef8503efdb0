import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
// The routes' own schemas: a field is refused here before any call, as the server would.
import {
  PageEditSchema,
  SmsCommandEditSchema,
  type PageAdminItem,
  type SmsCommandAdmin,
} from '@parking/domain/staff/content-admin-contracts';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { ContentSection } from './content-section';
import { NewsSection } from './news-section';
import { NoticeForm } from './notice-form';

const TABS = ['news', 'pages', 'notice', 'sms-commands'] as const;
type ContentTab = (typeof TABS)[number];

/** /operator/content (issue 20 item 6): news, static pages, the pop-up notice, SMS commands. */
export function ContentPage() {
  const { t } = useTranslation('operator-content');
  const format = useConsoleFormat();
  const [tab, setTab] = useState<ContentTab>('news');
  const field = (name: string, rows?: number, required = false) => ({
    name,
    label: t(`fields.${name}`),
    rows,
    required,
  });
  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_e, next: ContentTab) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'news' && <NewsSection />}
      {tab === 'pages' && (
        <ContentSection<PageAdminItem, typeof PageEditSchema>
          kind="pages"
          schema={PageEditSchema}
          fields={[
            field('path', undefined, true),
            field('titleRu', undefined, true),
            field('titleEn'),
            field('contentRu', 8),
            field('contentEn', 8),
          ]}
          empty={{ path: '', titleRu: '', titleEn: '', contentRu: '', contentEn: '' }}
          toForm={({ path, titleRu, titleEn, contentRu, contentEn }) => ({
            path,
            titleRu,
            titleEn,
            contentRu,
            contentEn,
          })}
          columns={[
            { key: 'path', label: t('fields.path'), render: (p) => `/${p.path}` },
            { key: 'title', label: t('fields.titleRu'), render: (p) => p.titleRu },
            { key: 'updated', label: t('fields.updatedAt'), render: (p) => format.dateTime(p.updatedAt) },
          ]}
        />
      )}
      {tab === 'notice' && <NoticeForm />}
      {tab === 'sms-commands' && (
        <ContentSection<SmsCommandAdmin, typeof SmsCommandEditSchema>
          kind="sms-commands"
          schema={SmsCommandEditSchema}
          fields={[
            field('nameRu', undefined, true),
            field('nameEn'),
            field('example', undefined, true),
            field('commandTranscriptionRu', undefined, true),
            field('commandTranscriptionEn'),
            field('hintRu', 2),
            field('hintEn', 2),
            { ...field('sortOrder'), type: 'number' as const },
          ]}
          empty={{
            sortOrder: 0,
            nameRu: '',
            nameEn: '',
            hintRu: '',
            hintEn: '',
            example: '',
            commandTranscriptionRu: '',
            commandTranscriptionEn: '',
          }}
          toForm={({ id: _id, ...item }) => item}
          columns={[
            { key: 'order', label: t('fields.sortOrder'), render: (c) => c.sortOrder, align: 'right' },
            { key: 'name', label: t('fields.nameRu'), render: (c) => c.nameRu },
            { key: 'example', label: t('fields.example'), render: (c) => c.example },
          ]}
        />
      )}
    </Stack>
  );
}
