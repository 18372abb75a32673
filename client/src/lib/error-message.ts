import { isApiError, UNKNOWN_ERROR_MESSAGE } from './api-client';

/**
 * The message to show for a failed call: the server's (or the client's own network/parse
 * message) when there is one, else the screen's fallback text from the spec.
 */
export function errorMessage(error: unknown, fallback: string, unexpected: string = fallback): string {
  if (!isApiError(error)) return unexpected;
  return error.message && error.message !== UNKNOWN_ERROR_MESSAGE ? error.message : fallback;
}
