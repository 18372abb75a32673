import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/** What Date#toISOString writes (years 0000–9999): the form every date of ours is stored and shown in. */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * graphql-scalars' DateTimeISO (same name, description, parsing and errors) with a fast path for
 * the values we actually serialize: valid Dates, and strings already in Date#toISOString form
 * (what presenters hand over), which come out unchanged, as the library would write them. The
 * library's general check (an RFC 3339 grammar with calendar rules) ran for every date of every
 * node and was a visible share of a project list's CPU (issue 9 throughput bench). Anything else
 * takes the library's path, errors included.
 */
export const DateTimeISO = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  serialize(value: unknown): string {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string' && CANONICAL.test(value)) {
      const time = Date.parse(value);
      if (!Number.isNaN(time) && new Date(time).toISOString() === value) return value;
    }
    return GraphQLDateTimeISO.serialize(value);
  },
});
