import type { AccountContact } from '../../../db/reminders/push-fallback-rows.ts';

/**
 * Where a message goes when push cannot take it: the driver's chosen channel when the account
 * has that contact, else the other one; null when it has neither.
 */
export function fallbackChannel(contact: AccountContact): { channel: 'sms' | 'email'; to: string } | null {
  const sms =
    contact.phone && /^\d{11}$/.test(contact.phone) ? { channel: 'sms' as const, to: contact.phone } : null;
  const email =
    contact.email && contact.email.includes('@') ? { channel: 'email' as const, to: contact.email } : null;
  return contact.fallback === 'email' ? (email ?? sms) : (sms ?? email);
}
