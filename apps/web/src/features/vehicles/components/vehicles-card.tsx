import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { formatDocumentNumber } from '@parking/domain/profile/document-rules';
import type { Vehicle } from '@parking/domain/profile/profile-answers';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../shared/ui/edit-delete-buttons';
import { errorNameOf } from '../../../shared/http/error-name';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { editVehicle } from '../api/vehicle-calls';
import { useVehicleMutation } from '../api/use-vehicle-mutation';
import { VehicleModal, type VehicleModalMode } from './vehicle-modal';

/**
 * The driver's vehicles (document 2 §2): the main one marked, add, edit, delete, set main (PUT
 * {oldgrz, mainTs}: the server unsets the old main; the list follows the ok answer).
 */
export function VehiclesCard() {
  const { t } = useTranslation(['vehicles', 'errors']);
  const vehicles = useProfile().data?.ts ?? [];
  const [modal, setModal] = useState<VehicleModalMode | null>(null);
  const makeMain = useVehicleMutation((v: Vehicle) => editVehicle({ oldgrz: v.numberTs, mainTs: true }));

  return (
    <Card component="section" aria-labelledby="vehicles-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" id="vehicles-title">
            {t('title')}
          </Typography>
          <Button startIcon={<AddIcon />} onClick={() => setModal({ kind: 'add' })}>
            {t('actions.add')}
          </Button>
        </Stack>
        {makeMain.error != null && (
          <Alert severity="error">{t(`errors:${errorNameOf(makeMain.error)}`)}</Alert>
        )}
        {vehicles.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('count', { count: vehicles.length })}
            </Typography>
            <List dense disablePadding>
              {vehicles.map((v) => (
                <ListItem
                  key={v.numberTs}
                  disableGutters
                  secondaryAction={
                    <Stack direction="row">
                      {!v.mainTs && (
                        <Tooltip title={t('actions.setMain')}>
                          <IconButton
                            aria-label={`${t('actions.setMain')}: ${v.numberTs}`}
                            loading={makeMain.isPending && makeMain.variables?.numberTs === v.numberTs}
                            onClick={() => makeMain.mutate(v)}
                          >
                            <StarBorderIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                      <EditDeleteButtons
                        itemLabel={v.numberTs}
                        editText={t('actions.edit')}
                        deleteText={t('actions.delete')}
                        onEdit={() => setModal({ kind: 'edit', vehicle: v })}
                        onDelete={() => setModal({ kind: 'delete', vehicle: v })}
                      />
                    </Stack>
                  }
                >
                  <ListItemText
                    sx={{ pr: 14 }}
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <span>{v.numberTs}</span>
                        {v.mainTs && (
                          <Chip size="small" color="primary" variant="outlined" label={t('main')} />
                        )}
                        {v.occupied && (
                          <Chip size="small" color="warning" variant="outlined" label={t('parked')} />
                        )}
                      </Stack>
                    }
                    secondary={[
                      t(`categories.${v.category}`),
                      v.STSNumber && t('stsShort', { sts: formatDocumentNumber(v.STSNumber) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
      {modal && <VehicleModal mode={modal} vehicles={vehicles} onClose={() => setModal(null)} />}
    </Card>
  );
}
