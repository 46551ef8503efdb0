/**
 * What the provider put in the fragment of the return address (OAuth 2.0 implicit flow):
 * #access_token=...&token_type=bearer&expires_in=...&state=..., or #error=...&state=....
 */
export function parseCallbackHash(hash: string): { accessToken: string | null; state: string | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { accessToken: params.get('access_token') || null, state: params.get('state') };
}
