import type { FineCoverage, FineStatusColor } from '@parking/domain/fines/fine-contracts';

/** Document 2 §4's status colours as theme colours (black is the ordinary text). */
export const STATUS_SX: Record<FineStatusColor, string> = {
  green: 'success.main',
  grey: 'text.disabled',
  red: 'error.main',
  black: 'text.primary',
};

/**
 * A coverage's period for one line: a session within a day as "10:00–12:00" after its date the
 * first time ("21.11.2026 10:00–12:00"), a permit as its days ("01.11.2026–30.11.2026").
 */
export function coveragePeriod(coverage: Pick<FineCoverage, 'kind' | 'from' | 'to'>): string {
  const [fromDay = '', fromTime = ''] = coverage.from.split(' ');
  const [toDay = '', toTime = ''] = coverage.to.split(' ');
  if (coverage.kind !== 'session') return fromDay === toDay ? fromDay : `${fromDay}–${toDay}`;
  if (fromDay === toDay) return `${fromDay} ${fromTime}–${toTime}`;
  return `${coverage.from} – ${coverage.to}`;
}

/** The prefilled appeal of a fine (its UIN first, so the operator can find it). */
export const appealPath = (uin: string) => `/profile/feedback?fine=${encodeURIComponent(uin)}`;

/**
 * The appeal prefilled with the whole case (issue 23 item 5): the feedback page takes the
 * message as it is (`text`), the UIN still first in the address so the page knows the fine.
 */
export const appealWithProofPath = (uin: string, text: string) =>
  `${appealPath(uin)}&text=${encodeURIComponent(text)}`;
