import { z } from 'zod';
import '../../core/openapi/registry.js';
import { body } from '../../core/input/request-body.js';

/** The profile rules and their messages; the maximum lengths follow the columns of user.entity.ts. */
export const PROFILE_MESSAGES = {
  required: 'This field is required',
  phoneInvalid: 'Please enter a valid phone number',
  preferencesInvalid: 'Notification preferences must be true or false',
} as const;

export const PROFILE_MAX_LENGTHS = {
  firstName: 100,
  lastName: 100,
  jobTitle: 100,
  company: 100,
  location: 100,
  phoneNumber: 30,
  bio: 1000,
} as const;

const LABELS: Record<keyof typeof PROFILE_MAX_LENGTHS, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  company: 'Company',
  location: 'Location',
  phoneNumber: 'Phone number',
  bio: 'Bio',
};

export function tooLongMessage(field: keyof typeof PROFILE_MAX_LENGTHS): string {
  return `${LABELS[field]} must be at most ${PROFILE_MAX_LENGTHS[field]} characters`;
}

/**
 * Optional leading plus, optional parentheses around a 3-digit group, optional separator
 * (dash, space or dot), 3 digits, optional separator, then 4 to 6 digits. The very pattern the
 * client checks (client/src/features/profile/profile-validation.ts), so both agree.
 */
export const PHONE_PATTERN = /^\+?\(?[0-9]{3}\)?[-. ]?[0-9]{3}[-. ]?[0-9]{4,6}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** Absent (undefined) stays undefined: the field keeps its stored value. Non-strings read as ''. */
const optionalText = z
  .unknown()
  .optional()
  .transform((v) => (v === undefined || v === null ? undefined : typeof v === 'string' ? v.trim() : ''));

export const notificationPreferencesSchema = z.object(
  {
    email: z.boolean({ error: PROFILE_MESSAGES.preferencesInvalid }),
    projectUpdates: z.boolean({ error: PROFILE_MESSAGES.preferencesInvalid }),
    marketingEmails: z.boolean({ error: PROFILE_MESSAGES.preferencesInvalid }),
    productNews: z.boolean({ error: PROFILE_MESSAGES.preferencesInvalid }),
  },
  { error: PROFILE_MESSAGES.preferencesInvalid },
);

/** PUT /api/users/notifications and `updateNotificationPreferences`. */
export const updateNotificationsSchema = body({
  notificationPreferences: notificationPreferencesSchema,
  /** One in-app notice per document (true) or per generation run (false); left out, it keeps its value. */
  perDocumentNotices: z.boolean({ error: PROFILE_MESSAGES.preferencesInvalid }).optional(),
});

/**
 * PUT /api/users/profile and `updateProfile`. Values are trimmed; fields other than the names
 * may be left out (they keep their value). `notificationPreferences` may ride along
 * (the notifications tab can send them as a profile update); an update carrying ONLY them, no
 * name at all, is a preferences update and leaves the names alone.
 */
export const updateProfileSchema = body({
  firstName: optionalText,
  lastName: optionalText,
  jobTitle: optionalText,
  company: optionalText,
  location: optionalText,
  phoneNumber: optionalText,
  bio: optionalText,
  notificationPreferences: notificationPreferencesSchema.optional(),
}).superRefine((v, ctx) => {
  const add = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  const preferencesOnly = v.notificationPreferences !== undefined && v.firstName === undefined && v.lastName === undefined;
  if (!preferencesOnly) {
    if (!v.firstName) add('firstName', PROFILE_MESSAGES.required);
    if (!v.lastName) add('lastName', PROFILE_MESSAGES.required);
  }
  for (const field of Object.keys(PROFILE_MAX_LENGTHS) as (keyof typeof PROFILE_MAX_LENGTHS)[]) {
    const value = v[field];
    if (value !== undefined && value.length > PROFILE_MAX_LENGTHS[field]) add(field, tooLongMessage(field));
  }
  if (v.phoneNumber && v.phoneNumber.length <= PROFILE_MAX_LENGTHS.phoneNumber && !isValidPhone(v.phoneNumber)) {
    add('phoneNumber', PROFILE_MESSAGES.phoneInvalid);
  }
});

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateNotificationsInput = z.input<typeof updateNotificationsSchema>;
