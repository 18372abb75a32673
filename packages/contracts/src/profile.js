/**
 * The profile's editable fields, all texts: what the server stores and presents for a user and
 * what the profile form edits. Plain data, no imports.
 */

export const PROFILE_FIELDS = /** @type {const} */ (['firstName', 'lastName', 'jobTitle', 'company', 'location', 'phoneNumber', 'bio']);
/** @typedef {(typeof PROFILE_FIELDS)[number]} ProfileField */
/** @typedef {{ [K in ProfileField]: string }} ProfileFields */
