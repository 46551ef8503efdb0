/**
 * A failure that another attempt cannot fix (no transport configured, a message that cannot be
 * rendered): the worker marks the row failed at once instead of retrying for 18 minutes.
 */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}
