import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';

type Props = { itemLabel: string; onEdit?: () => void; onDelete: () => void };

/**
 * A row's edit (when it has one) and delete icon buttons, named for screen readers. Not
 * shared/ui's EditDeleteButtons: reusing it from this chunk would make it a chunk of its own and
 * add its name to the first load's preload list (see app/router/section-pages.tsx).
 */
export function RowActions({ itemLabel, onEdit, onDelete }: Props) {
  const { t } = useTranslation('corporate');
  const button = (text: string, onClick: () => void, icon: React.ReactNode) => (
    <Tooltip title={text}>
      <IconButton aria-label={`${text}: ${itemLabel}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <>
      {onEdit && button(t('actions.edit'), onEdit, <EditOutlinedIcon />)}
      {button(t('actions.delete'), onDelete, <DeleteOutlinedIcon />)}
    </>
  );
}
