import { PROFILE_FIELDS, type ProfileField, type ProfileFields } from '@specforge/contracts/profile';
import { z } from 'zod/mini';
import type { AuthUser } from '../../lib/auth/auth-types';

/** The editable profile fields (GraphQL UpdateProfileInput), as the shared contract names them. */
export type ProfileInput = ProfileFields;

/** Anything carrying the profile's fields: the GraphQL profile, or a session user. */
type ProfileSource = Partial<ProfileInput> & Partial<Pick<AuthUser, 'id' | 'email' | 'name'>>;

export const REQUIRED_MESSAGE = 'This field is required';
export const PHONE_MESSAGE = 'Please enter a valid phone number';

/**
 * Optional leading plus, optional parentheses around a 3-digit group, optional separator
 * (dash, space or dot), 3 digits, optional separator, then 4 to 6 digits.
 */
export const PHONE_PATTERN = /^\+?\(?[0-9]{3}\)?[-. ]?[0-9]{3}[-. ]?[0-9]{4,6}$/;

export { PROFILE_FIELDS, type ProfileField } from '@specforge/contracts/profile';

/** Each field's rule; the names are required, the phone must look like one, the rest are free. */
const fieldRules: Record<ProfileField, z.ZodMiniType<unknown, string>> = {
  firstName: z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE)),
  lastName: z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE)),
  jobTitle: z.string(),
  company: z.string(),
  location: z.string(),
  phoneNumber: z.string().check(
    z.trim(),
    z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), PHONE_MESSAGE),
  ),
  bio: z.string(),
};

/** The Personal Info form's schema (its `useForm` validator). */
export const profileSchema = z.object(fieldRules);

export function validateProfileField(field: ProfileField, value: string): string | null {
  const result = fieldRules[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function validateProfile(values: ProfileInput): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    const error = validateProfileField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function profileValuesOf(user: ProfileSource | null): ProfileInput {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    jobTitle: user?.jobTitle ?? '',
    company: user?.company ?? '',
    location: user?.location ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    bio: user?.bio ?? '',
  };
}

/** Values are trimmed before sending. */
export function trimProfile(values: ProfileInput): ProfileInput {
  const out = { ...values };
  for (const field of PROFILE_FIELDS) out[field] = values[field].trim();
  return out;
}

export function sameProfile(a: ProfileInput, b: ProfileInput): boolean {
  return PROFILE_FIELDS.every((field) => a[field].trim() === b[field].trim());
}
