import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { durationOptions } from '@parking/domain/tariffs/duration-options';
import { formatDuration } from '@parking/domain/tariffs/format-duration';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLanguage } from '../../../shared/i18n/use-localized-path';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { moneyText } from '../../../shared/payments/money-text';
import { newIdempotencyKey, type PaymentVehicleInput } from '../../../shared/payments/api/payment-types';
import { BALANCE_METHOD } from '../../../shared/payments/payment-methods';
import { postCost } from '../../../shared/payments/api/post-cost';
import { postRenew } from '../../../shared/payments/api/post-renew';
import { cityTime, profileSessions, shownBalance } from '../../../shared/payments/session-view';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value';
import { durationWords } from '../lib/duration-words';
import { RenewLink } from './renew-link';

/**
 * Extending a session (document 1 §4 "Renew"): the cost of the extension is asked again 300 ms
 * after each change of the duration; when the balance covers it the session is extended from
 * the balance at once, otherwise a renewal payment link is asked for (RenewLink), in one step.
 */
export function RenewForm({
  sessionId,
  onRenewed,
  onClose,
}: {
  sessionId: string;
  onRenewed: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['payment-modal', 'errors']);
  const lang = useLanguage();
  const settings = useSettingsFlags().data;
  const profile = useProfile();
  const session = profileSessions(profile.data).find((s) => s.id === sessionId);
  const durations = durationOptions(settings?.intervals).filter((m) => m > 0);
  const [duration, setDuration] = useState<number | null>(null);
  const chosen = duration ?? durations[0] ?? 0;
  const settled = useDebouncedValue(chosen, 300);
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const paying = useRef(false);

  const cost = useQuery({
    queryKey: ['payment-modal', 'renew-cost', sessionId, settled],
    queryFn: () =>
      postCost({
        Vehicle: {
          Number: session!.transport,
          ...(session!.category && { Category: session!.category as PaymentVehicleInput['Category'] }),
        },
        Zone: session!.zone,
        Duration: settled,
        ...(session!.parkingCode && { ParkingCode: session!.parkingCode }),
        ReservationId: session!.id,
      }),
    enabled: Boolean(session) && settled > 0 && renewedUntil === null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const renew = useMutation({ mutationFn: postRenew });

  if (renewedUntil !== null)
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('renew.done', { time: cityTime(renewedUntil, lang) })}</Alert>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('done')}
        </Button>
      </Stack>
    );
  if (!profile.data || !settings)
    return (
      <Stack sx={{ py: 3, alignItems: 'center' }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Stack>
    );
  if (!session) return <Alert severity="warning">{t('renew.missing')}</Alert>;

  const calculating = cost.isFetching || settled !== chosen;
  // The last answer stays on screen (faded) while the next is calculated; only a fresh one pays.
  const result = cost.data;
  const fresh = calculating || cost.isPlaceholderData ? undefined : cost.data;
  const pay = () => {
    if (paying.current || !fresh) return;
    paying.current = true;
    renew.mutate(
      {
        ReservationId: session.id,
        Duration: settled,
        PaymentService: BALANCE_METHOD,
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (answer) => {
          setRenewedUntil(answer.result?.endDate ?? fresh.endDate);
          onRenewed();
        },
        onSettled: () => {
          paying.current = false;
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <div>
        <Typography sx={{ fontWeight: 600 }}>
          {session.parkingCode
            ? t('renew.sessionParking', { code: session.parkingCode, plate: session.transport })
            : t('renew.session', { zone: session.zone, plate: session.transport })}
        </Typography>
        {session.endDate && (
          <Typography variant="body2" color="text.secondary">
            {t('renew.endsAt', { time: cityTime(session.endDate, lang) })}
          </Typography>
        )}
      </div>
      <TextField
        select
        label={t('renew.duration')}
        value={String(chosen)}
        onChange={(event) => setDuration(Number(event.target.value))}
        fullWidth
      >
        {durations.map((m) => (
          <MenuItem key={m} value={String(m)}>
            {formatDuration(m) ?? t('renew.noTime')}
          </MenuItem>
        ))}
      </TextField>
      <div aria-live="polite">
        {calculating && !result ? (
          <Typography color="text.secondary">{t('renew.calculating')}</Typography>
        ) : cost.isError && !calculating ? (
          <Alert severity="error">{t(`errors:${errorNameOf(cost.error)}`)}</Alert>
        ) : result ? (
          <Stack spacing={0.5} sx={{ opacity: calculating ? 0.6 : 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('renew.cost', { amount: moneyText(t, result.totalcost) })}
            </Typography>
            {result.totaldiscount > 0 && (
              <Typography variant="body2">
                {t('renew.discount', { amount: moneyText(t, result.totaldiscount) })}
              </Typography>
            )}
            <Typography variant="body2">
              {t('renew.newEnd', { time: cityTime(result.endDate, lang), length: durationWords(t, settled) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('renew.balance', { amount: moneyText(t, shownBalance(profile.data)) })}
            </Typography>
          </Stack>
        ) : null}
      </div>
      {renew.isError && <Alert severity="error">{t(`errors:${errorNameOf(renew.error)}`)}</Alert>}
      {result && !result.moneyEnough ? (
        <>
          <Alert severity="warning">{t('renew.notEnough', { amount: moneyText(t, result.refill) })}</Alert>
          <RenewLink
            sessionId={session.id}
            duration={settled}
            cost={result.totalcost}
            ready={Boolean(fresh)}
            methods={settings.paymentsMethods}
          />
        </>
      ) : (
        <Button
          variant="contained"
          size="large"
          disabled={!fresh || renew.isPending}
          onClick={pay}
          startIcon={renew.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {renew.isPending
            ? t('renew.paying')
            : t('renew.payFromBalance', { amount: moneyText(t, result?.totalcost ?? 0) })}
        </Button>
      )}
    </Stack>
  );
}
