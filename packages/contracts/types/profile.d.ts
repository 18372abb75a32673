/**
 * The profile's editable fields, all texts: what the server stores and presents for a user and
 * what the profile form edits. Plain data, no imports.
 */
export const PROFILE_FIELDS: readonly ["firstName", "lastName", "jobTitle", "company", "location", "phoneNumber", "bio"];
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFields = { [K in ProfileField]: string; };
