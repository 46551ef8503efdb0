export type ProfileNames = { firstname: string; lastname: string; middlename: string };
export type ProfileChanges = Partial<ProfileNames>;

/** Profile save sends only the fields that differ from what was loaded (document 2 §4). */
export function changedFields(initial: ProfileNames, edited: ProfileNames): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const key of Object.keys(edited) as (keyof ProfileNames)[]) {
    const value = edited[key].trim();
    if (value !== initial[key].trim()) changes[key] = value;
  }
  return changes;
}
