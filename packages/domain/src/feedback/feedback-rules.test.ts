import { describe, expect, it } from 'vitest';
import { AppealRegistrationRequestSchema } from './appeal-contracts.ts';
import { isFeedbackPhone } from './feedback-rules.ts';
import { OperatorAppealsQuerySchema } from './operator-contracts.ts';

function firstMessage(input: unknown): string | undefined {
  const parsed = AppealRegistrationRequestSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('feedback form rules', () => {
  it('takes phones with 7, 8 or +7, one separator and 9-10 digits, and the display mask', () => {
    for (const ok of ['+79991234567', '8 9991234567', '7-9991234567', '+7 (999) 999 - 99 - 99', '7999123456'])
      expect(isFeedbackPhone(ok), ok).toBe(true);
    for (const bad of ['9991234567', '+7 999 12', '+7999123', '+1 9991234567', 'abc'])
      expect(isFeedbackPhone(bad), bad).toBe(false);
  });

  it('answers the seeds texts by name: required, e-mail, phone', () => {
    expect(firstMessage({ message: 'x', email: '' })).toBe('RequiredField');
    expect(firstMessage({ message: 'x', email: 'not-mail' })).toBe('FeedbackEmailInvalid');
    expect(firstMessage({ message: 'x', email: 'a@b.ru', phone: '123' })).toBe('FeedbackPhoneInvalid');
    expect(firstMessage({ message: '   ', email: 'a@b.ru' })).toBe('RequiredField');
    expect(firstMessage({ message: 'x'.repeat(2001), email: 'a@b.ru' })).toBe('FeedbackMessageTooLong');
  });

  it('trims the message, keeps phone digits, lower-cases the e-mail, topic optional', () => {
    const parsed = AppealRegistrationRequestSchema.parse({
      message: '  hello  ',
      email: ' A@B.RU ',
      phone: '8 9991234567',
    });
    expect(parsed).toEqual({ idSubject: '', message: 'hello', email: 'a@b.ru', phone: '79991234567' });
  });

  it('pages the operator list with defaults and refuses an unknown status', () => {
    expect(OperatorAppealsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(OperatorAppealsQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
  });
});
