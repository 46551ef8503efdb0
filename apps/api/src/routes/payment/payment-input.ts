import type { FastifyRequest } from 'fastify';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import { isErrorName, PAYMENT_ERRORS, type ErrorName } from '@parking/domain/errors/error-names';
import { AppError } from '../../errors/app-error.ts';
import { driverOf } from '../../plugins/guards/require-token.ts';
import { getSettingsFlags } from '../../services/content/settings-flags-service.ts';
import type { Payer } from '../../services/parking/payer.ts';

/** Field names the payment schemas give as messages, and the status each answers with. */
const NOT_FOUND: readonly ErrorName[] = ['ZoneNotFound', 'ParkingSessionNotFound'];
/** Names that say no more than "the shape is wrong": the envelope says ValidationError then. */
const GENERIC: readonly ErrorName[] = ['InvalidFormat', 'ValidationError'];

interface Issue {
  instancePath?: string;
  message?: string;
}

/**
 * A payment request that failed its schema (routes set attachValidation) as the seeds' error:
 * the first specific name the schema gave (EmptyTs, NoZoneSelected, NoDurationSelected,
 * NotSelectedPaymentService, ...), else ValidationError; with every field's problem. Runs after
 * the token check, so a bad token is still TokenNotFound.
 */
export function rejectInvalid(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validation?: Issue[] }) | undefined;
  if (!error) return;
  const issues = error.validation ?? [];
  const fields: Record<string, string> = {};
  let name: ErrorName | undefined;
  for (const issue of issues) {
    const message = issue.message ?? '';
    const known = isErrorName(message) && (PAYMENT_ERRORS as readonly string[]).includes(message);
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';
    fields[path] = ERROR_MESSAGES[known ? (message as ErrorName) : 'InvalidFormat'][request.lang];
    if (!name && known && !GENERIC.includes(message as ErrorName)) name = message as ErrorName;
  }
  const errorName = name ?? 'ValidationError';
  throw new AppError(errorName, NOT_FOUND.includes(errorName) ? 404 : 400, fields);
}

/** The payer behind the request's token: the driver, or the guest token itself. */
export function payerOf(request: FastifyRequest): Payer {
  const auth = request.auth;
  if (auth && auth.userId === null) return { guestTokenId: auth.tokenId };
  return { userId: driverOf(request).userId };
}

/** The driver behind a cabinet call (balance, renew, cancel, no-balance calls). */
export function driverPayerOf(request: FastifyRequest): Payer & { userId: number } {
  return { userId: driverOf(request).userId };
}

/** The city's flags; the unregistered calls exist only where useSessionWithoutRegister is on. */
export async function paymentFlags(request: FastifyRequest, guestCall = false) {
  const flags = await getSettingsFlags(request.city, request.lang);
  if (!guestCallAllowed(flags, guestCall)) throw new AppError('FeatureDisabled', 403);
  return flags;
}

/** False for an unregistered call where the city has useSessionWithoutRegister off. */
export const guestCallAllowed = (flags: SettingsFlags, guestCall: boolean) =>
  !guestCall || flags.useSessionWithoutRegister;
