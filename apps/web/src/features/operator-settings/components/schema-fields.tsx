import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Controller, useFieldArray } from 'react-hook-form';
import { emptyValue, type FieldNode } from '../lib/field-tree';
import { SingleField } from './single-fields';
import { useFieldText } from './use-field-text';
import type { SettingsControl } from './settings-control';

// The fields and their groups call each other (a group holds fields), so they share this module.

/** The fields of `nodes`, named under `prefix` in the form (a list row: 'topics.2'). */
export function SchemaFields({
  nodes,
  control,
  prefix = '',
}: {
  nodes: readonly FieldNode[];
  control: SettingsControl;
  prefix?: string;
}) {
  return (
    <Stack spacing={2}>
      {nodes.map((node) => {
        const name = prefix ? `${prefix}.${node.key}` : node.key;
        return 'children' in node || 'item' in node || node.kind === 'pair' ? (
          <GroupField key={node.key} node={node} name={name} control={control} />
        ) : (
          <SingleField key={node.key} node={node} name={name} control={control} />
        );
      })}
    </Stack>
  );
}

type Props = { node: FieldNode; name: string; control: SettingsControl };

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Rows of a list (payment methods, topics, menu items): each removable, new ones start empty. */
function ListField({ node, name, control }: Props & { node: Extract<FieldNode, { kind: 'list' }> }) {
  const { t, label } = useFieldText();
  // the list names come from the schema at run time, which the form's static types cannot know
  const rows = useFieldArray({ control, name: name as never });
  return (
    <Group title={label(node)}>
      <Stack spacing={2}>
        {rows.fields.map((row, index) => (
          <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <SchemaFields nodes={node.item} control={control} prefix={`${name}.${index}`} />
            </Box>
            <IconButton aria-label={t('operator-settings:removeRow')} onClick={() => rows.remove(index)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<AddIcon />}
          onClick={() => rows.append(emptyValue(node.item))}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('operator-settings:addRow')}
        </Button>
      </Stack>
    </Group>
  );
}

/** A group of fields: an object, an object that may be off (null), a list, a pair of numbers. */
export function GroupField({ node, name, control }: Props) {
  const { t, label } = useFieldText();
  if (node.kind === 'list') return <ListField node={node} name={name} control={control} />;
  if (node.kind === 'pair')
    return (
      <Group title={label(node)}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {[0, 1].map((i) => (
            <SingleField
              key={i}
              node={{ kind: 'number', key: String(i), path: `pair.${i}` }}
              name={`${name}.${i}`}
              control={control}
            />
          ))}
        </Stack>
      </Group>
    );
  if (node.kind === 'object')
    return (
      <Group title={label(node)}>
        <SchemaFields nodes={node.children} control={control} prefix={name} />
      </Group>
    );
  if (node.kind !== 'optionalObject') return null;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Group title={label(node)}>
          <FormControlLabel
            control={
              <Switch
                checked={field.value !== null && field.value !== undefined}
                onChange={(e) => field.onChange(e.target.checked ? emptyValue(node.children) : null)}
              />
            }
            label={t('operator-settings:enabled')}
          />
          {field.value !== null && field.value !== undefined && (
            <Box sx={{ mt: 1.5 }}>
              <SchemaFields nodes={node.children} control={control} prefix={name} />
            </Box>
          )}
        </Group>
      )}
    />
  );
}
