/** The e2e server's administrator (ADMIN_EMAILS in global-setup): whoever signs up with it is an admin. */
export const ADMIN_EMAIL = 'e2e-admin@example.com';
