import { describe, expect, it } from 'vitest';
import { openModal, peekActiveModal } from './modal-store';

// test-setup.ts closes the store's modal after each test: a modal still leaving when its test
// ended must not open over the next test's page.
describe('the modal store between tests', () => {
  it('a test ends with a modal still open', () => {
    openModal({ kind: 'guestStart' });
    expect(peekActiveModal()?.request.kind).toBe('guestStart');
  });

  it('the next test starts with none', () => {
    expect(peekActiveModal()).toBeNull();
  });
});
