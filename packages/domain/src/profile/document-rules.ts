import { latinToCyrillic } from './plate-rules.ts';

/**
 * STS (vehicle registration certificate) and VU (driver licence) numbers, document 2 §5 and §9.
 * Stored without spaces, upper case, Latin look-alikes turned Cyrillic: the same paper typed on
 * either keyboard layout, in either case, is one document (uniqueness is case-insensitive).
 */
export const DOCUMENT_TYPES = ['STS', 'VU'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Masks for the web inputs: 9 a digit, a a letter, * a letter or digit. */
export const STS_MASK = '99 aa 999999';
export const VU_MASK = '99 ** 999999';
export const VU_DIGITS_MASK = '00 00 000000';

/** 2 digits, 2 letters or digits, 6 digits (the STS of a vehicle; document 2 §5). */
const VEHICLE_STS = /^\d{2}[\p{L}\d]{2}\d{6}$/u;
/** A registration certificate as a document: 2 digits, 2 letters, 6 digits. */
const DOCUMENT_STS = /^\d{2}\p{L}{2}\d{6}$/u;
/** A driver licence: 2 digits, 2 letters or digits, 6 digits (00 00 000000 is the digits case). */
const DOCUMENT_VU = /^\d{2}[\p{L}\d]{2}\d{6}$/u;

export function normalizeDocumentNumber(raw: string): string {
  return latinToCyrillic(raw.replace(/\s+/g, '').toUpperCase());
}

/** The STSNumber of a vehicle, normalised; valid or not. */
export function isValidVehicleSts(normalized: string): boolean {
  return VEHICLE_STS.test(normalized);
}

export function isValidDocumentNumber(type: DocumentType, normalized: string): boolean {
  return (type === 'STS' ? DOCUMENT_STS : DOCUMENT_VU).test(normalized);
}

/** "99АА999999" shown as "99 АА 999999", the masks' spacing. */
export function formatDocumentNumber(normalized: string): string {
  if (normalized.length !== 10) return normalized;
  return `${normalized.slice(0, 2)} ${normalized.slice(2, 4)} ${normalized.slice(4)}`;
}
