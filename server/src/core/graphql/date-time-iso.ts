import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/** What Date#toISOString writes (years 0000–9999): the form every date of ours is stored and shown in. */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A string Date#toISOString could have written: the canonical shape AND a real instant (month,
 * day of that month in that year, hour, minute and second in range). The same answer as a
 * parse-and-format round trip, without building two Dates per value (a list of 20 projects
 * serializes 40 of them).
 */
function isCanonicalInstant(value: string): boolean {
  if (!CANONICAL.test(value)) return false;
  const digit = (i: number) => value.charCodeAt(i) - 48;
  const year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3);
  const month = digit(5) * 10 + digit(6);
  const day = digit(8) * 10 + digit(9);
  if (month < 1 || month > 12 || day < 1) return false;
  if (digit(11) * 10 + digit(12) > 23 || digit(14) * 10 + digit(15) > 59 || digit(17) * 10 + digit(18) > 59) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number));
}

/**
 * graphql-scalars' DateTimeISO (same name, description, parsing and errors) with a fast path for
 * the values we actually serialize: valid Dates, and strings already in Date#toISOString form
 * (what presenters hand over), which come out unchanged, as the library would write them. The
 * library's general check (an RFC 3339 grammar with calendar rules) ran for every date of every
 * node and was a visible share of a project list's CPU (API throughput bench). Anything else
 * takes the library's path, errors included.
 */
export const DateTimeISO = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  serialize(value: unknown): string {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string' && isCanonicalInstant(value)) return value;
    return GraphQLDateTimeISO.serialize(value);
  },
});
