/** Shapes of the accounts API (docs/auth-api.md: the user and the auth session). */

export interface AuthIdentity {
  id: string;
  provider: 'email' | 'google' | (string & {});
  email: string | null;
  created_at: string;
}

export interface NotificationPreferences {
  email: boolean;
  projectUpdates: boolean;
  marketingEmails: boolean;
  productNews: boolean;
}

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  company?: string;
  location?: string;
  phoneNumber?: string;
  bio?: string;
  avatar_url?: string | null;
  role?: 'user' | 'admin';
  created_at?: string;
  updated_at?: string;
  last_sign_in_at?: string | null;
  email_confirmed_at?: string | null;
  identities?: AuthIdentity[];
  notificationPreferences?: NotificationPreferences;
  /** Whether logging in asks for an authenticator code. */
  two_factor_enabled?: boolean;
  /** In-app notices per finished document (true) or per generation run (false, the default). */
  per_document_notices?: boolean;
}

/** `expires_at` is in Unix seconds; `expires_in` in seconds from issue. */
export interface AuthSession {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  expires_at: number;
  user: AuthUser;
}

/** POST /auth/login and /auth/refresh answer this (no `status`, so the API client wraps it). */
export interface LoginAnswer {
  token?: string;
  user?: Pick<AuthUser, 'id' | 'email' | 'name'>;
  session?: AuthSession;
}

export interface SignupAnswer {
  success?: boolean;
  message?: string;
}

export interface AuthProviders {
  google: boolean;
}

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The auth events. */
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';
