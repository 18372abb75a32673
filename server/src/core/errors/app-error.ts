import { errorTable, type ErrorCode } from './codes.js';

export interface FieldIssue {
  field: string;
  message: string;
}

/** A typed, expected error: its code decides the HTTP status and GraphQL code. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: FieldIssue[];

  constructor(code: ErrorCode, message?: string, details?: FieldIssue[], cause?: unknown) {
    super(message ?? errorTable[code].message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get http(): number {
    return errorTable[this.code].http;
  }

  get gqlCode(): string {
    return errorTable[this.code].gql;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
