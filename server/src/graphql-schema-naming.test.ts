import { isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './graphql-schema.js';

// GraphQL speaks camelCase (docs/architecture.md); REST keeps the spec's snake_case through its own
// presenters. Enum values (document types such as `implementation_plan`) are values, not names.
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;

describe('GraphQL names', () => {
  it('are camelCase for every field and argument of every type', async () => {
    const schema = await getSchema();
    const offenders: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (!CAMEL.test(field.name)) offenders.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!CAMEL.test(arg.name)) offenders.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
