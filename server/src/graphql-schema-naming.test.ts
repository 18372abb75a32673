import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './graphql-schema.js';
import { documentStatuses, documentTypes } from './modules/documents/document.entity.js';
import { projectStatuses } from './modules/projects/project.entity.js';
import { itemKindNames, itemStatuses } from './modules/spec/graph.js';
import { taskStatuses } from './modules/spec/task-progress.service.js';

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

describe('GraphQL enums for the closed sets', () => {
  it('spell every value as REST and the product specification do', async () => {
    const schema = await getSchema();
    const values = (name: string) => {
      const type = schema.getType(name);
      if (!isEnumType(type)) throw new Error(`${name} is not an enum`);
      return type.getValues().map((v) => v.name);
    };
    expect(values('ProjectStatus')).toEqual([...projectStatuses]);
    expect(values('DocumentType')).toEqual([...documentTypes]);
    expect(values('DocumentStatus')).toEqual([...documentStatuses]);
    expect(values('SpecItemKind')).toEqual([...itemKindNames]);
    expect(values('SpecItemStatus')).toEqual([...itemStatuses]);
    expect(values('UserRole')).toEqual(['user', 'admin']);
    expect(values('TaskStatus')).toEqual([...taskStatuses]);
    const fieldType = (type: string, field: string) => {
      const t = schema.getType(type);
      if (!isObjectType(t)) throw new Error(type);
      return String(t.getFields()[field]?.type);
    };
    expect(fieldType('Project', 'status')).toBe('ProjectStatus!');
    expect(fieldType('ProjectDocument', 'type')).toBe('DocumentType!');
    expect(fieldType('DocumentSummary', 'status')).toBe('DocumentStatus!');
    expect(fieldType('SpecItem', 'kind')).toBe('SpecItemKind!');
    expect(fieldType('User', 'role')).toBe('UserRole!');
    expect(fieldType('SpecItem', 'taskStatus')).toBe('TaskStatus');
  });

  it('name object types plainly: no *Type suffix, and no *Connection that is not a Relay connection', async () => {
    const schema = await getSchema();
    const objects = Object.values(schema.getTypeMap()).filter((t) => isObjectType(t) && !t.name.startsWith('__'));
    expect(objects.filter((t) => t.name.endsWith('Type')).map((t) => t.name)).toEqual([]);
    for (const t of objects.filter((o) => o.name.endsWith('Connection'))) {
      expect(Object.keys((t as GraphQLObjectType).getFields()), t.name).toEqual(expect.arrayContaining(['edges', 'pageInfo']));
    }
    expect(schema.getType('ModelConnectionSettings')).toBeDefined();
  });
});
