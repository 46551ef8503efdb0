import { describe, expect, it } from 'vitest';
import type { Notification } from '@parking/domain/contracts/content';
import { isNewer, memoryAfterClosing, shouldShowPopup } from './popup-rules';

const notice = (overrides: Partial<Notification> = {}): Notification => ({
  title: 'Works on Saturday',
  message: '<p>Parking is free on <b>Saturday</b>.</p>',
  updated: '2025-03-01T10:00:00Z',
  url: null,
  ...overrides,
});

describe('notification pop-up rules', () => {
  it('opens a notice that was never closed', () => {
    expect(shouldShowPopup(notice(), null)).toBe(true);
    expect(shouldShowPopup(notice(), { closed: false, updated: null })).toBe(true);
  });

  it('stays closed for the notice the visitor closed', () => {
    const memory = memoryAfterClosing(notice());
    expect(memory).toEqual({ closed: true, updated: '2025-03-01T10:00:00Z' });
    expect(shouldShowPopup(notice(), memory)).toBe(false);
  });

  it('reopens when the server updated the notice after it was closed', () => {
    const memory = memoryAfterClosing(notice());
    expect(shouldShowPopup(notice({ updated: '2025-03-02T08:00:00Z' }), memory)).toBe(true);
    // The same moment written in another offset is not newer.
    expect(shouldShowPopup(notice({ updated: '2025-03-01T13:00:00+03:00' }), memory)).toBe(false);
    expect(shouldShowPopup(notice({ updated: '2025-02-28T10:00:00Z' }), memory)).toBe(false);
  });

  it('counts empty title and message as no notice at all', () => {
    expect(shouldShowPopup(notice({ title: '', message: '' }), null)).toBe(false);
    expect(shouldShowPopup(notice({ title: ' ', message: '<p>&nbsp;</p>' }), null)).toBe(false);
    expect(shouldShowPopup(notice({ title: '', message: '<p>Only a message</p>' }), null)).toBe(true);
  });

  it('compares unreadable dates by text', () => {
    expect(isNewer('soon', 'soon')).toBe(false);
    expect(isNewer('v2', 'v1')).toBe(true);
    expect(isNewer('2025-03-01T10:00:00Z', null)).toBe(true);
  });
});
