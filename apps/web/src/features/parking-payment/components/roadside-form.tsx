import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Zone } from '@parking/domain/contracts/content';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { durationOptions } from '@parking/domain/tariffs/duration-options';
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
import { submitLabel } from '../lib/submit-label';
import { useCostCalculation } from '../lib/use-cost-calculation';
import { useRoadsideSubmit, type RoadsideMode } from '../lib/use-roadside-submit';
import { CostSummary } from './cost-summary';
import { DurationSelect } from './duration-select';
import { PayTypeFields } from './pay-type-fields';
import { PayerSelect } from './payer-select';
import { PaymentMethodFields } from './payment-method-fields';
import { ReceiptContactField } from './receipt-contact-field';
import { VehicleFields } from './vehicle-fields';
import { ZoneField } from './zone-field';

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
  const { t } = useTranslation(['parking-payment', 'errors', 'validation']);
  const methods = useMemo(() => cardLikeMethods(settings.paymentsMethods), [settings.paymentsMethods]);
  const options = durationOptions(settings.intervals);
  // "Payment always from balance" (document 1 §4), or from a company that has the driver (issue 8).
  const profileMethods = useProfile().data?.paymentsMethods;
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
  const payment = useRoadsideSubmit(mode, { guestToken, onGuestTokenRefused, onDone: () => reset(defaults) });

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

  const onSubmit = handleSubmit((v) =>
    payment.submit({
      request: toSessionRequest(v, ctxFor(v))!,
      payType: v.payType,
      cost: cost.cost,
      paymentService: byCompany ? payer : v.paymentService,
      phone: method?.isPhoneRequired ? v.phone : undefined,
      ...(asksReceipt && { receipt: receiptContactFields(v.receiptContact) }),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('roadside.formTitle')}>
      <Stack spacing={2.5}>
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
        <VehicleFields control={control} withCategory={settings.useTsCategory} translate={translate} />
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
      </Stack>
    </Box>
  );
}
