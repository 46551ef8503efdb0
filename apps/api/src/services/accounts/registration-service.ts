import type { ConfirmationType, RegisterRequest } from '@parking/domain/accounts/auth-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { RegistrationDraftRow } from '../../db/schema/accounts.ts';
import { draftRows } from '../../db/accounts/draft-rows.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';
import { takenOrRethrow } from './account-errors.ts';
import type { ClientMeta } from './client-meta.ts';
import { checkCode } from './code-checker.ts';
import { sendCode } from './code-sender.ts';
import { passwordHashing } from './password-hashing.ts';
import { secretValues } from './secret-values.ts';
import { tokenService } from './token-service.ts';

/** Finishing registration answers the driver's token; an earlier step answers nothing more. */
export interface ConfirmResult {
  token?: string;
}

async function assertEmailFree(db: Db, email: string): Promise<void> {
  if (await userRows.byEmail(db, email)) throw new AppError('EmailExists', 409);
}

async function assertPhoneFree(db: Db, phone: string): Promise<void> {
  if (await userRows.byPhone(db, phone)) throw new AppError('PhoneExists', 409);
}

/** The draft a salt names, locked for this transaction; RegistrationNotFound (404) otherwise. */
async function liveDraft(tx: Db, salt: string): Promise<RegistrationDraftRow> {
  const draft = await draftRows.live(tx, secretValues.sha256(salt));
  if (!draft) throw new AppError('RegistrationNotFound', 404);
  return draft;
}

/**
 * Makes the account once both the e-mail and the phone are confirmed, in the confirming
 * transaction. The unique indexes decide a race between two drafts for one e-mail or phone:
 * the loser's transaction fails and the caller answers EmailExists / PhoneExists.
 */
async function finishIfConfirmed(tx: Db, draft: RegistrationDraftRow): Promise<ConfirmResult> {
  if (!draft.emailConfirmedAt || !draft.phoneConfirmedAt) return {};
  const user = await userRows.insert(tx, {
    email: draft.email,
    emailConfirmed: true,
    phone: draft.phone,
    phoneConfirmed: true,
    firstName: draft.firstName,
    lastName: draft.lastName,
    middleName: draft.middleName,
    passwordHash: draft.passwordHash,
  });
  await draftRows.update(tx, draft.id, { completedAt: new Date(), userId: user.id });
  return { token: await tokenService.issue(tx, 'standard', user.id) };
}

/**
 * Registration in three steps (document 1 §2, §4): the form makes a draft and mails a code;
 * the e-mail code; the phone code by SMS or call. The salt in the browser's URL names the draft.
 */
export const registrationService = {
  /** Step 1. Answers the salt (emailSalt) of the new draft. */
  async register(city: CityContext, form: RegisterRequest, meta: ClientMeta): Promise<string> {
    await assertEmailFree(city.db, form.email);
    await assertPhoneFree(city.db, form.phone);
    const passwordHash = await passwordHashing.hash(form.pass);
    const salt = secretValues.handle(24);
    const handleHash = secretValues.sha256(salt);
    await city.db.transaction(async (tx) => {
      const draft = await draftRows.insert(
        tx,
        {
          saltHash: handleHash,
          email: form.email,
          phone: form.phone,
          firstName: form.firstname,
          lastName: form.lastname,
          middleName: form.middlename,
          passwordHash,
        },
        L.registrationDraftHours * 3600,
      );
      await sendCode(tx, {
        purpose: 'registration-email',
        handleHash,
        channel: 'email',
        target: form.email,
        draftId: draft.id,
        link: { city: city.config.city, salt },
        ...meta,
      });
    });
    return salt;
  },

  /** A new e-mail code; a different address replaces the draft's (and needs confirming again). */
  async sendEmailCode(city: CityContext, salt: string, email: string, meta: ClientMeta): Promise<void> {
    await city.db.transaction(async (tx) => {
      const draft = await liveDraft(tx, salt);
      if (email !== draft.email) {
        await assertEmailFree(tx, email);
        await draftRows.update(tx, draft.id, { email, emailConfirmedAt: null });
      }
      await sendCode(tx, {
        purpose: 'registration-email',
        handleHash: draft.saltHash,
        channel: 'email',
        target: email,
        draftId: draft.id,
        link: { city: city.config.city, salt },
        ...meta,
      });
    });
  },

  /** A phone code by SMS, or by a call (4 digits) when the city confirms by call. */
  async sendSmsCode(
    city: CityContext,
    salt: string,
    phone: string,
    type: ConfirmationType,
    meta: ClientMeta,
  ): Promise<void> {
    await city.db.transaction(async (tx) => {
      const draft = await liveDraft(tx, salt);
      if (phone !== draft.phone) {
        await assertPhoneFree(tx, phone);
        await draftRows.update(tx, draft.id, { phone, phoneConfirmedAt: null });
      }
      await sendCode(tx, {
        purpose: 'registration-phone',
        handleHash: draft.saltHash,
        channel: type === 'Call' ? 'call' : 'sms',
        target: phone,
        draftId: draft.id,
        ...meta,
      });
    });
  },

  confirmEmail(city: CityContext, salt: string, code: string): Promise<ConfirmResult> {
    return confirm(city, salt, code, 'email');
  },

  confirmPhone(city: CityContext, salt: string, code: string): Promise<ConfirmResult> {
    return confirm(city, salt, code, 'phone');
  },
};

async function confirm(
  city: CityContext,
  salt: string,
  code: string,
  what: 'email' | 'phone',
): Promise<ConfirmResult> {
  let result: ConfirmResult | null;
  try {
    result = await city.db.transaction(async (tx) => {
      const draft = await liveDraft(tx, salt);
      const row = await checkCode(tx, { handleHash: draft.saltHash }, `registration-${what}`, code);
      // A code sent before the address was changed proves nothing about the new one.
      if (!row || row.target !== draft[what]) return null;
      const now = new Date();
      const confirmed =
        what === 'email' ? { ...draft, emailConfirmedAt: now } : { ...draft, phoneConfirmedAt: now };
      await draftRows.update(
        tx,
        draft.id,
        what === 'email' ? { emailConfirmedAt: now } : { phoneConfirmedAt: now },
      );
      return finishIfConfirmed(tx, confirmed);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    takenOrRethrow(error);
  }
  // Outside the transaction: the spent try of a wrong code has been committed.
  if (!result) throw new AppError('IncorrectCode', 400);
  return result;
}
