import { useTranslation } from 'react-i18next';
import { CorrectionDecisionSchema, type Correction } from '@parking/domain/staff/driver-support-contracts';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { SUPPORT_KEY } from '../api/support-queries';
import { decideCorrection } from '../api/support-writes';
import { ActionDialog } from './action-dialog';

/** Approves a pending correction (its money moves now) or rejects it, with the decider's reason. */
export function DecisionDialog({
  correction,
  decision,
  onClose,
}: {
  correction: Correction;
  decision: 'approve' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const save = useConsoleMutation(SUPPORT_KEY, decideCorrection);
  return (
    <ActionDialog
      title={t(`decision.${decision}.title`)}
      intro={t(`decision.${decision}.intro`, {
        amount: format.money(correction.amount),
        name: correction.driverName || t('noName'),
        by: correction.requestedBy,
        reason: correction.reason,
      })}
      schema={CorrectionDecisionSchema}
      defaultValues={{ reason: '' }}
      submitText={t(`decision.${decision}.submit`)}
      pending={save.isPending}
      error={save.error}
      onSubmit={(values) => save.mutate({ id: correction.id, decision, ...values }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
