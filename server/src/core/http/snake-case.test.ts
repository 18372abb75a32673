import { describe, expect, expectTypeOf, it } from 'vitest';
import { toSnakeCase, type SnakeCase } from './snake-case.js';

describe('toSnakeCase', () => {
  it('spells the keys of a view in snake_case, through nested objects and arrays', () => {
    const view = { projectId: 'p', lastSignInAt: null, contentBase64: 'x', identities: [{ createdAt: 't', id: 'i' }], owner: { userName: 'n' } };
    const rest = toSnakeCase(view);
    expect(rest).toEqual({ project_id: 'p', last_sign_in_at: null, content_base64: 'x', identities: [{ created_at: 't', id: 'i' }], owner: { user_name: 'n' } });
    expectTypeOf(rest).toEqualTypeOf<{ project_id: string; last_sign_in_at: null; content_base64: string; identities: { created_at: string; id: string }[]; owner: { user_name: string } }>();
  });

  it('leaves a kept key, name and value, as it is at any depth: payloads are data, not field names', () => {
    const structured = { userStories: [{ asA: 'admin' }] };
    const rest = toSnakeCase({ documentId: 'd', structured, versions: [{ createdAt: 't', structured }], firstName: 'Ada' }, ['structured', 'firstName']);
    expect(rest).toEqual({ document_id: 'd', structured: { userStories: [{ asA: 'admin' }] }, versions: [{ created_at: 't', structured: { userStories: [{ asA: 'admin' }] } }], firstName: 'Ada' });
    expect(rest.structured).toBe(structured);
    expectTypeOf(rest.structured).toEqualTypeOf<{ userStories: { asA: string }[] }>();
    expectTypeOf(rest.firstName).toEqualTypeOf<string>();
  });

  it('does not walk into values that are not plain objects', () => {
    const at = new Date(0);
    const rest = toSnakeCase({ updatedAt: at, bytes: Buffer.from('a') });
    expect(rest.updated_at).toBe(at);
    expect(Buffer.isBuffer(rest.bytes)).toBe(true);
  });

  it('keeps a "__proto__" key from stored JSON a plain field, not the object\'s prototype', () => {
    const stored = JSON.parse('{"__proto__": {"isAdmin": true}, "displayName": "x"}') as Record<string, unknown>;
    const rest = toSnakeCase({ payload: stored }) as { payload: Record<string, unknown> };
    expect(Object.getPrototypeOf(rest.payload)).toBe(Object.prototype);
    expect((rest.payload as { isAdmin?: boolean }).isAdmin).toBeUndefined();
    expect(Object.keys(rest.payload)).toEqual(['__proto__', 'display_name']);
  });

  it('converts names at the type level the same way', () => {
    expectTypeOf<SnakeCase<'perDocumentNotices'>>().toEqualTypeOf<'per_document_notices'>();
    expectTypeOf<SnakeCase<'step2Done'>>().toEqualTypeOf<'step2_done'>();
    expectTypeOf<SnakeCase<'id'>>().toEqualTypeOf<'id'>();
    // @ts-expect-error a key the view does not have cannot be kept (a typo would convert a payload)
    toSnakeCase({ structured: {} }, ['structure']);
  });
});
