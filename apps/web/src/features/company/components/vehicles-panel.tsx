import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import type { CompanyProfile, FleetVehicle } from '@parking/domain/company/company-contracts';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { EmptyState } from '../../../shared/ui/empty-state';
import { EditDeleteButtons } from '../../../shared/ui/edit-delete-buttons';
import { useActivation } from '../api/use-activation';
import { FleetVehicleModal, type FleetVehicleModalMode } from './fleet-vehicle-modal';

/** Vehicles and their tracking devices (§2, §3): plate, VIN, IMEI, device active; add, delete. */
export function VehiclesPanel({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation(['company', 'errors']);
  const narrow = useMediaQuery('(max-width:720px)');
  const [modal, setModal] = useState<FleetVehicleModalMode | null>(null);
  const activation = useActivation<FleetVehicle>('device', company.inn);
  const driverOf = (v: FleetVehicle) => company.drivers.find((d) => d.ts === v.numberTs)?.name;

  const deviceSwitch = (v: FleetVehicle) => (
    <Switch
      checked={v.active}
      disabled={activation.isPending && activation.variables?.row.id === v.id}
      onChange={(_e, active) => activation.mutate({ row: v, active })}
      slotProps={{ input: { 'aria-label': t('vehicles.activeFor', { plate: v.numberTs }) } }}
    />
  );
  const deleteButton = (v: FleetVehicle) => (
    <EditDeleteButtons
      itemLabel={v.numberTs}
      deleteText={t('actions.delete')}
      onDelete={() => setModal({ kind: 'delete', vehicle: v })}
    />
  );
  const mono = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          {t('vehicles.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setModal({ kind: 'add' })}>
          {t('vehicles.add')}
        </Button>
      </Stack>
      {activation.isError && (
        <Alert severity="error" onClose={() => activation.reset()}>
          {t(`errors:${errorNameOf(activation.error)}`, { defaultValue: t('errors:UnknownError') })}
        </Alert>
      )}
      {company.ts.length === 0 ? (
        <EmptyState text={t('vehicles.empty')} />
      ) : narrow ? (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('vehicles.title')}
        >
          {company.ts.map((v) => (
            <Paper component="li" variant="outlined" key={v.id} sx={{ p: 1.5 }}>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
              >
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{v.numberTs}</Typography>
                  {v.vin && (
                    <Typography variant="body2" sx={mono}>
                      {t('vehicles.vinShort', { vin: v.vin })}
                    </Typography>
                  )}
                  {v.imei && (
                    <Typography variant="body2" sx={mono}>
                      {t('vehicles.imeiShort', { imei: v.imei })}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {driverOf(v) ?? t('vehicles.noDriver')}
                  </Typography>
                </div>
                {deleteButton(v)}
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" color={v.active ? 'success.main' : 'text.secondary'}>
                  {t(v.active ? 'vehicles.deviceOn' : 'vehicles.deviceOff')}
                </Typography>
                {deviceSwitch(v)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('vehicles.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('vehicles.columns.plate')}</TableCell>
                <TableCell>{t('vehicles.columns.vin')}</TableCell>
                <TableCell>{t('vehicles.columns.imei')}</TableCell>
                <TableCell>{t('vehicles.columns.driver')}</TableCell>
                <TableCell>{t('vehicles.columns.device')}</TableCell>
                <TableCell align="right">{t('vehicles.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {company.ts.map((v) => (
                <TableRow key={v.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{v.numberTs}</TableCell>
                  <TableCell sx={mono}>{v.vin ?? '—'}</TableCell>
                  <TableCell sx={mono}>{v.imei ?? '—'}</TableCell>
                  <TableCell>{driverOf(v) ?? '—'}</TableCell>
                  <TableCell>{deviceSwitch(v)}</TableCell>
                  <TableCell align="right">{deleteButton(v)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {modal && <FleetVehicleModal mode={modal} company={company} onClose={() => setModal(null)} />}
    </Stack>
  );
}
