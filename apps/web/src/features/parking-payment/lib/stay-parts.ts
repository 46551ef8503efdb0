import { durationParts, type DurationPart } from '@parking/domain/format/duration-words';

export type StayPart = DurationPart;

/** A barrier stay as people say it: "14 дней 2 минуты" rather than "336 часов 2 минуты". */
export const stayParts = (totalMinutes: number): StayPart[] => durationParts(totalMinutes, { days: true });
