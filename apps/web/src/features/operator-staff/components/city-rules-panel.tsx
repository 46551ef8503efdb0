import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CityRulesFormSchema,
  type CityRules,
  type CityRulesForm,
} from '@parking/domain/staff/city-rules-contracts';
import { AreaError } from '../../../shared/console/area-error';
import { FormTextField } from '../../../shared/console/form-text-field';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { PageLoading } from '../../../shared/ui/page-loading';
import { RULES_KEY, saveCityRules, useCityRules } from '../api/city-rules-calls';
import { ReceiptCodeFields } from './receipt-code-fields';

function RulesForm({ rules }: { rules: CityRules }) {
  const { t } = useTranslation(['operator-staff', 'console']);
  const { ofError } = useErrorText();
  const save = useConsoleMutation(RULES_KEY, saveCityRules);
  const { control, handleSubmit } = useForm<CityRulesForm, unknown, CityRules>({
    resolver: zodResolver(CityRulesFormSchema),
    defaultValues: {
      correctionApprovalRoubles: String(rules.correctionApprovalKopecks / 100),
      enforcementGraceMinutes: String(rules.enforcementGraceMinutes),
      receiptVatCode: rules.receiptVatCode,
      receiptPaymentSubject: rules.receiptPaymentSubject,
      receiptTaxSystem: rules.receiptTaxSystem,
    },
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit((v) => save.mutate(v))}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="correctionApprovalRoubles"
          label={t('rules.approval')}
          helperText={t('rules.approvalHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
        <FormTextField
          control={control}
          name="enforcementGraceMinutes"
          label={t('rules.grace')}
          helperText={t('rules.graceHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {t('rules.receiptTitle')}
      </Typography>
      <ReceiptCodeFields control={control} />
      {save.error && <Alert severity="error">{ofError(save.error)}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('console:saved')}</Alert>}
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('console:save')}
      </Button>
    </Stack>
  );
}

/** The city's rules for staff work (issue 21): the administrator sets them beside the staff list. */
export function CityRulesPanel() {
  const { t } = useTranslation('operator-staff');
  const rules = useCityRules();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('rules.title')}
      </Typography>
      {rules.error ? (
        <AreaError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : rules.data ? (
        <RulesForm rules={rules.data.document} />
      ) : (
        <PageLoading />
      )}
    </Paper>
  );
}
