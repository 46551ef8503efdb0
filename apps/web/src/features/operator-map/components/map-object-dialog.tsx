import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PARKING_CATEGORIES } from '@parking/domain/contracts/map-info';
import { MapObjectEditRequestSchema, type MapObjectItem } from '@parking/domain/staff/map-admin-contracts';
import { FormTextField } from '../../../shared/console/form-text-field';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { editMapObject, MAP_KEY } from '../api/map-objects';

type Input = z.input<typeof MapObjectEditRequestSchema>;
type Output = z.output<typeof MapObjectEditRequestSchema>;

/** One object's category, spaces and whether drivers see it, with the route's schema. */
export function MapObjectDialog({ item, onClose }: { item: MapObjectItem; onClose: () => void }) {
  const { t } = useTranslation(['operator-map', 'console']);
  const { ofError } = useErrorText();
  const { control, handleSubmit } = useForm<Input, unknown, Output>({
    resolver: zodResolver(MapObjectEditRequestSchema),
    defaultValues: {
      category: item.category,
      spacesTotal: item.spaces?.total ?? null,
      spacesFordisabled: item.spaces?.fordisabled ?? null,
      active: item.active,
    },
  });
  const save = useConsoleMutation(MAP_KEY, editMapObject);
  return (
    <FormDialog
      titleId="map-object-title"
      title={t('edit.title', { code: item.code })}
      onClose={onClose}
      error={ofError(save.error)}
      cancelText={t('console:cancel')}
      form={{
        onSubmit: handleSubmit((values) =>
          save.mutate({ code: item.code, ...values }, { onSuccess: onClose }),
        ),
        text: t('console:save'),
        pending: save.isPending,
      }}
    >
      <FormTextField control={control} name="category" label={t('fields.category')} select>
        {PARKING_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="spacesTotal" label={t('fields.spacesTotal')} type="number" />
      <FormTextField
        control={control}
        name="spacesFordisabled"
        label={t('fields.spacesFordisabled')}
        type="number"
      />
      <Controller
        name="active"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} />
            }
            label={t('fields.active')}
          />
        )}
      />
    </FormDialog>
  );
}
