import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { errorCodes, errorTable } from './codes.js';

describe('error table', () => {
  it('maps every code to an HTTP status, a GraphQL code and a message', () => {
    expect(Object.keys(errorTable).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) {
      const spec = errorTable[code];
      expect(spec.http, code).toBeGreaterThanOrEqual(400);
      expect(spec.http, code).toBeLessThan(600);
      expect(spec.gql, code).toMatch(/^[A-Z_]+$/);
      expect(spec.message.length, code).toBeGreaterThan(0);
    }
  });

  it('AppError carries the table entry unless a message is given', () => {
    const e = new AppError('NOT_FOUND');
    expect([e.http, e.gqlCode, e.message]).toEqual([404, 'NOT_FOUND', 'Not found.']);
    expect(new AppError('FORBIDDEN', 'Not yours').message).toBe('Not yours');
  });
});
