import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Zone } from '@parking/domain/contracts/content';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { durationOptions } from '@parking/domain/tariffs/duration-options';
import { moneyText } from '../../../shared/payments/money-text';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SessionRequestInput } from '../../../shared/payments/api/payment-types';
import { postCost } from '../../../shared/payments/api/post-cost';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { BALANCE_METHOD, cardLikeMethods, isCompanyMethod } from '../../../shared/payments/payment-methods';
import { postPaymentStart, type RoadsidePayType } from '../lib/post-payment-start';
import {
  roadsideResolver,
  toSessionRequest,
  type RoadsideContext,
  type RoadsideValues,
} from '../lib/roadside-values';
import { asksReceiptContact, receiptContactFields } from '../lib/receipt-contact';
import { isMoneyEnough, submitLabel } from '../lib/submit-label';
import { rememberZone } from '../lib/recent-zones';
import { cityTimeText, durationText, otherZoneName, type ReviewFact } from '../lib/review-facts';
import { reviewSkipped } from '../lib/review-preference';
import { useCostCalculation } from '../lib/use-cost-calculation';
import { useRoadsideSubmit, type RoadsideMode, type SubmitInput } from '../lib/use-roadside-submit';
import { CostSummary } from './cost-summary';
import { DurationSelect } from './duration-select';
import { PayTypeFields } from './pay-type-fields';
import { PayerSelect } from './payer-select';
import { PaymentReview, ShowReviewAgain } from './payment-review';
import { PaymentMethodFields } from './payment-method-fields';
import { ReceiptContactField } from './receipt-contact-field';
import { VehicleFields, type SavedVehicle } from './vehicle-fields';
import { ZoneField } from './zone-field';
import { OfflinePaymentNotice } from './offline-payment-notice';

export type RoadsideFormProps = {
  mode: RoadsideMode;
  settings: SettingsFlags;
  zones: Zone[];
  zonesLoading?: boolean;
  timeZone: string;
  guestToken?: string | null;
  onGuestTokenRefused?: (errorName: string) => void;
  initialZone?: string;
  initialParkingCode?: string;
  initialPlate?: string;
  /** The clock (tests pin it). */
  now?: () => number;
};

const SILENT_COST_ERRORS = ['CostCalculationError'];

