import Chip from '@mui/material/Chip';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewsEditSchema, type NewsAdminItem } from '@parking/domain/staff/content-admin-contracts';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useErrorText } from '../../../shared/console/use-error-text';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { ContentSection } from './content-section';

/** News with a publish time: a time ahead keeps the item hidden from drivers until then. */
export function NewsSection() {
  const { t } = useTranslation('operator-content');
  const format = useConsoleFormat();
  const { byName } = useErrorText();
  const field = (name: string, rows?: number, required = false) => ({
    name,
    label: t(`fields.${name}`),
    rows,
    required,
  });
  return (
    <DatePickersProvider>
      <ContentSection<NewsAdminItem, typeof NewsEditSchema>
        kind="news"
        schema={NewsEditSchema}
        fields={[
          field('titleRu', undefined, true),
          field('titleEn'),
          field('previewRu', 2),
          field('previewEn', 2),
          field('bodyRu', 6),
          field('bodyEn', 6),
        ]}
        empty={{ titleRu: '', titleEn: '', previewRu: '', previewEn: '', bodyRu: '', bodyEn: '' }}
        toForm={({ id: _id, scheduled: _s, ...item }) => item}
        columns={[
          { key: 'title', label: t('fields.titleRu'), render: (n) => n.titleRu },
          { key: 'at', label: t('fields.publishedAt'), render: (n) => format.dateTime(n.publishedAt) },
          {
            key: 'state',
            label: t('fields.state'),
            render: (n) => (
              <Chip
                size="small"
                color={n.scheduled ? 'info' : 'success'}
                label={n.scheduled ? t('scheduled') : t('published')}
              />
            ),
          },
        ]}
        extra={(control) => (
          <Controller
            name="publishedAt"
            control={control}
            render={({ field: f, fieldState }) => (
              <DateTimePicker
                label={t('fields.publishedAt')}
                value={f.value ? dayjs(f.value) : null}
                onChange={(d) => f.onChange(d && d.isValid() ? d.format() : undefined)}
                slotProps={{
                  textField: {
                    helperText: byName(fieldState.error?.message) ?? t('publishHint'),
                    error: Boolean(fieldState.error),
                  },
                }}
              />
            )}
          />
        )}
      />
    </DatePickersProvider>
  );
}
