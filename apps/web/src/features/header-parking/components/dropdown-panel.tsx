import type { ReactNode } from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

type DropdownPanelProps = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/** The popup of a header dropdown: a titled panel under its button, phone-wide on phones. */
export function DropdownPanel({ id, anchor, onClose, title, children }: DropdownPanelProps) {
  const titleId = `${id}-title`;
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxWidth: 380, p: 2, mt: 0.5 },
        },
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Popover>
  );
}
