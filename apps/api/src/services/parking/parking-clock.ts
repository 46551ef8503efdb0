/**
 * The one clock every session rule reads (start instants, remaining time, the post-payment
 * window). Tests replace `now` to stand on a Saturday night or a holiday; nothing else should.
 */
export const parkingClock = {
  now: (): Date => new Date(),
};
