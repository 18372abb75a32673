import { describe, expect, it } from 'vitest';
import { firstError, zodValidator } from '../../lib/forms';
import { authMessages } from './auth-messages';
import { LOGIN_ORDER, loginSchema, NEW_PASSWORD_ORDER, newPasswordSchema, requestResetSchema, SIGNUP_ORDER, signupSchema } from './auth-schemas';

const login = (values: { email: string; password: string }) => firstError(zodValidator(loginSchema)(values), LOGIN_ORDER);
const signup = (values: { name: string; email: string; password: string }) => firstError(zodValidator(signupSchema)(values), SIGNUP_ORDER);
const reset = (values: { password: string; confirmation: string }) => firstError(zodValidator(newPasswordSchema)(values), NEW_PASSWORD_ORDER);

describe('auth form checks (the one alert each form shows)', () => {
  it('log in: a blank e-mail (spaces only) or an empty password', () => {
    expect(login({ email: '   ', password: 'x' })).toBe(authMessages.credentialsRequired);
    expect(login({ email: 'a@b.c', password: '' })).toBe(authMessages.credentialsRequired);
    expect(login({ email: ' a@b.c ', password: ' ' })).toBeNull();
  });

  it('sign up: a missing field is reported before a short password, and an empty password counts as missing', () => {
    expect(signup({ name: '', email: 'a@b.c', password: 'short' })).toBe(authMessages.credentialsRequired);
    expect(signup({ name: 'Ada', email: ' ', password: 'short' })).toBe(authMessages.credentialsRequired);
    expect(signup({ name: 'Ada', email: 'a@b.c', password: '' })).toBe(authMessages.credentialsRequired);
    expect(signup({ name: 'Ada', email: 'a@b.c', password: '1234567' })).toBe(authMessages.passwordTooShort);
    expect(signup({ name: 'Ada', email: 'a@b.c', password: '12345678' })).toBeNull();
  });

  it('new password: a mismatch is reported before the length', () => {
    expect(reset({ password: 'short', confirmation: 'other' })).toBe(authMessages.passwordsMismatch);
    expect(reset({ password: 'short', confirmation: 'short' })).toBe(authMessages.passwordTooShort);
    expect(reset({ password: 'long enough', confirmation: 'long enough' })).toBeNull();
  });

  it('reset request: a blank e-mail', () => {
    expect(zodValidator(requestResetSchema)({ email: '  ' })).toEqual({ email: 'Please enter your email address.' });
    expect(zodValidator(requestResetSchema)({ email: 'a@b.c' })).toEqual({});
  });
});
