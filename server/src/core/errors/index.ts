export { AppError, isAppError, rateLimited, type FieldIssue } from './app-error.js';
export { errorTable, errorCodes, type ErrorCode, type ErrorSpec } from './codes.js';
export { parseInput } from './validate.js';
export { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable, describeUnavailable, isDatabaseUnavailable, knownAppError } from './database-unavailable.js';
