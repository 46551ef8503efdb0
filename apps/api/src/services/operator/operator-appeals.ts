import type { AppealMessage, AppealStatus } from '@parking/domain/feedback/appeal-contracts';
import type { OperatorAppeal, OperatorAppealsQuerySchema } from '@parking/domain/feedback/operator-contracts';
import type { Language } from '@parking/domain/i18n/languages';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { appealRows, type OperatorAppealRecord } from '../../db/feedback/appeal-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { enqueueMessage } from '../delivery/enqueue-message.ts';
import { recordStaffChange, type StaffActor } from './staff-change.ts';
import { appealOut, messageOut, topicLabels } from '../feedback/feedback-service.ts';

/**
 * The operator's side of the appeals: every appeal of the city (one operator account type per
 * city; the city's database is the boundary). Topic labels are given in the operator's language.
 */

/** How much of a reply the e-mail notice quotes (the outbox keeps vars of at most 200 characters). */
const EXCERPT_MAX = 200;

function operatorAppealOut(a: OperatorAppealRecord, labels: Map<string, string>): OperatorAppeal {
  return {
    ...appealOut(a, labels),
    driver: { id: a.userId, name: a.driverName, email: a.driverEmail, phone: a.driverPhone },
    lastMessage: a.lastMessage ? messageOut(a.lastMessage) : null,
    messagesCount: a.messagesCount,
  };
}

export async function listOperatorAppeals(
  city: CityContext,
  q: z.output<typeof OperatorAppealsQuerySchema>,
  lang: Language,
): Promise<{ count: number; page: number; pageSize: number; items: OperatorAppeal[] }> {
  const [found, labels] = await Promise.all([
    appealRows.listForOperator(city.db, {
      status: q.status ?? null,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    }),
    topicLabels(city, lang),
  ]);
  return {
    count: found.count,
    page: q.page,
    pageSize: q.pageSize,
    items: found.items.map((a) => operatorAppealOut(a, labels)),
  };
}

async function appealView(city: CityContext, id: number, lang: Language): Promise<OperatorAppeal> {
  const [appeal, labels] = await Promise.all([appealRows.forOperator(city.db, id), topicLabels(city, lang)]);
  if (!appeal) throw new AppError('AppealNotFound', 404);
  return operatorAppealOut(appeal, labels);
}

export async function readOperatorAppeal(
  city: CityContext,
  id: number,
  lang: Language,
): Promise<{ appeal: OperatorAppeal; messages: AppealMessage[] }> {
  const appeal = await appealView(city, id, lang);
  const messages = (await appealRows.messages(city.db, id)).map(messageOut);
  return { appeal, messages };
}

/**
 * The operator's reply: stored, the appeal moved from registered to in_progress, and the driver's
 * e-mail notice queued in the same transaction (to the e-mail of the appeal, in the language the
 * driver wrote it in). A completed appeal is refused like on the driver's side.
 */
export async function replyToAppeal(
  city: CityContext,
  actor: StaffActor,
  id: number,
  text: string,
  lang: Language,
): Promise<{ item: AppealMessage; appeal: OperatorAppeal }> {
  const stored = await recordStaffChange(city, actor, async (tx) => {
    const appeal = await appealRows.byId(tx, id, true);
    if (!appeal) throw new AppError('AppealNotFound', 404);
    if (appeal.status === 'completed') throw new AppError('MessageToCompletedAppeal', 409);
    const message = await appealRows.addMessage(tx, {
      appealId: id,
      author: 'operator',
      operatorId: actor.id,
      text,
      ...(appeal.status === 'registered' ? { status: 'in_progress' as const } : {}),
    });
    const excerpt = text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;
    await enqueueMessage(tx, {
      channel: 'email',
      to: appeal.email,
      template: 'appeal-reply',
      vars: { idAppeal: String(id), excerpt },
      lang: appeal.lang,
    });
    return {
      action: 'appeal.reply',
      entity: 'appeal',
      entityId: id,
      before: { status: appeal.status },
      after: {
        status: appeal.status === 'registered' ? 'in_progress' : appeal.status,
        messageId: message.id,
        text,
      },
      result: message,
    };
  });
  return { item: messageOut(stored), appeal: await appealView(city, id, lang) };
}

export async function setAppealStatus(
  city: CityContext,
  actor: StaffActor,
  id: number,
  status: AppealStatus,
  lang: Language,
): Promise<{ appeal: OperatorAppeal }> {
  await recordStaffChange(city, actor, async (tx) => {
    const appeal = await appealRows.byId(tx, id, true);
    if (!appeal) throw new AppError('AppealNotFound', 404);
    await appealRows.setStatus(tx, id, status);
    const before = { status: appeal.status };
    return {
      action: 'appeal.status',
      entity: 'appeal',
      entityId: id,
      before,
      after: { status },
      result: null,
    };
  });
  return { appeal: await appealView(city, id, lang) };
}
