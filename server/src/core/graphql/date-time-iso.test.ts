import { GraphQLDateTimeISO } from 'graphql-scalars';
import { describe, expect, it } from 'vitest';
import { DateTimeISO } from './date-time-iso.js';

const outcome = (serialize: (v: unknown) => unknown, value: unknown) => {
  try {
    return { value: serialize(value) };
  } catch (error) {
    return { error: (error as Error).message };
  }
};

describe('DateTimeISO (graphql-scalars with a fast path)', () => {
  it('is the library scalar to the schema: name, description, parsing', () => {
    const ours = DateTimeISO.toConfig();
    const theirs = GraphQLDateTimeISO.toConfig();
    expect(ours.name).toBe('DateTimeISO');
    expect(ours.description).toBe(theirs.description);
    expect(ours.parseValue).toBe(theirs.parseValue);
    expect(ours.parseLiteral).toBe(theirs.parseLiteral);
  });

  it.each([
    new Date('2026-11-23T10:15:30.123Z'),
    new Date(0),
    new Date('invalid'),
    '2026-11-23T10:15:30.123Z',
    '2024-02-29T23:59:59.999Z',
    '2026-02-30T10:00:00.000Z',
    '2023-02-29T00:00:00.000Z',
    '2000-02-29T00:00:00.000Z',
    '1900-02-29T00:00:00.000Z',
    '2026-04-31T00:00:00.000Z',
    '2026-12-31T23:59:59.999Z',
    '2026-00-10T00:00:00.000Z',
    '2026-01-00T00:00:00.000Z',
    '2026-11-23T24:00:00.000Z',
    '2026-11-23T23:60:00.000Z',
    '2026-11-23T23:59:60.000Z',
    '0000-01-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
    '2026-13-01T10:00:00.000Z',
    '2026-11-23T10:15:30Z',
    '2026-11-23T11:15:30.5+01:00',
    '2026-11-23',
    'yesterday',
    '',
    1_700_000_000_000,
    null,
    { toISOString: (): string => 'x' },
  ])('serializes %j exactly as the library does (value or error)', (value) => {
    expect(outcome((v) => DateTimeISO.serialize(v), value)).toEqual(outcome((v) => GraphQLDateTimeISO.serialize(v), value));
  });
});
