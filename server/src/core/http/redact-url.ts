const SECRET_PARAMS = /([?&](?:password|token|refresh_token|code)=)[^&#]*/gi;

/** A request URL fit for logs: values of secret-bearing query parameters are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
