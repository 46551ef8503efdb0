import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import type { FieldNode } from '../lib/field-tree';
import { GroupField } from './group-fields';
import { SingleField } from './single-fields';

export type SettingsControl = Control<Record<string, unknown>>;

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
