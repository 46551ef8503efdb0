import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessContext } from './access-rules';

const visitor: AccessContext = {
  isLoggedIn: false,
  isCompany: false,
  hasUpdatePage: false,
  useSessionWithoutRegister: undefined,
};
const driver: AccessContext = { ...visitor, isLoggedIn: true };
const corporate: AccessContext = { ...visitor, isCompany: true };

describe('decideAccess', () => {
  it('keeps public-only pages for logged-out visitors', () => {
    expect(decideAccess('public-only', visitor)).toBe('allow');
    expect(decideAccess('public-only', driver)).toBe('redirect');
    expect(decideAccess('public-only', corporate)).toBe('redirect');
  });

  it('opens the cabinet to drivers only', () => {
    expect(decideAccess('private', driver)).toBe('allow');
    expect(decideAccess('private', visitor)).toBe('redirect');
    expect(decideAccess('private', corporate)).toBe('redirect');
  });

  it('allows guest payment only to visitors and only when the setting is on', () => {
    expect(decideAccess('guest-payment', visitor)).toBe('wait');
    expect(decideAccess('guest-payment', { ...visitor, useSessionWithoutRegister: true })).toBe('allow');
    expect(decideAccess('guest-payment', { ...visitor, useSessionWithoutRegister: false })).toBe('redirect');
    expect(decideAccess('guest-payment', { ...driver, useSessionWithoutRegister: true })).toBe('redirect');
  });

  it('shows /update only in the cities that have it', () => {
    expect(decideAccess('update-page', { ...visitor, hasUpdatePage: true })).toBe('allow');
    expect(decideAccess('update-page', visitor)).toBe('redirect');
  });
});
