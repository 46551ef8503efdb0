import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';

/**
 * The console's "choose a file" button: an outlined button over a hidden file input, busy while
 * the file's upload runs. Hands the chosen file (or nothing, when the choice was cancelled) on.
 */
export function FileChoiceButton(props: {
  label: string;
  accept: string;
  loading?: boolean;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} loading={props.loading}>
      {props.label}
      <input
        hidden
        type="file"
        accept={props.accept}
        aria-label={props.label}
        onChange={(event) => props.onFile(event.target.files?.[0])}
      />
    </Button>
  );
}
