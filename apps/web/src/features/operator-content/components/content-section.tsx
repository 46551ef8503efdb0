import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../shared/console/confirm-dialog';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { SchemaFormDialog, type SchemaField } from '../../../shared/console/schema-form-dialog';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { usePagedSearch } from '../../../shared/console/use-paged-search';
import {
  CONTENT_KEY,
  deleteContent,
  saveContent,
  useContentList,
  type ContentKind,
} from '../api/content-calls';

type Item = { id: number };
type Props<T extends Item, S extends z.ZodType<FieldValues, FieldValues>> = {
  kind: ContentKind;
  schema: S;
  fields: SchemaField[];
  columns: Column<T>[];
  empty: z.input<S>;
  toForm: (item: T) => z.input<S>;
  /** Fields the text ones cannot be (news' publish time). */
  extra?: (control: Control<z.input<S>, unknown, z.output<S>>) => ReactNode;
};

/** One kind of content (news, pages, SMS commands): the list, its form over the route's schema, delete asked first. */
export function ContentSection<T extends Item, S extends z.ZodType<FieldValues, FieldValues>>(
  props: Props<T, S>,
) {
  const { t } = useTranslation(['operator-content', 'console']);
  const list = usePagedSearch();
  const items = useContentList<T>(props.kind, list.page, list.pageSize);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const save = useConsoleMutation(CONTENT_KEY, saveContent);
  const remove = useConsoleMutation(CONTENT_KEY, deleteContent);
  const columns: Column<T>[] = [
    ...props.columns,
    {
      key: 'actions',
      label: '',
      render: (item) => (
        <Stack direction="row">
          <IconButton size="small" aria-label={t('edit')} onClick={() => setEditing(item)}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('delete.open')} onClick={() => setDeleting(item)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    },
  ];
  const close = () => {
    save.reset();
    setEditing(null);
  };
  return (
    <>
      <PagedTable
        label={t(`tabs.${props.kind}`)}
        columns={columns}
        rows={items.data?.items}
        rowKey={(item) => item.id}
        count={items.data?.count}
        page={list.page}
        pageSize={list.pageSize}
        onPage={props.kind === 'news' ? list.setPage : undefined}
        onPageSize={list.setPageSize}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t(`add.${props.kind}`)}
          </Button>
        }
        loading={items.isFetching}
        error={items.error}
        onRetry={() => void items.refetch()}
      />
      {editing && (
        <SchemaFormDialog
          title={editing === 'new' ? t(`add.${props.kind}`) : t('edit')}
          schema={props.schema}
          fields={props.fields}
          defaultValues={editing === 'new' ? props.empty : props.toForm(editing)}
          submitText={t('console:save')}
          pending={save.isPending}
          error={save.error}
          onSubmit={(body) =>
            save.mutate(
              { kind: props.kind, id: editing === 'new' ? undefined : editing.id, body },
              { onSuccess: close },
            )
          }
          onClose={close}
          extra={props.extra}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('delete.title')}
          question={t('delete.question')}
          confirmText={t('delete.confirm')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() =>
            remove.mutate({ kind: props.kind, id: deleting.id }, { onSuccess: () => setDeleting(null) })
          }
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
