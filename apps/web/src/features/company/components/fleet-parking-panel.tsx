import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile, FleetParkingRequest } from '@parking/domain/company/company-contracts';
import { moneyText } from '../../../shared/payments/money-text';
import { durationOptions } from '@parking/domain/tariffs/duration-options';
import { formatDuration } from '@parking/domain/tariffs/format-duration';
import { getCurrentCity } from '../../../shared/city/current-city';
import { errorNameOf } from '../../../shared/http/error-name';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { formatOperationDate } from '../../../shared/operations/operation-view';
import { EmptyState } from '../../../shared/ui/empty-state';
import { postFleetCost, postFleetStart } from '../api/fleet-parking';
import { useCityZones } from '../api/get-city-zones';
import { fleetSessionsKey } from '../api/fleet-sessions';
import { companyProfileKey } from '../api/get-company-profile';
import { FleetSessionsPanel } from './fleet-sessions-panel';

/** The Park tab: the start form (or why there is none), then the company's running stays. */
export function FleetParkingPanel({ company }: { company: CompanyProfile }) {
  return (
    <Stack spacing={4}>
      <FleetStartForm company={company} />
      <FleetSessionsPanel />
    </Stack>
  );
}

/**
 * Parking for a company vehicle (issue 8): an active driver (their vehicle), the zone and the
 * duration; the price comes from /corp-profile/cost, and Start charges the company balance (the
 * balance and the running stays are fetched again after the ok answer).
 */
function FleetStartForm({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation(['company', 'errors']);
  const city = getCurrentCity();
  const queryClient = useQueryClient();
  const settings = useSettingsFlags().data;
  const zones = useCityZones();
  const drivers = company.drivers.filter((d) => d.active && d.ts);
  const durations = durationOptions(settings?.intervals).filter((m) => m > 0);
  const [driverId, setDriverId] = useState<number | ''>(drivers.length === 1 ? drivers[0]!.id : '');
  const [zone, setZone] = useState('');
  const [parkingCode, setParkingCode] = useState('');
  const [duration, setDuration] = useState<number | ''>('');
  const minutes = duration === '' ? (durations.includes(60) ? 60 : (durations[0] ?? '')) : duration;
  const byCode = Boolean(settings?.paymentByParkingId);
  const request: FleetParkingRequest | null =
    driverId !== '' && zone && minutes !== '' && (!byCode || parkingCode.trim())
      ? {
          DriverId: driverId,
          Zone: zone,
          Duration: minutes,
          ...(byCode && { ParkingCode: parkingCode.trim() }),
        }
      : null;
  const cost = useQuery({
    queryKey: ['corp-cost', city.city, request],
    queryFn: () => postFleetCost(request!),
    enabled: request !== null,
    staleTime: 30_000,
    retry: false,
  });
  const start = useMutation({
    mutationFn: postFleetStart,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyProfileKey() }),
        queryClient.invalidateQueries({ queryKey: fleetSessionsKey() }),
      ]),
  });
  const session = start.data?.result;

  if (drivers.length === 0) return <EmptyState text={t('parking.noDrivers')} />;

  const reset = () => start.reset();
  return (
    <Stack
      spacing={2.5}
      component="form"
      noValidate
      aria-labelledby="corp-parking-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (request && cost.data) start.mutate({ ...request, idempotencyKey: crypto.randomUUID() });
      }}
    >
      <Box>
        <Typography variant="h6" component="h2" id="corp-parking-title">
          {t('parking.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('parking.text')}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            required
            label={t('parking.driver')}
            value={driverId}
            onChange={(e) => {
              reset();
              setDriverId(Number(e.target.value));
            }}
          >
            {drivers.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {t('parking.driverOption', { name: d.name, plate: d.ts })}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            required
            label={t('parking.zone')}
            value={zone}
            onChange={(e) => {
              reset();
              setZone(e.target.value);
            }}
            helperText={zones.data?.length === 0 ? t('parking.noZones') : undefined}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
          >
            {(zones.data ?? []).map((z) => (
              <MenuItem key={z.zonenumber} value={z.zonenumber}>
                {z.name && z.name !== z.zonenumber ? `${z.zonenumber} — ${z.name}` : z.zonenumber}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {byCode && (
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              required
              label={t('parking.parkingCode')}
              value={parkingCode}
              onChange={(e) => {
                reset();
                setParkingCode(e.target.value);
              }}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            required
            label={t('parking.duration')}
            value={minutes}
            onChange={(e) => {
              reset();
              setDuration(Number(e.target.value));
            }}
          >
            {durations.map((m) => (
              <MenuItem key={m} value={m}>
                {formatDuration(m)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      {zones.isError && <Alert severity="error">{t(`errors:${errorNameOf(zones.error)}`)}</Alert>}
      <Box
        sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2, opacity: cost.isFetching ? 0.6 : 1 }}
        aria-live="polite"
      >
        {request === null ? (
          <Typography color="text.secondary">{t('parking.fillIn')}</Typography>
        ) : cost.isError ? (
          <Typography color="error">
            {t(`errors:${errorNameOf(cost.error)}`, { defaultValue: t('errors:UnknownError') })}
          </Typography>
        ) : cost.data ? (
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Typography>{t('parking.cost')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{moneyText(t, cost.data.totalcost)}</Typography>
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('parking.calculating')}</Typography>
        )}
      </Box>
      {start.isError && (
        <Alert severity="error">
          {t(`errors:${errorNameOf(start.error)}`, { defaultValue: t('errors:UnknownError') })}
        </Alert>
      )}
      {session && (
        <Alert severity="success">
          {t('parking.started', {
            plate: session.numberTs,
            zone: session.zone,
            until: session.endDate ? formatOperationDate(session.endDate, city.timeZone) : '—',
          })}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!request || !cost.data || cost.isFetching || Boolean(session)}
          loading={start.isPending}
        >
          {t('parking.start')}
        </Button>
      </Box>
    </Stack>
  );
}
