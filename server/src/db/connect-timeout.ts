/**
 * How long a new database connection (or a wait for a free pooled one) may take, for every pool
 * and client of the server. While the database is away, requests then fail fast with
 * DATABASE_UNAVAILABLE instead of queueing behind connects that never finish; a busy but healthy
 * pool hands a connection over long before this.
 */
export const CONNECT_TIMEOUT_MS = 3_000;
