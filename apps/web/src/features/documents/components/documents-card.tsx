import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../shared/ui/edit-delete-buttons';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { DocumentModal, type DocumentModalMode } from './document-modal';

/** The driver's documents (STS, driver licence) with add, edit and delete. */
export function DocumentsCard() {
  const { t } = useTranslation('documents');
  const documents = useProfile().data?.documents ?? [];
  const [modal, setModal] = useState<DocumentModalMode | null>(null);
  return (
    <Card component="section" aria-labelledby="documents-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" id="documents-title">
            {t('title')}
          </Typography>
          <Button startIcon={<AddIcon />} onClick={() => setModal({ kind: 'add' })}>
            {t('actions.add')}
          </Button>
        </Stack>
        {documents.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {documents.map((d) => (
              <ListItem
                key={d.id}
                disableGutters
                secondaryAction={
                  <Stack direction="row">
                    <EditDeleteButtons
                      itemLabel={d.title}
                      editText={t('actions.edit')}
                      deleteText={t('actions.delete')}
                      onEdit={() => setModal({ kind: 'edit', document: d })}
                      onDelete={() => setModal({ kind: 'delete', document: d })}
                    />
                  </Stack>
                }
              >
                <ListItemText sx={{ pr: 10 }} primary={d.title} secondary={t(`types.${d.type}`)} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {modal && <DocumentModal mode={modal} documents={documents} onClose={() => setModal(null)} />}
    </Card>
  );
}
