import type { AuthDeps } from './auth.context.js';

/** Absolute links for e-mails, on APP_URL (the address people open the app at). */
export function appLink(auth: AuthDeps, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, auth.env.APP_URL.endsWith('/') ? auth.env.APP_URL : `${auth.env.APP_URL}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export const verifyLink = (auth: AuthDeps, token: string) => appLink(auth, 'api/auth/verify', { token });
export const resetLink = (auth: AuthDeps, token: string) => appLink(auth, 'reset-password', { token });
export const loginLink = (auth: AuthDeps) => appLink(auth, 'auth');
export const recoverLink = (auth: AuthDeps) => appLink(auth, 'reset-password');
