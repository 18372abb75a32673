import { Badge, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { useMutation } from '@apollo/client/react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { ChangePasswordMutation } from '../api/profile.graphql';
import { validatePasswordChange, type PasswordErrors, type PasswordValues } from '../password-validation';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: show/hide toggles (PasswordInput's eye button), the
 * shared strength meter, every rule and message; submit stays disabled until all three fields
 * are filled; a field's error clears when it is edited; an 'Updated' flag after success.
 */
export function ChangePasswordForm() {
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);
  const [updated, setUpdated] = useState(false);

  const allFilled = values.currentPassword !== '' && values.newPassword !== '' && values.confirmPassword !== '';

  const change = (field: keyof PasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setUpdated(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const result = await changePassword({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      const message = result.data?.changePassword.message ?? 'Password updated successfully';
      notifications.show({ color: 'green', message });
      setValues(EMPTY);
      setUpdated(true);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Failed to update password: ${graphqlErrorMessage(error, 'An unexpected error occurred')}`,
      });
    } finally {
      setSaving(false);
    }
  };

  const input = (field: keyof PasswordValues, label: string, autoComplete: string) => ({
    label,
    value: values[field],
    error: errors[field],
    required: true,
    autoComplete,
    visibilityToggleButtonProps: { 'aria-label': `Show or hide ${label.toLowerCase()}` },
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
  });

  return (
    <Card component="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="change-password-title">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={2} fz="h4" id="change-password-title">
              Change Password
            </Title>
            <Text size="sm" c="dimmed">
              Changing your password signs you out on every other device.
            </Text>
          </div>
          {updated && (
            <Badge color="green" variant="light" leftSection={<IconCheck size={12} />} role="status">
              Updated
            </Badge>
          )}
        </Group>
        <PasswordInput {...input('currentPassword', 'Current Password', 'current-password')} />
        <PasswordInput {...input('newPassword', 'New Password', 'new-password')} aria-describedby="new-password-strength" />
        <PasswordStrengthMeter password={values.newPassword} id="new-password-strength" />
        <PasswordInput {...input('confirmPassword', 'Confirm New Password', 'new-password')} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!allFilled || saving}>
            Update Password
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
