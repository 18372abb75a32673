import { errorTable, type ErrorCode } from './codes.js';

export interface FieldIssue {
  field: string;
  message: string;
}

/** A typed, expected error: its code decides the HTTP status and GraphQL code. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: FieldIssue[];
  /** Seconds to wait before trying again (RATE_LIMITED): sent as Retry-After on both transports. */
  retryAfter?: number;
  /** Extra answer fields (e.g. VERSION_CONFLICT's `current` document): REST body and GraphQL extensions. */
  extra?: Record<string, unknown>;

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

/** 429 RATE_LIMITED, telling the caller when to come back (whole seconds, at least 1). */
export function rateLimited(msBeforeNext: number): AppError {
  const error = new AppError('RATE_LIMITED');
  error.retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return error;
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
