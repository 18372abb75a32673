/** Writes schema/schema.graphql from the type-graphql resolvers (run by `pnpm codegen`). */
import { writeFile } from 'node:fs/promises';
import { printCanonicalSchema } from '../graphql-schema.js';

const target = new URL('../../../schema/schema.graphql', import.meta.url);
await writeFile(target, await printCanonicalSchema());
console.log(`Wrote ${target.pathname}`);
