/** Vars that must not stay at rest once a message is sent or given up on. */
// salt: with the code it confirms a registration (the e-mail's link carries both)
const SECRET_VARS = ['code', 'password', 'salt'];
/** What replaces them: says a value was there and is gone, tells nothing about it. */
export const BLANKED = '[blanked]';

export function blankSecretVars(vars: Record<string, string>): Record<string, string> {
  const result = { ...vars };
  for (const key of SECRET_VARS) if (key in result) result[key] = BLANKED;
  return result;
}

/** Removes secret values from a text (an error message about to be stored or logged). */
export function scrubSecrets(text: string, vars: Record<string, string>): string {
  let result = text;
  for (const key of SECRET_VARS) {
    const value = vars[key];
    if (value && value.length >= 3) result = result.split(value).join('***');
  }
  return result;
}
