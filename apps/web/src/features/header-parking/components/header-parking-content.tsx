import type { ParkingSession } from '@parking/domain/payments/session-contracts';
import { useReloadAtSessionEnds } from '../lib/session-end-reload';
import { BalanceDropdown } from './balance-dropdown';
import { ParkingDropdown } from './parking-dropdown';
import { PaymentReturnNotice } from './payment-return-notice';

type HeaderParkingContentProps = {
  which: 'balance' | 'parking' | null;
  anchor: HTMLElement | null;
  onClose: () => void;
  canExtend: boolean;
  sessions: ParkingSession[];
};

/**
 * Everything of the header dropdowns beyond their buttons, in one lazy chunk: the open
 * dropdown, the watch over the active sessions' ends (the profile is reloaded once when one
 * passes, whether or not a dropdown is open) and the notice after a return from the bank.
 */
export function HeaderParkingContent({
  which,
  anchor,
  onClose,
  canExtend,
  sessions,
}: HeaderParkingContentProps) {
  useReloadAtSessionEnds(sessions);
  return (
    <>
      <PaymentReturnNotice />
      {which === 'balance' && (
        <BalanceDropdown id="header-balance-dropdown" anchor={anchor} onClose={onClose} />
      )}
      {which === 'parking' && (
        <ParkingDropdown
          id="header-parking-dropdown"
          anchor={anchor}
          onClose={onClose}
          canExtend={canExtend}
        />
      )}
    </>
  );
}
