import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides secrets in query strings and keeps the rest', () => {
    expect(redactUrl('/api/users/account?password=hunter2')).toBe('/api/users/account?password=[redacted]');
    expect(redactUrl('/api/auth/verify?x=1&token=abc&y=2')).toBe('/api/auth/verify?x=1&token=[redacted]&y=2');
    expect(redactUrl('/api/projects?page=2')).toBe('/api/projects?page=2');
  });
});
