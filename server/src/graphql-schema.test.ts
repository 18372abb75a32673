import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printCanonicalSchema } from './graphql-schema.js';

describe('schema/schema.graphql', () => {
  it('matches the schema the resolvers build (run `pnpm codegen` after changing resolvers)', async () => {
    const committed = await readFile(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(await printCanonicalSchema());
  });
});