/** The roadside payment form of the guest page and the cabinet (document 1 §2, §4, §5). */
export function RoadsideForm({
  mode,
  settings,
  zones,
  zonesLoading = false,
  timeZone,
  guestToken = null,
  onGuestTokenRefused = () => {},
  initialZone = '',
  initialParkingCode = '',
  initialPlate = '',
  now = Date.now,
}: RoadsideFormProps) {
  const { t, i18n } = useTranslation(['parking-payment', 'errors', 'validation']);
  const methods = useMemo(() => cardLikeMethods(settings.paymentsMethods), [settings.paymentsMethods]);
  const options = durationOptions(settings.intervals);
  // "Payment always from balance" (document 1 §4), or from a company that has the driver (issue 8).
  const profile = useProfile().data;
  const profileMethods = profile?.paymentsMethods;
  // The driver's saved vehicles: offered in the plate field, and what a typo is measured by.
  const saved = useMemo<SavedVehicle[]>(
    () =>
      mode === 'guest'
        ? []
        : (profile?.ts ?? []).map((v) => ({ numberTs: v.numberTs, formatGrz: v.formatGrz })),
    [mode, profile?.ts],
  );
  const companies = useMemo(
    () => (mode === 'driver' ? (profileMethods ?? []).filter((m) => isCompanyMethod(m.methodName)) : []),
    [mode, profileMethods],
  );
  const [payer, setPayer] = useState(BALANCE_METHOD);
  const byCompany = companies.some((m) => m.methodName === payer);
  const defaults: RoadsideValues = {
    zone: initialZone,
    parkingCode: initialParkingCode,
    plate: initialPlate,
    foreignPlate: false,
    category: 'B',
    duration: options.includes(60) ? 60 : (options[0] ?? ''),
    payType: 'today',
    startTime: null,
    paymentService: methods.length === 1 ? methods[0]!.methodName : '',
    phone: '',
    receiptContact: '',
  };
  const { control, handleSubmit, reset, setValue, formState } = useForm<RoadsideValues>({
    defaultValues: defaults,
    mode: 'onTouched',
    resolver: (values, c, o) => roadsideResolver(ctxFor(values))(values, c, o),
  });
  const values = useWatch({ control }) as RoadsideValues;
  const method = methods.find((m) => m.methodName === values.paymentService);
  const asksReceipt = mode === 'guest' && asksReceiptContact(method);
  function ctxFor(v: RoadsideValues): RoadsideContext {
    const chosen = methods.find((m) => m.methodName === v.paymentService);
    return {
      paymentByParkingId: settings.paymentByParkingId,
      choosesMethod: mode === 'guest',
      phoneRequired: Boolean(chosen?.isPhoneRequired),
      receiptRequired: mode === 'guest' && asksReceiptContact(chosen),
      withDuration: mode !== 'noBalance',
      timeZone,
      now,
    };
  }
  const ctx = ctxFor(values);
  const request = toSessionRequest(values, ctx);
  const priceRequest = mode === 'noBalance' || (mode === 'guest' && !guestToken) ? null : request;

  const fetchCost = useCallback(
    (input: SessionRequestInput) => {
      if (mode !== 'guest') return postCost(input, 'driver');
      const body = { ...input, token: guestToken ?? undefined };
      return postCost(body, 'guest').catch((error: unknown) => {
        onGuestTokenRefused((error as { errorName?: string }).errorName ?? '');
        throw error;
      });
    },
    [mode, guestToken, onGuestTokenRefused],
  );
  const cost = useCostCalculation(priceRequest, fetchCost);
  // The zone of the payment under way: remembered as a recent zone of this device once it is made.
  const paidZone = useRef('');
  const payment = useRoadsideSubmit(mode, {
    guestToken,
    onGuestTokenRefused,
    onDone: () => {
      rememberZone(paidZone.current);
      reset(defaults);
    },
  });
  // The review step (issue 23): what a tap on pay is about to send, until confirmed or put back.
  const [review, setReview] = useState<{ input: SubmitInput; facts: ReviewFact[] } | null>(null);
  const [skipReview, setSkipReview] = useState(reviewSkipped);

  const translate = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined);
  const errorOf = (name: keyof RoadsideValues) => translate(formState.errors[name]?.message);
  const payTypes: RoadsidePayType[] = [
    'today',
    ...(settings.usePostPayment ? (['postPayment'] as const) : []),
    ...(settings.usePostPayment && settings.usePostPaymentYesterday
      ? (['postPaymentYesterday'] as const)
      : []),
  ];
  // A picked time in the future is said at once; a missing one only after a submit attempt.
  const startCheck = postPaymentStart(values.payType, values.startTime, timeZone, now());
  const startTimeError =
    values.startTime && !startCheck.ok ? t(`errors.${startCheck.error}`) : errorOf('startTime');
  const costError = cost.error && !SILENT_COST_ERRORS.includes(cost.error) ? cost.error : null;
  const priced = cost.fresh && cost.cost !== null && !cost.error;
  // While a newer price is on its way the label keeps the last one (the button is disabled).
  const label =
    mode === 'noBalance'
      ? 'start'
      : submitLabel(
          cost.error ? null : cost.cost && byCompany ? { ...cost.cost, balance: Infinity } : cost.cost,
        );
  const canSubmit =
    mode === 'noBalance'
      ? request !== null
      : priced && cost.cost!.totalcost > 0 && cost.cost!.costData.intervals.length > 0;

  const send = (input: SubmitInput) => {
    paidZone.current = input.request.Zone;
    return payment.submit(input);
  };
  const payerName = () => {
    if (mode === 'guest') return method?.methodNameForShow ?? values.paymentService;
    if (byCompany) return companies.find((m) => m.methodName === payer)?.methodNameForShow ?? payer;
    return t('review.balance');
  };
  function reviewFacts(input: SubmitInput, priced: NonNullable<SubmitInput['cost']>): ReviewFact[] {
    const zone = zones.find((z) => z.zonenumber === input.request.Zone);
    const when = (iso: string) => cityTimeText(iso, timeZone, i18n.language);
    return [
      { label: t('review.plate'), value: input.request.Vehicle.Number },
      {
        label: t('review.zone'),
        value:
          zone?.name && zone.name !== zone.zonenumber
            ? `${zone.zonenumber} — ${zone.name}`
            : input.request.Zone,
      },
      ...(input.request.ParkingCode
        ? [{ label: t('fields.parkingCode'), value: input.request.ParkingCode }]
        : []),
      { label: t('review.start'), value: when(priced.startDate) },
      { label: t('review.end'), value: when(priced.endDate) },
      {
        label: t('review.duration'),
        value: durationText(input.request.Duration, (unit, count) => t(`units.${unit}`, { count })),
      },
      { label: t('review.price'), value: moneyText(t, priced.totalcost) },
      { label: t('review.payer'), value: payerName() },
    ];
  }
  const onSubmit = handleSubmit((v) => {
    const input: SubmitInput = {
      request: toSessionRequest(v, ctxFor(v))!,
      payType: v.payType,
      cost: cost.cost,
      paymentService: byCompany ? payer : v.paymentService,
      phone: method?.isPhoneRequired ? v.phone : undefined,
      ...(asksReceipt && { receipt: receiptContactFields(v.receiptContact) }),
    };
    // Money moves only on a priced stay the payer covers; a short balance opens the top-up instead.
    const moves =
      mode !== 'noBalance' &&
      input.cost !== null &&
      (mode === 'guest' || byCompany || isMoneyEnough(input.cost.balance, input.cost.totalcost));
    if (moves && !skipReview) setReview({ input, facts: reviewFacts(input, input.cost!) });
    else void send(input);
  });
  const zoneNote = otherZoneName(timeZone, i18n.language);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('roadside.formTitle')}>
      <OfflinePaymentNotice />
      {review && (
        <PaymentReview
          facts={review.facts}
          note={zoneNote && t('review.cityTime', { zone: zoneNote })}
          busy={payment.busy}
          onBack={() => setReview(null)}
          onConfirm={() => {
            void send(review.input).finally(() => {
              setReview(null);
              setSkipReview(reviewSkipped());
            });
          }}
        />
      )}
      {/* kept mounted under the review: Back finds the form as it was */}
      <Stack spacing={2.5} sx={review ? { display: 'none' } : undefined}>
        <Controller
          name="zone"
          control={control}
          render={({ field, fieldState }) => (
            <ZoneField
              zones={zones}
              loading={zonesLoading}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={translate(fieldState.error?.message)}
            />
          )}
        />
        {settings.paymentByParkingId && (
          <Controller
            name="parkingCode"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t('fields.parkingCode')}
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={translate(fieldState.error?.message)}
              />
            )}
          />
        )}
        <VehicleFields
          control={control}
          withCategory={settings.useTsCategory}
          translate={translate}
          saved={saved}
        />
        {mode !== 'noBalance' && (
          <>
            <Controller
              name="duration"
              control={control}
              render={({ field, fieldState }) => (
                <DurationSelect
                  intervals={settings.intervals}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={translate(fieldState.error?.message)}
                />
              )}
            />
            {payTypes.length > 1 && (
              <PayTypeFields
                control={control}
                types={payTypes}
                payType={values.payType}
                errorText={startTimeError}
                onTypeChange={(type) => {
                  setValue('payType', type);
                  setValue('startTime', null);
                }}
              />
            )}
          </>
        )}
        {mode === 'guest' && (
          <PaymentMethodFields
            control={control}
            methods={methods}
            methodField="paymentService"
            phoneField="phone"
            showPhone={Boolean(method?.isPhoneRequired)}
            translate={translate}
          />
        )}
        {asksReceipt && <ReceiptContactField control={control} name="receiptContact" translate={translate} />}
        {companies.length > 0 && <PayerSelect companies={companies} value={payer} onChange={setPayer} />}
        {mode !== 'noBalance' && (
          <CostSummary
            cost={cost.cost}
            showBalance={mode === 'driver' && !byCompany}
            stale={cost.calculating}
          />
        )}
        {mode === 'noBalance' && <Alert severity="info">{t('roadside.noBalanceHint')}</Alert>}
        {costError && (
          <Alert severity="error">
            {t(`errors:${costError}`, { defaultValue: t('errors:UnknownError') })}
          </Alert>
        )}
        {payment.error && (
          <Alert severity="error" onClose={payment.clearError}>
            {t(`errors:${payment.error}`, { defaultValue: t('errors:UnknownError') })}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={payment.busy}>
          {t(`submit.${label}`)}
        </Button>
        {skipReview && mode !== 'noBalance' && <ShowReviewAgain onShown={() => setSkipReview(false)} />}
      </Stack>
    </Box>
  );
}
