import { useState } from 'react';
import { closeModal } from '../../shared/modals/modal-store';

/**
 * A hosted modal closes in two steps: `open` turns false (the dialog animates out), then the
 * store forgets it once the transition has ended.
 */
export function useModalOpen(id: number) {
  const [open, setOpen] = useState(true);
  return {
    open,
    close: () => setOpen(false),
    transitionProps: { slotProps: { transition: { onExited: () => closeModal(id) } } },
  };
}
