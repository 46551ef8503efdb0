import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

type FormDialogProps = {
  titleId: string;
  title: string;
  onClose: () => void;
  /** The server's refusal in words, above the rest: the dialog stays open on a refusal. */
  error?: string;
  cancelText: string;
  /** A form with several fields takes the whole screen on a phone. */
  fullScreenOnPhone?: boolean;
  /** Set: the dialog asks this (delete, stop) with a red button instead of showing the form. */
  confirm?: { question: string; text: string; pending: boolean; onConfirm: () => void };
  /** The form around `children`: its submit and its button (Save, Pay...). */
  form?: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; text: string; pending: boolean };
  children?: ReactNode;
};

/**
 * The small dialog of a list's add, edit and delete (a driver's vehicles and documents, a
 * company's drivers, vehicles, stays and top-up): the caller closes it, after an ok answer.
 */
export function FormDialog({
  titleId,
  title,
  onClose,
  error,
  cancelText,
  fullScreenOnPhone = false,
  confirm,
  form,
  children,
}: FormDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreenOnPhone && phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {confirm ? (
        <>
          <DialogContent>
            {error !== undefined && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <Typography>{confirm.question}</Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{cancelText}</Button>
            <Button color="error" variant="contained" loading={confirm.pending} onClick={confirm.onConfirm}>
              {confirm.text}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={form?.onSubmit}>
          <DialogContent sx={{ pt: '8px !important' }}>
            <Stack spacing={2}>
              {error !== undefined && <Alert severity="error">{error}</Alert>}
              {children}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{cancelText}</Button>
            <Button type="submit" variant="contained" loading={form?.pending}>
              {form?.text}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
