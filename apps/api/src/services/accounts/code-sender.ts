import type { Language } from '@parking/domain/i18n/languages';
import { CALL_CODE_LENGTH, CODE_LENGTH } from '@parking/domain/accounts/account-rules';
import type { Db } from '../../db/db-types.ts';
import type { CodeChannel, CodePurpose } from '../../db/schema/accounts.ts';
import { codeRows } from '../../db/accounts/code-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { enqueueMessage } from '../delivery/enqueue-message.ts';
import type { OutgoingMessage } from '../delivery/outgoing-message.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';
import { secretValues } from './secret-values.ts';
import { takeSendAllowance } from './send-limits.ts';

export interface CodeRequest {
  purpose: CodePurpose;
  /** Digest of the salt the browser will hold for this code. */
  handleHash: string;
  channel: CodeChannel;
  /** E-mail address or 11-digit phone. */
  target: string;
  draftId?: number;
  userId?: number;
  ip: string;
  lang: Language;
  /** Registration e-mail: the city and the browser's salt, for the link that confirms it. */
  link?: { city: string; salt: string };
}

/** What the message says the code is for (the delivery templates' `purpose`). */
const MESSAGE_PURPOSE: Record<CodePurpose, string> = {
  'registration-email': 'registration',
  'registration-phone': 'registration',
  email: 'email-change',
  phone: 'phone-change',
  restore: 'restore',
  'restore-password': 'restore',
};

/**
 * Queues a message in the caller's transaction. A phone channel that cannot take it is
 * SMSNotSend. Any failure is rethrown without its cause: a failed outbox insert carries the
 * query parameters, the plain code among them, and the error handler would log it.
 */
export async function queueMessage(tx: Db, message: OutgoingMessage): Promise<void> {
  try {
    await enqueueMessage(tx, message);
  } catch (error) {
    if (message.channel !== 'email') throw new AppError('SMSNotSend', 503);
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? 'no SQLSTATE';
    throw new Error(`could not queue the ${message.template} e-mail (${code})`);
  }
}

/**
 * Makes a one-time code (6 digits, or 4 for a call: the caller number's last digits), stores
 * only its salted digest, and queues it for delivery in the same transaction: the code exists
 * if and only if its message will go out. Checks the send limits first (LimitSMS).
 */
export async function sendCode(tx: Db, request: CodeRequest): Promise<void> {
  await takeSendAllowance(tx, request.target, request.ip);
  const code = secretValues.digits(request.channel === 'call' ? CALL_CODE_LENGTH : CODE_LENGTH);
  await storeSecret(tx, request, code, L.codeTtlMinutes * 60);
  await queueMessage(tx, {
    channel: request.channel,
    to: request.target,
    template: 'code',
    vars: { code, purpose: MESSAGE_PURPOSE[request.purpose], ...request.link },
    lang: request.lang,
  });
}

/** Stores a code or a sent password as salt + digest under the request's handle. */
export async function storeSecret(
  tx: Db,
  request: Omit<CodeRequest, 'ip' | 'lang' | 'link'>,
  secret: string,
  lifetimeSeconds: number,
): Promise<void> {
  const codeSalt = secretValues.handle(16);
  await codeRows.insert(
    tx,
    {
      purpose: request.purpose,
      handleHash: request.handleHash,
      channel: request.channel,
      target: request.target,
      draftId: request.draftId ?? null,
      userId: request.userId ?? null,
      codeSalt,
      codeHash: secretValues.salted(codeSalt, secret),
    },
    lifetimeSeconds,
  );
}
