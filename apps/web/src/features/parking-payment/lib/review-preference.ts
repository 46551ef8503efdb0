import { readStored, writeStored } from '../../../shared/storage/local-storage';

/**
 * "Don't show this again" of the payment review (issue 23), per device: a driver who pays the
 * same way every day may skip it, and "show the review again" beside the pay button undoes it.
 */
const KEY = 'parking-payment.skipReview';

export const reviewSkipped = (): boolean => readStored<boolean>(KEY) === true;

export function setReviewSkipped(skip: boolean): void {
  writeStored(KEY, skip ? true : null);
}
