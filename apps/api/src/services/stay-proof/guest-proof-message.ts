import type { Language } from '@parking/domain/i18n/languages';
import { stayProofPageUrl } from '@parking/domain/stay-proof/stay-proof-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { CardPaymentRow } from '../../db/schema/card-payments.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { stayProofRows } from '../../db/stay-proof/stay-proof-rows.ts';
import { cardPaymentRuntime } from '../card-payments/card-payment-runtime.ts';
import type { SettleEffect } from '../card-payments/card-payment-types.ts';
import { enqueueMessage } from '../delivery/enqueue-message.ts';
import { ensureStayProof, isPaidStay, proofView } from './stay-proof-service.ts';
import { renderStayProofPdf } from './stay-proof-pdf.ts';
import { STAY_PROOF_TEXTS } from './stay-proof-texts.ts';

const STAY_PURPOSES: CardPaymentRow['purpose'][] = ['session', 'deferred'];

/** The guest paid from the English site (its return path names /en): the proof speaks English. */
const languageOf = (row: CardPaymentRow): Language =>
  /(^|\/)en(\/|$|\?)/.test(row.returnPath) ? 'en' : 'ru';

/**
 * A guest has no cabinet to find the proof in: when the bank's word settles a guest's card payment
 * for a stay, the proof goes to the contact the guest typed for the receipt (an e-mail with the
 * PDF, else an SMS with the link), in the settling transaction. Exactly once per stay: the message
 * goes only with the proof's first making (a repeated webhook settles nothing and finds the proof
 * made; a renewal keeps the same proof, whose page always shows the stay as it is now).
 */
export async function queueGuestProof(
  tx: Db,
  city: CityContext,
  row: CardPaymentRow,
  effect: SettleEffect,
): Promise<void> {
  if (effect !== 'handled' || row.userId !== null || row.companyId !== null) return;
  if (!STAY_PURPOSES.includes(row.purpose)) return;
  const session = await sessionRows.byId(tx, Number((row.payload as Record<string, unknown>).sessionId));
  if (!session || !isPaidStay(session)) return;
  // made even without a contact: the guest's after-payment page links to it (paid-parking.ts)
  const { code, created } = await ensureStayProof(tx, session.id);
  const email = row.receipt?.customer.email ?? row.receiptEmail ?? undefined;
  const phone = row.receipt?.customer.phone;
  if (!created || (!email && !phone)) return;
  const lang = languageOf(row);
  const url = stayProofPageUrl(cardPaymentRuntime().publicUrl, city.config.city, code, lang);
  const vars = { url, plate: session.plate, zone: session.zone, order: String(session.id) };
  if (!email) {
    await enqueueMessage(tx, { channel: 'sms', to: phone!, template: 'parking-proof', vars, lang });
    return;
  }
  const proof = proofView(city, (await stayProofRows.byCode(tx, code))!);
  await enqueueMessage(tx, {
    channel: 'email',
    to: email,
    template: 'parking-proof',
    vars,
    lang,
    attachments: [
      {
        filename: STAY_PROOF_TEXTS[lang].filename(proof.order),
        contentType: 'application/pdf',
        content: await renderStayProofPdf(proof, lang, url),
      },
    ],
  });
}
