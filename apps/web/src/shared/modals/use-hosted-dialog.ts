import { useState } from 'react';
import { closeModal } from './modal-store';

/**
 * A modal of the shell's modal host closes in two steps: `open` turns false (the dialog animates
 * out), then the store forgets it once the transition has ended.
 */
export function useHostedDialog(id: number, onClosed?: () => void) {
  const [open, setOpen] = useState(true);
  return {
    open,
    close: () => setOpen(false),
    transitionProps: {
      slotProps: {
        transition: {
          onExited: () => {
            onClosed?.();
            closeModal(id);
          },
        },
      },
    },
  };
}
