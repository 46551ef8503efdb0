import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';

/**
 * Proof of payment (issue 23 item 5): a public page and a PDF that say what our records say about
 * one paid stay NOW, reached by an unguessable code. The wire shapes are shared by the API and the
 * web's verification page.
 */

/** A proof code: 128 random bits or more, base64url (the migration checks the same). */
export const STAY_PROOF_CODE = /^[A-Za-z0-9_-]{22,64}$/;

/** What the stay is now: a proof never outlives the truth. */
export const STAY_PROOF_STATUSES = ['paid', 'cancelled', 'refunded'] as const;
export type StayProofStatus = (typeof STAY_PROOF_STATUSES)[number];

const WireId = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,15}$/));

/**
 * POST /api/proofs: the proof of the caller's own paid stay (sessionId: the order id of the
 * operations history), or of the paid stay that covers one of the driver's fines (fineUin: the
 * stay may be anybody's, the fine is the driver's). Exactly one of the two.
 */
export const CreateStayProofRequestSchema = z
  .object({
    sessionId: WireId.optional(),
    fineUin: z
      .string()
      .regex(/^\d{20}$|^\d{25}$/)
      .optional(),
  })
  .refine((body) => (body.sessionId === undefined) !== (body.fineUin === undefined), {
    message: 'RequiredField',
    path: ['sessionId'],
  });
export type CreateStayProofRequest = z.output<typeof CreateStayProofRequestSchema>;

export const CreateStayProofAnswerSchema = okEnvelope({
  code: z.string(),
  /** The public verification page. */
  url: z.string(),
  /** The one-page PDF (public: the code is the capability). */
  pdfUrl: z.string(),
});
export type CreateStayProofAnswer = z.output<typeof CreateStayProofAnswerSchema>;

export const StayProofSchema = z.object({
  plate: z.string(),
  zone: z.string(),
  /** The parking's address, or the zone's name when the stay names no parking. */
  zoneAddress: z.string().nullable().optional(),
  /** ISO instants; show them in timeZone. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Kopecks paid and kept (less what went back). */
  paid: z.number().int(),
  paidAt: z.string(),
  /** Our order number (the stay's id, as the operations history shows it). */
  order: z.string(),
  status: z.enum(STAY_PROOF_STATUSES),
  city: z.string(),
  timeZone: z.string(),
  /** When the server read this answer from its records. */
  verifiedAt: z.string(),
});
export type StayProof = z.output<typeof StayProofSchema>;

export const StayProofAnswerSchema = okEnvelope({ proof: StayProofSchema });
export type StayProofAnswer = z.output<typeof StayProofAnswerSchema>;

/** Any text: a code of the wrong shape is as unknown as a well-formed one nobody issued (404). */
export const StayProofParamsSchema = z.object({ code: z.string().max(200) });

/** The web page of a proof, inside a city's site (no /c/<city>: the site's own router adds it). */
export const stayProofPagePath = (code: string) => `/proof/${encodeURIComponent(code)}`;

/** The verification page's absolute address, as printed on the PDF and sent to a guest. */
export function stayProofPageUrl(publicUrl: string, city: string, code: string, lang: string): string {
  const language = lang === 'ru' ? '' : `/${lang}`;
  return `${publicUrl.replace(/\/+$/, '')}/c/${encodeURIComponent(city)}${language}${stayProofPagePath(code)}`;
}

/** The PDF's absolute address (the API of the city). */
export function stayProofPdfUrl(publicUrl: string, city: string, code: string, lang: string): string {
  const query = lang === 'ru' ? '' : `?lang=${encodeURIComponent(lang)}`;
  return `${publicUrl.replace(/\/+$/, '')}/c/${encodeURIComponent(city)}/api/proofs/${encodeURIComponent(code)}/pdf${query}`;
}
