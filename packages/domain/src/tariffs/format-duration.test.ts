import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('formatDuration', () => {
  it('shows H:mm, with 1440 as 24:00', () => {
    expect(formatDuration(15)).toBe('0:15');
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(605)).toBe('10:05');
    expect(formatDuration(1440)).toBe('24:00');
  });

  it('gives null for no time (shown as "Без времени")', () => {
    expect(formatDuration(0)).toBeNull();
  });
});
