import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { UpdateProfileMutation } from '../api/profile.graphql';
import type { ProfileUser } from '../hooks/use-profile';
import { PROFILE_FIELDS, profileValuesOf, sameProfile, trimProfile, validateProfile, validateProfileField, type ProfileErrors, type ProfileInput, type ProfileField } from '../profile-validation';
import { AvatarSection } from './avatar-section';

/** The saved indicator shows for 3 seconds. */
export const SAVED_INDICATOR_MS = 3000;

const labels: Record<ProfileField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  jobTitle: 'Job Title',
  company: 'Company',
  location: 'Location',
  phoneNumber: 'Phone Number',
  bio: 'Bio',
};

const placeholders: Partial<Record<ProfileField, string>> = {
  jobTitle: 'e.g. Product Manager',
  company: 'e.g. Acme Inc.',
  location: 'e.g. Miami, FL',
  phoneNumber: 'e.g. (555) 123-4567',
  bio: 'A few words about you',
};

interface PersonalInfoTabProps {
  user: ProfileUser;
}

/** Personal Info: dirty tracking, errors after blur, 3-second saved note. */
export function PersonalInfoTab({ user }: PersonalInfoTabProps) {
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [baseline, setBaseline] = useState<ProfileInput>(() => profileValuesOf(user));
  const [values, setValues] = useState<ProfileInput>(baseline);
  const [touched, setTouched] = useState<Partial<Record<ProfileField, boolean>>>({});
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const dirty = !sameProfile(values, baseline);
  const hasErrors = Object.values(errors).some(Boolean);

  const change = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (touched[field]) setErrors((current) => ({ ...current, [field]: validateProfileField(field, value) ?? undefined }));
  };
  const blur = (field: ProfileField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: validateProfileField(field, values[field]) ?? undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) {
      notifications.show({ color: 'blue', message: 'No changes to save' });
      return;
    }
    const all = validateProfile(values);
    setErrors(all);
    setTouched(Object.fromEntries(PROFILE_FIELDS.map((f) => [f, true])));
    if (Object.keys(all).length > 0) {
      notifications.show({ color: 'red', message: 'Please fix the errors in the form before submitting' });
      return;
    }
    setSaving(true);
    try {
      // The answer updates Profile:<id> in Apollo's cache, so every tab and the top bar follow.
      const result = await updateProfile({ variables: { input: trimProfile(values) } });
      const stored = profileValuesOf({ ...user, ...result.data?.updateProfile });
      setBaseline(stored);
      setValues(stored);
      notifications.show({ color: 'green', title: 'Profile Updated', message: 'Your profile has been successfully updated.' });
      setSaved(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSaved(false), SAVED_INDICATOR_MS);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Update Failed',
        message: `Failed to update profile: ${graphqlErrorMessage(error, 'An unexpected error occurred')}`,
      });
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    setValues(baseline);
    setErrors({});
    setTouched({});
  };

  const field = (name: ProfileField, required = false) => ({
    label: labels[name],
    placeholder: placeholders[name],
    value: values[name],
    required,
    error: touched[name] ? errors[name] : undefined,
    onChange: (event: { currentTarget: { value: string } }) => change(name, event.currentTarget.value),
    onBlur: () => blur(name),
  });

  return (
    <Stack gap="lg">
      <AvatarSection user={user} />
      <Card component="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="personal-info-title">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id="personal-info-title">
              Personal Information
            </Title>
            <Text size="sm" c="dimmed">
              Update your personal details.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('firstName', true)} autoComplete="given-name" />
            <TextInput {...field('lastName', true)} autoComplete="family-name" />
            <TextInput {...field('jobTitle')} autoComplete="organization-title" />
            <TextInput {...field('company')} autoComplete="organization" />
            <TextInput {...field('location')} autoComplete="address-level2" />
            <TextInput {...field('phoneNumber')} type="tel" autoComplete="tel" />
          </SimpleGrid>
          <Textarea {...field('bio')} rows={4} />
          <Group justify="flex-end" gap="sm">
            {saved && (
              <Text size="sm" fw={600} role="status" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden /> Saved successfully
              </Text>
            )}
            <Button variant="default" onClick={cancel} disabled={!dirty || saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={saving || !dirty || hasErrors}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
