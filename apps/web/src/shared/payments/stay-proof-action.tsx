import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  stayProofPagePath,
  type CreateStayProofAnswer,
} from '@parking/domain/stay-proof/stay-proof-contracts';
import { apiPost } from '../http/api-client';
import { errorNameOf } from '../http/error-name';
import { useLocalizedPath } from '../i18n/use-localized-path';

/** POST /api/proofs: the proof of the caller's own paid stay, or of the stay covering a fine. */
export function createStayProof(body: { sessionId: string } | { fineUin: string }) {
  return apiPost<Omit<CreateStayProofAnswer, 'status'>>('/api/proofs', body);
}

/**
 * "Proof of payment" beside a paid stay (issue 23 item 5): asks for the stay's proof and opens its
 * page, from which the driver shows, prints or downloads it. Shared by the operations history,
 * the cabinet's stays and the fines, which may not import each other.
 */
export function StayProofAction(props: { sessionId: string } | { fineUin: string }) {
  const { t } = useTranslation(['common', 'errors']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const make = useMutation({
    mutationFn: () => createStayProof(props),
    onSuccess: (answer) => navigate(to(stayProofPagePath(answer.code))),
  });
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<VerifiedOutlinedIcon fontSize="small" aria-hidden />}
        onClick={() => make.mutate()}
        loading={make.isPending}
        loadingPosition="start"
        sx={{ whiteSpace: 'nowrap', displayPrint: 'none' }}
      >
        {t('common:stayProof.action')}
      </Button>
      {make.isError && (
        <Typography variant="caption" color="error" role="alert">
          {t(`errors:${errorNameOf(make.error)}`, { defaultValue: t('errors:UnknownError') })}
        </Typography>
      )}
    </>
  );
}

/** A history row of a roadside stay that was paid: the rows that offer its proof. */
export function hasStayProof(row: { type: string; status: string; orderNumber: string | null }): boolean {
  return (
    (row.type === 'payment' || row.type === 'renew') && row.status === 'done' && row.orderNumber !== null
  );
}

/** The page of a proof already made (a guest's stay: its settlement made it), as a plain link. */
export function StayProofLink({ code, inherit = false }: { code: string; inherit?: boolean }) {
  const { t } = useTranslation('common');
  const to = useLocalizedPath();
  return (
    <Link
      component={RouterLink}
      to={to(stayProofPagePath(code))}
      color={inherit ? 'inherit' : 'primary'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <VerifiedOutlinedIcon fontSize="small" aria-hidden />
      {t('stayProof.action')}
    </Link>
  );
}
