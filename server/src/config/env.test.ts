import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: '.data',
      APP_URL: 'http://127.0.0.1:3000',
      LLM_PROVIDER: 'builtin',
      PLAN_MAX_PROJECTS: 2,
      PLAN_MAX_DOCUMENTS: 20,
      ADMIN_EMAILS: [],
      CORS_ORIGINS: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives APP_URL from the printed address (HOST, PORT) in development and normalises ADMIN_EMAILS', () => {
    const env = parseEnv({ PORT: '4100', ADMIN_EMAILS: ' Ada@Example.com, bob@example.com ,' });
    expect(env.APP_URL).toBe('http://127.0.0.1:4100');
    expect(parseEnv({ PORT: '4100', HOST: '0.0.0.0' }).APP_URL).toBe('http://localhost:4100');
    expect(parseEnv({ PORT: '4100', APP_URL: 'https://specforge.example.com' }).APP_URL).toBe('https://specforge.example.com');
    // Production keeps its documented default (set APP_URL to the public address there).
    expect(parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PORT: '4100' }).APP_URL).toBe('http://localhost:4100');
    expect(env.ADMIN_EMAILS).toEqual(['ada@example.com', 'bob@example.com']);
  });

  it('reads CORS_ORIGINS as a list of origins and refuses anything else', () => {
    expect(parseEnv({ CORS_ORIGINS: ' https://app.example.com/, http://localhost:5173 ,' }).CORS_ORIGINS).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(() => parseEnv({ CORS_ORIGINS: 'https://app.example.com/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => parseEnv({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it('fails fast listing every problem at once', () => {
    let caught: unknown;
    try {
      parseEnv({
        NODE_ENV: 'production',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        GOOGLE_CLIENT_ID: 'id-only',
        LLM_PROVIDER: 'anthropic',
        ADMIN_EMAILS: 'not-an-email',
        PLAN_MAX_PROJECTS: '-1',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'PLAN_MAX_PROJECTS']) expect(problems).toContain(name);
    // Cross-field rules run only once every field parses; check them separately.
    const second = (() => {
      try {
        parseEnv({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', LLM_PROVIDER: 'anthropic', ADMIN_EMAILS: 'x' });
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      return '';
    })();
    expect(second).toContain('JWT_SECRET: is required in production');
    expect(second).toContain('GOOGLE_CLIENT_SECRET');
    expect(second).toContain('LLM_API_KEY: is required when LLM_PROVIDER=anthropic');
    expect(second).toContain('LLM_MODEL');
    expect(second).toContain('"x" is not an e-mail address');
  });

  it('accepts GENERATION_STEP_DELAY_MS for tests only, never in production', () => {
    expect(parseEnv({}).GENERATION_STEP_DELAY_MS).toBe(0);
    expect(parseEnv({ GENERATION_STEP_DELAY_MS: '150' }).GENERATION_STEP_DELAY_MS).toBe(150);
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), GENERATION_STEP_DELAY_MS: '150' })).toThrow('GENERATION_STEP_DELAY_MS: is for tests only and must not be set in production');
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '', JWT_SECRET: '', APP_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });
});
