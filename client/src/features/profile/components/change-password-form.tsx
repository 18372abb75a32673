import { Badge, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { useMutation } from '@apollo/client/react';
import { zodValidator } from '../../../lib/forms';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { ChangePasswordMutation } from '../api/profile.graphql';
import { passwordChangeSchema, type PasswordValues } from '../password-validation';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: show/hide toggles (PasswordInput's eye button), the
 * shared strength meter, every rule and message; submit stays disabled until all three fields
 * are filled; a field's error clears when it is edited; an 'Updated' flag after success.
 */
export function ChangePasswordForm() {
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [updated, setUpdated] = useState(false);
  // Errors show after a submit; editing a field clears its own (Mantine's default), and any edit the 'Updated' flag.
  const form = useForm({ initialValues: EMPTY, validate: zodValidator(passwordChangeSchema), onValuesChange: () => setUpdated(false) });
  const values = form.values;

  const allFilled = values.currentPassword !== '' && values.newPassword !== '' && values.confirmPassword !== '';

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const result = await changePassword({ variables: { currentPassword, newPassword } });
      const message = result.data?.changePassword.message ?? 'Password updated successfully';
      notifications.show({ color: 'green', message });
      form.setValues(EMPTY);
      setUpdated(true);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Failed to update password: ${graphqlErrorMessage(error, 'An unexpected error occurred')}`,
      });
    }
  });

  const input = (field: keyof PasswordValues, label: string, autoComplete: string) => ({
    ...form.getInputProps(field),
    label,
    required: true,
    autoComplete,
    visibilityToggleButtonProps: { 'aria-label': `Show or hide ${label.toLowerCase()}` },
  });

  return (
    <Card component="form" onSubmit={submit} noValidate aria-labelledby="change-password-title">
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
          <Button type="submit" loading={form.submitting} disabled={!allFilled || form.submitting}>
            Update Password
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
