import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  const initial = { firstname: 'Иван', lastname: 'Петров', middlename: '' };
  it('keeps only what differs, trimmed', () => {
    expect(changedFields(initial, { firstname: 'Иван ', lastname: 'Сидоров', middlename: '' })).toEqual({
      lastname: 'Сидоров',
    });
  });
  it('is empty when nothing changed', () => {
    expect(changedFields(initial, { ...initial })).toEqual({});
  });
  it('sends a cleared middle name', () => {
    expect(changedFields({ ...initial, middlename: 'Ильич' }, initial)).toEqual({ middlename: '' });
  });
});
