export { AppError, isAppError, type FieldIssue } from './app-error.js';
export { errorTable, errorCodes, type ErrorCode, type ErrorSpec } from './codes.js';
