import type { ReactNode } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

type EditDeleteButtonsProps = {
  /** What the row is ("А123ВС59", "59 АВ 123456"): each button's label names it for screen readers. */
  itemLabel: string;
  deleteText: string;
  onDelete: () => void;
  /** A row that cannot be edited (a company's vehicle) shows the delete button only. */
  editText?: string;
  onEdit?: () => void;
};

/** A list row's edit and delete icon buttons (vehicles, documents, a company's fleet), each with a tooltip. */
export function EditDeleteButtons({
  itemLabel,
  editText,
  deleteText,
  onEdit,
  onDelete,
}: EditDeleteButtonsProps) {
  const button = (text: string, onClick: () => void, icon: ReactNode) => (
    <Tooltip title={text}>
      <IconButton aria-label={`${text}: ${itemLabel}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <>
      {onEdit && editText !== undefined && button(editText, onEdit, <EditOutlinedIcon />)}
      {button(deleteText, onDelete, <DeleteOutlinedIcon />)}
    </>
  );
}
