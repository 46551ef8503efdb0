import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

type EditDeleteButtonsProps = {
  /** What the row is ("А123ВС59", "59 АВ 123456"): each button's label names it for screen readers. */
  itemLabel: string;
  editText: string;
  deleteText: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** A list row's edit and delete icon buttons (vehicles, documents), each with a tooltip. */
export function EditDeleteButtons({
  itemLabel,
  editText,
  deleteText,
  onEdit,
  onDelete,
}: EditDeleteButtonsProps) {
  return (
    <>
      <Tooltip title={editText}>
        <IconButton aria-label={`${editText}: ${itemLabel}`} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteText}>
        <IconButton aria-label={`${deleteText}: ${itemLabel}`} onClick={onDelete}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
