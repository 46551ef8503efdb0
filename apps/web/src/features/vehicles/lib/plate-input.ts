import { normalizePlate, type NumberFormat } from '@parking/domain/profile/plate-rules';

/**
 * What the plate field shows as the driver types (document 1 §5): spaces removed, upper case,
 * and for a Russian plate the Latin look-alikes turned Cyrillic, so "a123bc 59" reads "А123ВС59".
 * A foreign plate is kept as typed (minus spaces, upper case).
 */
export const plateInput = (raw: string, format: NumberFormat): string => normalizePlate(raw, format);
