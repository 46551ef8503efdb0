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
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import type { CompanyProfile, FleetDriver } from '@parking/domain/company/company-contracts';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { maskPhone } from '../../../shared/ui/phone-mask';
import { EmptyState } from '../../../shared/ui/empty-state';
import { EditDeleteButtons } from '../../../shared/ui/edit-delete-buttons';
import { useActivation } from '../api/use-activation';
import { DriverModal, type DriverModalMode } from './driver-modal';

/** The company's drivers (§2, §3): name, phone, vehicle, device, active; add, edit, delete. */
export function DriversPanel({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation(['company', 'errors']);
  const narrow = useMediaQuery('(max-width:720px)');
  const [modal, setModal] = useState<DriverModalMode | null>(null);
  const activation = useActivation<FleetDriver>('driver', company.inn);
  const drivers = company.drivers;

  const activeSwitch = (d: FleetDriver) => (
    <Switch
      checked={d.active}
      disabled={activation.isPending && activation.variables?.row.id === d.id}
      onChange={(_e, active) => activation.mutate({ row: d, active })}
      slotProps={{ input: { 'aria-label': t('drivers.activeFor', { name: d.name }) } }}
    />
  );
  const actions = (d: FleetDriver) => (
    <EditDeleteButtons
      itemLabel={d.name}
      editText={t('actions.edit')}
      deleteText={t('actions.delete')}
      onEdit={() => setModal({ kind: 'edit', driver: d })}
      onDelete={() => setModal({ kind: 'delete', driver: d })}
    />
  );
  const status = (d: FleetDriver) => (
    <Typography variant="body2" color={d.active ? 'success.main' : 'text.secondary'}>
      {t(d.active ? 'status.active' : 'status.inactive')}
    </Typography>
  );

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          {t('drivers.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PersonAddAltIcon />}
          onClick={() => setModal({ kind: 'add' })}
          disabled={company.ts.length === 0}
        >
          {t('drivers.add')}
        </Button>
      </Stack>
      {company.ts.length === 0 && <Alert severity="info">{t('drivers.needVehicle')}</Alert>}
      {activation.isError && (
        <Alert severity="error" onClose={() => activation.reset()}>
          {t(`errors:${errorNameOf(activation.error)}`, { defaultValue: t('errors:UnknownError') })}
        </Alert>
      )}
      {drivers.length === 0 ? (
        <EmptyState text={t('drivers.empty')} />
      ) : narrow ? (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('drivers.title')}
        >
          {drivers.map((d) => (
            <Paper component="li" variant="outlined" key={d.id} sx={{ p: 1.5 }}>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
              >
                <div>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{d.name}</Typography>
                  <Typography variant="body2">{maskPhone(d.phone)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[d.ts, d.device].filter(Boolean).join(' · ') || t('drivers.noVehicle')}
                  </Typography>
                </div>
                {activeSwitch(d)}
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                {status(d)}
                <div>{actions(d)}</div>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('drivers.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('drivers.columns.name')}</TableCell>
                <TableCell>{t('drivers.columns.phone')}</TableCell>
                <TableCell>{t('drivers.columns.vehicle')}</TableCell>
                <TableCell>{t('drivers.columns.device')}</TableCell>
                <TableCell>{t('drivers.columns.active')}</TableCell>
                <TableCell align="right">{t('drivers.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {drivers.map((d) => (
                <TableRow key={d.id} hover>
                  <TableCell>{d.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{maskPhone(d.phone)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.ts ?? '—'}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{d.device ?? '—'}</TableCell>
                  <TableCell>{activeSwitch(d)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(d)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {modal && <DriverModal mode={modal} company={company} onClose={() => setModal(null)} />}
    </Stack>
  );
}
