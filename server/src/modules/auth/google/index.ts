// What other modules may use of Google sign-in; the rest of this folder is the auth module's own.
export { isGoogleConfigured } from './google.config.js';
