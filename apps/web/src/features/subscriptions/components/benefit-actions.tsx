import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { ApiError } from '../../../shared/http/api-error';
import { openModal } from '../../../shared/modals/modal-store';
import { profileQueryOptions } from '../../../shared/profile/api/get-profile';
import { postBenefitAction, postChangePlate, type BenefitAction } from '../api/benefit-actions';
import { benefitsKey } from '../api/get-benefits';
import type { BenefitRow as Benefit } from '@parking/domain/subscriptions/benefit-contracts';
import { ChangePlateDialog } from './change-plate-dialog';
import { ConfirmDialog } from './confirm-dialog';

type Pending = Exclude<BenefitAction, 'changePlate'> | 'changePlate' | null;

/**
 * A subscription row's buttons (document 2 §4): refund, change plate, pause or continue, each
 * enabled by the server's can* flag and confirmed first; after success the benefits reload (a
 * refund also reloads the profile: the balance grew) and a notice says what happened.
 */
export function BenefitActions({ benefit, plates }: { benefit: Benefit; plates: string[] }) {
  const { t } = useTranslation(['subscriptions', 'errors']);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Pending>(null);
  const toggle = benefit.canContinue ? 'continue' : 'pause';
  const action = useMutation({
    mutationFn: (input: { kind: BenefitAction; plate?: string }) =>
      input.kind === 'changePlate'
        ? postChangePlate(benefit.orderNum, input.plate ?? '')
        : postBenefitAction(input.kind, benefit.orderNum),
    onSuccess: async (_answer, input) => {
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: benefitsKey() });
      if (input.kind === 'refund')
        await queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
      openModal({ kind: 'simple', title: t('notices.title'), message: t(`notices.${input.kind}`) });
    },
    onError: (error) => {
      setDialog(null);
      const name = errorNameOf(error);
      const fallback = error instanceof ApiError ? error.message : t('errors:UnknownError');
      openModal({
        kind: 'simple',
        title: t('notices.errorTitle'),
        message: t(`errors:${name}`, { defaultValue: fallback }),
      });
    },
  });
  const busy = action.isPending;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!benefit.canRefund || busy}
          onClick={() => setDialog('refund')}
        >
          {t('actions.refund')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!benefit.canChangeTs || busy}
          onClick={() => setDialog('changePlate')}
        >
          {t('actions.changePlate')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!(benefit.canContinue || benefit.canPause) || busy}
          onClick={() => setDialog(toggle)}
        >
          {t(`actions.${toggle}`)}
        </Button>
      </Stack>
      {dialog && dialog !== 'changePlate' && (
        <ConfirmDialog
          question={t(`confirm.${dialog}`)}
          hint={t(`confirm.${dialog}Hint`)}
          busy={busy}
          onConfirm={() => action.mutate({ kind: dialog })}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'changePlate' && (
        <ChangePlateDialog
          plates={plates.filter((p) => p !== benefit.transport?.numberTs)}
          busy={busy}
          onSave={(plate) => action.mutate({ kind: 'changePlate', plate })}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
