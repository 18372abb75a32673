import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { zodValidator } from '../../../lib/forms';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { UpdateProfileMutation } from '../api/profile.graphql';
import type { ProfileUser } from '../hooks/use-profile';
import { PROFILE_FIELDS, profileSchema, profileValuesOf, sameProfile, trimProfile, type ProfileField } from '../profile-validation';
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
  // The saved values are the form's initial values: Cancel returns to them, dirty compares with them.
  const form = useForm({ initialValues: profileValuesOf(user), validate: zodValidator(profileSchema) });
  // Fields left once (or all, after a submit): only they show errors, and re-check as they change.
  const blurred = useRef(new Set<ProfileField>());
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const dirty = !sameProfile(form.values, form.getInitialValues());
  const hasErrors = Object.values(form.errors).some(Boolean);
  const saving = form.submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) {
      notifications.show({ color: 'blue', message: 'No changes to save' });
      return;
    }
    for (const name of PROFILE_FIELDS) blurred.current.add(name);
    if (form.validate().hasErrors) {
      notifications.show({ color: 'red', message: 'Please fix the errors in the form before submitting' });
      return;
    }
    form.setSubmitting(true);
    try {
      // The answer updates Profile:<id> in Apollo's cache, so every tab and the top bar follow.
      const result = await updateProfile({ variables: { input: trimProfile(form.getValues()) } });
      const stored = profileValuesOf({ ...user, ...result.data?.updateProfile });
      form.setInitialValues(stored);
      form.setValues(stored);
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
      form.setSubmitting(false);
    }
  };

  const cancel = () => {
    form.reset();
    blurred.current.clear();
  };

  const field = (name: ProfileField, required = false) => {
    const input = form.getInputProps(name);
    return {
      ...input,
      label: labels[name],
      placeholder: placeholders[name],
      required,
      onChange: (event: { currentTarget: { value: string } }) => {
        input.onChange(event);
        if (blurred.current.has(name)) form.validateField(name);
      },
      onBlur: () => {
        blurred.current.add(name);
        form.validateField(name);
      },
    };
  };

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
