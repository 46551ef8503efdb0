import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { FieldNode } from '../lib/field-tree';
import type { SettingsControl } from './settings-control';
import { useFieldText } from './use-field-text';

type Bilingual = string | { ru: string; en: string };

/** One value: a switch, a number, a text (empty means none for an optional one), a choice, ru/en. */
export function SingleField({
  node,
  name,
  control,
}: {
  node: FieldNode;
  name: string;
  control: SettingsControl;
}) {
  const { t, label, errorText } = useFieldText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error?.message);
        const common = {
          label: label(node),
          error: Boolean(error),
          helperText: error,
          fullWidth: true,
          size: 'small' as const,
        };
        switch (node.kind) {
          case 'boolean':
            return (
              <FormControlLabel
                control={
                  <Switch checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label={label(node)}
              />
            );
          case 'number':
            return (
              <TextField
                {...common}
                type="number"
                value={Number.isFinite(field.value) ? String(field.value) : ''}
                // an empty field is no number: the schema refuses it, the field says so
                onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                sx={{ maxWidth: 240 }}
              />
            );
          case 'optionalText':
            return (
              <TextField
                {...common}
                value={(field.value as string | null) ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
              />
            );
          case 'enum':
            return (
              <TextField
                {...common}
                select
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {node.options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`operator-settings:options.${node.path}.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'bilingual': {
            // kept as one string until someone gives it an English text
            const value = (field.value ?? '') as Bilingual;
            const ru = typeof value === 'string' ? value : value.ru;
            const en = typeof value === 'string' ? '' : value.en;
            return (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  {...common}
                  label={`${label(node)} (${t('operator-settings:ru')})`}
                  value={ru}
                  onChange={(e) => field.onChange(en ? { ru: e.target.value, en } : e.target.value)}
                />
                <TextField
                  {...common}
                  label={`${label(node)} (${t('operator-settings:en')})`}
                  value={en}
                  onChange={(e) => field.onChange(e.target.value ? { ru, en: e.target.value } : ru)}
                />
              </Stack>
            );
          }
          default:
            return (
              <TextField
                {...common}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
              />
            );
        }
      }}
    />
  );
}
