import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import GavelIcon from '@mui/icons-material/Gavel';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Fine } from '@parking/domain/fines/fine-contracts';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { createStayProof, StayProofAction } from '../../../shared/payments/stay-proof-action';
import { appealWithProofPath } from '../lib/fine-view';

/**
 * A fine covered by a paid stay (issue 23 item 5): the stay's proof of payment, and the appeal in
 * one click, its message already naming the fine's UIN, date and plate and the proof's link.
 */
export function FineProofActions({ fine, canAppeal }: { fine: Fine; canAppeal: boolean }) {
  const { t } = useTranslation(['fines', 'errors']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const appeal = useMutation({
    mutationFn: () => createStayProof({ fineUin: fine.uin }),
    onSuccess: (proof) =>
      navigate(
        to(
          appealWithProofPath(
            fine.uin,
            t('fines:proof.appealText', { uin: fine.uin, date: fine.date, grz: fine.grz, url: proof.url }),
          ),
        ),
      ),
  });
  return (
    <>
      <StayProofAction fineUin={fine.uin} />
      {canAppeal && (
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          startIcon={<GavelIcon fontSize="small" aria-hidden />}
          onClick={() => appeal.mutate()}
          loading={appeal.isPending}
          loadingPosition="start"
          sx={{ flexShrink: 0 }}
        >
          {t('fines:proof.appeal')}
        </Button>
      )}
      {appeal.isError && (
        <Typography variant="caption" color="error" role="alert">
          {t(`errors:${errorNameOf(appeal.error)}`, { defaultValue: t('errors:UnknownError') })}
        </Typography>
      )}
    </>
  );
}
