import type {
  Appeal,
  AppealListItem,
  AppealMessage,
  AppealRegistrationRequestSchema,
  MessageRegistrationRequestSchema,
} from '@parking/domain/feedback/appeal-contracts';
import type { Language } from '@parking/domain/i18n/languages';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { appealRows, type AppealRecord, type MessageRecord } from '../../db/feedback/appeal-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';

/**
 * A driver's appeals and their chat (document 2 §2-§5, §7 "Feedback"). A driver reaches only
 * their own appeals: another's id answers AppealNotFound (404), exactly like an unknown one.
 */

const TEXTS: Record<Language, { registered: string; sent: string }> = {
  ru: { registered: 'Ваше обращение зарегистрировано', sent: 'Сообщение отправлено' },
  en: { registered: 'Your appeal has been registered', sent: 'The message has been sent' },
};

export function messageOut(m: MessageRecord): AppealMessage {
  return {
    id: m.id,
    idAppeal: m.appealId,
    date: m.createdAt,
    text: m.text,
    out: m.author === 'driver' ? 1 : 0,
    author: m.author,
  };
}

/** The topic labels of the city's settings in the request's language, by code. */
export async function topicLabels(city: CityContext, lang: Language): Promise<Map<string, string>> {
  const flags = await getSettingsFlags(city, lang);
  return new Map(flags.topics.map((t) => [t.code, t.label]));
}

export function appealOut(a: AppealRecord, labels: Map<string, string>): Appeal {
  return {
    id: a.id,
    subject: a.topicCode ? (labels.get(a.topicCode) ?? a.topicCode) : '',
    idSubject: a.topicCode,
    status: a.status,
    phone: a.phone,
    email: a.email,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

async function requireFeedback(city: CityContext, lang: Language) {
  const flags = await getSettingsFlags(city, lang);
  if (!flags.useFeedback) throw new AppError('FeatureDisabled', 403);
  return flags;
}

export async function registerAppeal(
  city: CityContext,
  userId: number,
  body: z.output<typeof AppealRegistrationRequestSchema>,
  lang: Language,
): Promise<{ userMessage: string; idAppeal: number }> {
  const flags = await requireFeedback(city, lang);
  if (body.idSubject && !flags.topics.some((t) => t.code === body.idSubject))
    throw new AppError('AppealTopicUnknown', 400, { 'body.idSubject': 'AppealTopicUnknown' });
  const idAppeal = await city.db.transaction((tx) =>
    appealRows.insert(tx, {
      userId,
      topicCode: body.idSubject,
      phone: body.phone,
      email: body.email,
      lang,
      text: body.message,
    }),
  );
  return { userMessage: TEXTS[lang].registered, idAppeal };
}

export async function listAppeals(
  city: CityContext,
  userId: number,
  lang: Language,
): Promise<{ count: number; items: AppealListItem[] }> {
  const [rows, labels] = await Promise.all([
    appealRows.listOfDriver(city.db, userId),
    topicLabels(city, lang),
  ]);
  const items = rows.map((r) => ({
    appeal: appealOut(r.appeal, labels),
    lastMessage: r.lastMessage ? messageOut(r.lastMessage) : null,
    status: r.appeal.status,
    unread: r.unread,
  }));
  return { count: items.length, items };
}

/** The messages of the driver's appeal, oldest first; reading them moves the read mark. */
export async function listMessages(
  city: CityContext,
  userId: number,
  idAppeal: number,
): Promise<{ count: number; items: AppealMessage[] }> {
  const appeal = await appealRows.ofDriver(city.db, userId, idAppeal);
  if (!appeal) throw new AppError('AppealNotFound', 404);
  const items = (await appealRows.messages(city.db, idAppeal)).map(messageOut);
  // What the chat has shown the driver is read: the list's unread mark goes (issue 18).
  const newest = items.at(-1);
  if (newest) await appealRows.markReadByDriver(city.db, idAppeal, newest.id);
  return { count: items.length, items };
}

/**
 * The driver's message in an appeal's chat. A completed appeal takes none (MessageToCompletedAppeal,
 * 409: the driver writes a new appeal; the operator may reopen it by a status change). An answer
 * to needs_clarification moves the appeal back to in_progress: the ball is the operator's again.
 */
export async function addDriverMessage(
  city: CityContext,
  userId: number,
  body: z.output<typeof MessageRegistrationRequestSchema>,
  lang: Language,
): Promise<{ userMessage: string; item: AppealMessage }> {
  await requireFeedback(city, lang);
  const stored = await city.db.transaction(async (tx) => {
    const appeal = await appealRows.ofDriver(tx, userId, body.idAppeal, true);
    if (!appeal) throw new AppError('AppealNotFound', 404);
    if (appeal.status === 'completed') throw new AppError('MessageToCompletedAppeal', 409);
    return appealRows.addMessage(tx, {
      appealId: appeal.id,
      author: 'driver',
      operatorId: null,
      text: body.message,
      ...(appeal.status === 'needs_clarification' ? { status: 'in_progress' as const } : {}),
    });
  });
  return { userMessage: TEXTS[lang].sent, item: messageOut(stored) };
}
