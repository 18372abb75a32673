import { createApiClient } from './api-client';
import { refreshSession } from './auth/auth-session';
import { getAccessToken } from './auth/auth-store';

/**
 * The app-wide product API client: bearer token from the auth store, and on 401 one refresh of
 * the session followed by one retry of the request.
 */
export const api = createApiClient({ getAccessToken, refreshSession });
