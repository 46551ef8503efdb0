import { randomBytes } from 'node:crypto';
import type { Language } from '@parking/domain/i18n/languages';
import {
  STAY_PROOF_CODE,
  stayProofPageUrl,
  stayProofPdfUrl,
  type CreateStayProofRequest,
  type StayProof,
  type StayProofStatus,
} from '@parking/domain/stay-proof/stay-proof-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { fineRows } from '../../db/fines/fine-rows.ts';
import type { SessionRow } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { stayProofRows, type StayProofRecord } from '../../db/stay-proof/stay-proof-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { owns, type Payer } from '../parking/payer.ts';
import { renderStayProofPdf } from './stay-proof-pdf.ts';
import { STAY_PROOF_TEXTS } from './stay-proof-texts.ts';

/** 144 random bits as base64url (24 characters): nobody finds a proof by guessing. */
const newCode = () => randomBytes(18).toString('base64url');

/** Paid and kept: a started or ended stay with money on it (a deferred one only once settled). */
export function isPaidStay(row: Pick<SessionRow, 'status' | 'sumKopecks' | 'amountToPay'>): boolean {
  return (
    (row.status === 'active' || row.status === 'finished') && row.sumKopecks > 0 && row.amountToPay === 0
  );
}

/** The stay's code, made once whoever asks first (safe under races and across instances). */
export function ensureStayProof(db: Db, sessionId: number): Promise<{ code: string; created: boolean }> {
  return stayProofRows.ensure(db, sessionId, newCode());
}

export interface StayProofLinks {
  code: string;
  url: string;
  pdfUrl: string;
}

export function stayProofLinks(
  city: CityContext,
  publicUrl: string,
  code: string,
  lang: Language,
): StayProofLinks {
  const cityCode = city.config.city;
  return {
    code,
    url: stayProofPageUrl(publicUrl, cityCode, code, lang),
    pdfUrl: stayProofPdfUrl(publicUrl, cityCode, code, lang),
  };
}

/**
 * POST /api/proofs: the caller's own paid stay, or the paid stay covering the driver's fine.
 * Another payer's stay answers as an unknown one (StayProofNotFound): ids are not confirmed.
 */
export async function createStayProof(
  city: CityContext,
  payer: Payer,
  body: CreateStayProofRequest,
  lang: Language,
  publicUrl: string,
): Promise<StayProofLinks> {
  const session = body.fineUin
    ? await stayCoveringFine(city, payer, body.fineUin)
    : await sessionRows.byId(city.db, Number(body.sessionId));
  if (!session || (!body.fineUin && !owns(payer, session))) throw new AppError('StayProofNotFound', 404);
  if (!isPaidStay(session)) throw new AppError('StayNotPaid', 409);
  const { code } = await ensureStayProof(city.db, session.id);
  return stayProofLinks(city, publicUrl, code, lang);
}

async function stayCoveringFine(city: CityContext, payer: Payer, uin: string): Promise<SessionRow | null> {
  if (payer.userId === undefined) return null;
  const fine = (await fineRows.listForDriver(city.db, payer.userId)).find((f) => f.uin === uin);
  if (fine?.coverage?.kind !== 'session') return null;
  return sessionRows.byId(city.db, Number(fine.coverage.id));
}

function statusOf(r: StayProofRecord): StayProofStatus {
  if (r.status === 'cancelled') return 'cancelled';
  if (r.cardRefunded || r.refundedKopecks >= r.sumKopecks) return 'refunded';
  return 'paid';
}

/** What our records say about the stay behind a code, now. */
export function proofView(city: CityContext, r: StayProofRecord, now = new Date()): StayProof {
  return {
    plate: r.plate,
    zone: r.zone,
    zoneAddress: r.zoneAddress,
    startDate: r.startsAt.toISOString(),
    endDate: r.endsAt ? r.endsAt.toISOString() : null,
    paid: Math.max(0, r.sumKopecks - r.refundedKopecks),
    paidAt: r.paidAt.toISOString(),
    order: String(r.sessionId),
    status: statusOf(r),
    city: city.config.city,
    timeZone: city.config.timeZone,
    verifiedAt: now.toISOString(),
  };
}

/** GET /api/proofs/:code (public). */
export async function readStayProof(city: CityContext, code: string, db: Db = city.db): Promise<StayProof> {
  const record = STAY_PROOF_CODE.test(code) ? await stayProofRows.byCode(db, code) : null;
  if (!record) throw new AppError('StayProofNotFound', 404);
  return proofView(city, record);
}

/** GET /api/proofs/:code/pdf (public): the PDF and its file name. */
export async function stayProofPdf(
  city: CityContext,
  code: string,
  lang: Language,
  publicUrl: string,
  db: Db = city.db,
): Promise<{ filename: string; pdf: Buffer }> {
  const proof = await readStayProof(city, code, db);
  const pageUrl = stayProofPageUrl(publicUrl, city.config.city, code, lang);
  return {
    filename: STAY_PROOF_TEXTS[lang].filename(proof.order),
    pdf: await renderStayProofPdf(proof, lang, pageUrl),
  };
}
