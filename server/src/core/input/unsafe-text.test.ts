import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeText, unsafeTextError } from './unsafe-text.js';

describe('the edge text rule', () => {
  it('refuses NUL and unpaired surrogates, and nothing else', () => {
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'x\udbffy', '\udc00', 'a\udfff', '\udc00\ud800', '😀\ud83d']) expect(hasUnsafeText(bad), JSON.stringify(bad)).toBe(true);
    const fine = ['', 'plain', '😀', '👩‍👩‍👧‍👦', '𠜎', '\u202eevil\u202c', 'e\u0301\u0302', '\ufeff\u200b\u200d', '\uffff\ufffe', '\u0001\u001f\u007f', '\u2028'];
    for (const ok of fine) expect(hasUnsafeText(ok), JSON.stringify(ok)).toBe(false);
  });

  it('names the first offending value or key by its dotted path', () => {
    expect(findUnsafeText({ name: 'ok', responses: [{ value: 'fine' }, { value: { deep: 'x\u0000' } }] })).toEqual({ field: 'responses.1.value.deep', inKey: false });
    expect(findUnsafeText({ answers: { 'a\u0000b': 'fine' } })).toEqual({ field: 'answers.a\\u0000b', inKey: true });
    expect(findUnsafeText(['\ud800'])).toEqual({ field: '0', inKey: false });
    expect(findUnsafeText('\u0000')).toEqual({ field: 'body', inKey: false });
    expect(findUnsafeText({ a: 1, b: null, c: [true, 'ok'] })).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)?.inKey).toBe(false);
  });

  it('answers VALIDATION_FAILED with the field in the message and the details', () => {
    const error = unsafeTextError({ field: 'input.name', inKey: false });
    expect([error.code, error.http, error.message]).toEqual(['VALIDATION_FAILED', 400, 'input.name contains a character that is not allowed (a NUL byte or an unpaired surrogate)']);
    expect(error.details).toEqual([{ field: 'input.name', message: 'contains a character that is not allowed (a NUL byte or an unpaired surrogate)' }]);
    expect(unsafeTextError({ field: 'answers.k', inKey: true }).message).toBe('answers.k has a name that contains a character that is not allowed (a NUL byte or an unpaired surrogate)');
  });
});
