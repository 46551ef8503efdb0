import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  NoticeEditSchema,
  type NoticeAdmin,
  type NoticeEdit,
} from '@parking/domain/staff/content-admin-contracts';
import { AreaError } from '../../../shared/console/area-error';
import { FormTextField } from '../../../shared/console/form-text-field';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { PageLoading } from '../../../shared/ui/page-loading';
import { CONTENT_KEY } from '../api/content-calls';
import { saveNotice, useNotice } from '../api/notice-calls';

type Input = z.input<typeof NoticeEditSchema>;
type Output = z.output<typeof NoticeEditSchema>;

function NoticeEditor({ notice }: { notice: NoticeAdmin | null }) {
  const { t } = useTranslation(['operator-content', 'console']);
  const { ofError } = useErrorText();
  const save = useConsoleMutation(CONTENT_KEY, saveNotice);
  const { control, handleSubmit } = useForm<Input, unknown, Output>({
    resolver: zodResolver(NoticeEditSchema),
    defaultValues: {
      titleRu: notice?.titleRu ?? '',
      titleEn: notice?.titleEn ?? '',
      messageRu: notice?.messageRu ?? '',
      messageEn: notice?.messageEn ?? '',
      url: notice?.url ?? '',
    },
  });
  const text = (name: keyof Input, rows?: number) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`fields.${name}`)}
      multiline={Boolean(rows)}
      minRows={rows}
      fullWidth
    />
  );
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={handleSubmit((v: NoticeEdit) => save.mutate(v))}
      sx={{ maxWidth: 720 }}
    >
      <Alert severity="info">{t('notice.hint')}</Alert>
      {text('titleRu')}
      {text('titleEn')}
      {text('messageRu', 4)}
      {text('messageEn', 4)}
      {text('url')}
      {save.error && <Alert severity="error">{ofError(save.error)}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('console:saved')}</Alert>}
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('console:save')}
      </Button>
    </Stack>
  );
}

/** The pop-up notice; empty titles and messages take it down. */
export function NoticeForm() {
  const notice = useNotice();
  if (notice.error) return <AreaError error={notice.error} onRetry={() => void notice.refetch()} />;
  return notice.data ? <NoticeEditor notice={notice.data.notice} /> : <PageLoading />;
}
