import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The message to show for a failed GraphQL operation: the server's own message (the same text
 * REST answers) when there is one, else the screen's fallback text from the spec. Network
 * failures and unexpected errors get the fallback.
 */
export function graphqlErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const code = first?.extensions?.code;
    if (first?.message && code !== 'INTERNAL_SERVER_ERROR') return first.message;
  }
  return fallback;
}

/** The app code of a failed operation (`extensions.appCode`, e.g. PROJECT_NOT_FOUND), if any. */
export function graphqlAppCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.appCode;
  return typeof code === 'string' ? code : undefined;
}
