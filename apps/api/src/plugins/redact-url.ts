/** A URL fit for the logs: token values in the query string are replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|Token|accessToken|access_token)=)[^&#]*/g, '$1[redacted]');
}
