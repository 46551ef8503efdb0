import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { clientAddress } from './client-address';

/** Screenshots worth looking at after a run (kept out of git by .gitignore). */
export const shot = (name: string) => path.resolve(import.meta.dirname, '../../test-results/shots', name);

/**
 * Journeys start with the notification pop-up already closed (it opens over every first visit
 * and would sit on top of what a test clicks). notification.spec.ts tests the pop-up itself.
 * Likewise the payment review before money moves (issue 23) starts as the driver's "don't show
 * this again": payment-review.spec.ts turns it back on and tests it.
 */
export const test = base.extend<{ popupClosed: boolean; paymentReviewSkipped: boolean }>({
  popupClosed: [true, { option: true }],
  paymentReviewSkipped: [true, { option: true }],
  // every journey's browser is a client address of its own (see client-address.ts)
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
  page: async ({ page, popupClosed, paymentReviewSkipped }, use) => {
    if (paymentReviewSkipped) {
      await page.addInitScript(() => localStorage.setItem('parking-payment.skipReview', 'true'));
    }
    if (popupClosed) {
      await page.addInitScript(() => {
        if (!localStorage.getItem('notification-popup')) {
          localStorage.setItem(
            'notification-popup',
            JSON.stringify({ closed: true, updated: '2099-01-01T00:00:00Z' }),
          );
        }
      });
    }
    await use(page);
  },
});

export { expect };
