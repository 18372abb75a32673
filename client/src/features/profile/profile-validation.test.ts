import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, REQUIRED_MESSAGE, profileValuesOf, sameProfile, trimProfile, validateProfile, validateProfileField } from './profile-validation';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: '',
  company: '',
  location: '',
  phoneNumber: '',
  bio: '',
};

describe('profile validation', () => {
  it.each(['firstName', 'lastName'] as const)("requires %s: 'This field is required' when blank after trimming", (field) => {
    expect(validateProfileField(field, '')).toBe(REQUIRED_MESSAGE);
    expect(validateProfileField(field, '   ')).toBe('This field is required');
    expect(validateProfileField(field, ' Ada ')).toBeNull();
  });

  it.each(['jobTitle', 'company', 'location', 'bio', 'phoneNumber'] as const)('leaves %s optional', (field) => {
    expect(validateProfileField(field, '')).toBeNull();
    expect(validateProfileField(field, '  ')).toBeNull();
  });

  it.each(['5551234567', '555-123-4567', '555.123.4567', '555 123 4567', '(555) 123-4567', '(555)123-4567', '+1555123456', '+(555) 123 4567', '555-123-456789', ' 555-123-4567 '])('accepts the phone number %j', (phone) => {
    expect(validateProfileField('phoneNumber', phone)).toBeNull();
  });

  it.each(['abc', '12345', '555-123-456', '555-123-4567890', '555--123-4567', '555_123_4567', '++5551234567', '+1 (555) 123-4567', '555-1234-567', 'phone 5551234567', '555\t123\t4567', '555\n123-4567'])(
    "refuses the phone number %j: 'Please enter a valid phone number'",
    (phone) => {
      expect(validateProfileField('phoneNumber', phone)).toBe(PHONE_MESSAGE);
      expect(PHONE_MESSAGE).toBe('Please enter a valid phone number');
    },
  );

  it('collects every field error at once', () => {
    expect(validateProfile({ ...valid, firstName: ' ', lastName: '', phoneNumber: 'x' })).toEqual({
      firstName: REQUIRED_MESSAGE,
      lastName: REQUIRED_MESSAGE,
      phoneNumber: PHONE_MESSAGE,
    });
    expect(validateProfile(valid)).toEqual({});
  });

  it('trims every value before sending', () => {
    expect(trimProfile({ ...valid, firstName: '  Ada ', bio: ' hi\n', phoneNumber: ' 555-123-4567 ' })).toEqual({
      ...valid,
      firstName: 'Ada',
      bio: 'hi',
      phoneNumber: '555-123-4567',
    });
  });

  it('tracks dirty state ignoring surrounding spaces', () => {
    expect(sameProfile(valid, { ...valid, firstName: 'Ada  ' })).toBe(true);
    expect(sameProfile(valid, { ...valid, company: 'Acme' })).toBe(false);
  });

  it('reads the stored profile with empty strings for missing fields', () => {
    expect(profileValuesOf({ id: 'u', email: 'a@b.c', name: 'A', firstName: 'A' })).toEqual({ ...valid, firstName: 'A', lastName: '' });
    expect(profileValuesOf(null).firstName).toBe('');
  });
});
