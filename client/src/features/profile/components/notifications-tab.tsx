import { Button, Card, Divider, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { NotificationPreferences } from '../../../lib/auth/auth-types';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { UpdateNotificationPreferencesMutation } from '../api/profile.graphql';
import type { ProfileUser } from '../hooks/use-profile';
import { DEFAULT_PREFERENCES, isPreferenceDisabled, samePreferences, togglePreference, type PreferenceKey } from '../notification-prefs';
import { SAVED_INDICATOR_MS } from './personal-info-tab';

const options: ReadonlyArray<{ key: PreferenceKey; label: string; description: string }> = [
  { key: 'email', label: 'Email Notifications', description: 'Receive e-mails from us (turning this off mutes all e-mails)' },
  { key: 'projectUpdates', label: 'Project Updates', description: 'News about your projects and their documents' },
  { key: 'marketingEmails', label: 'Marketing Emails', description: 'Offers and announcements' },
  { key: 'productNews', label: 'Product News', description: 'New features and improvements' },
];

/** The four flags without Apollo's __typename (they are sent back as the mutation's input). */
function withoutTypename({ email, projectUpdates, marketingEmails, productNews }: NotificationPreferences): NotificationPreferences {
  return { email, projectUpdates, marketingEmails, productNews };
}

interface NotificationsTabProps {
  user: ProfileUser;
}

/** Notification preferences: master toggle, save only when changed, Cancel restores. */
export function NotificationsTab({ user }: NotificationsTabProps) {
  const [updatePreferences] = useMutation(UpdateNotificationPreferencesMutation);
  const [baseline, setBaseline] = useState<NotificationPreferences>({ ...DEFAULT_PREFERENCES, ...withoutTypename(user.notificationPreferences) });
  const [prefs, setPrefs] = useState<NotificationPreferences>(baseline);
  // In-app notices: per finished document, or one per generation run (the default).
  const [perDocumentBaseline, setPerDocumentBaseline] = useState(user.perDocumentNotices ?? false);
  const [perDocument, setPerDocument] = useState(perDocumentBaseline);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changed = !samePreferences(prefs, baseline) || perDocument !== perDocumentBaseline;

  const save = async () => {
    if (!changed) {
      notifications.show({ color: 'blue', message: 'No changes to save' });
      return;
    }
    setSaving(true);
    try {
      // Optimistic: the cached profile shows the new choices at once; a failure rolls them back.
      const result = await updatePreferences({
        variables: { input: prefs, perDocumentNotices: perDocument },
        optimisticResponse: {
          updateNotificationPreferences: {
            __typename: 'Profile',
            id: user.id,
            perDocumentNotices: perDocument,
            notificationPreferences: { __typename: 'NotificationPreferences', ...prefs },
          },
        },
      });
      const answered = result.data?.updateNotificationPreferences.notificationPreferences;
      const stored = { ...DEFAULT_PREFERENCES, ...(answered ? withoutTypename(answered) : prefs) };
      setBaseline(stored);
      setPrefs(stored);
      const storedPerDocument = result.data?.updateNotificationPreferences.perDocumentNotices ?? perDocument;
      setPerDocumentBaseline(storedPerDocument);
      setPerDocument(storedPerDocument);
      notifications.show({ color: 'green', message: 'Notification preferences updated successfully' });
      setSaved(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSaved(false), SAVED_INDICATOR_MS);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Failed to update notification preferences: ${graphqlErrorMessage(error, 'An unexpected error occurred')}`,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4">
            Notification Preferences
          </Title>
          <Text size="sm" c="dimmed">
            Choose which e-mails you receive.
          </Text>
        </div>
        {options.map((option, index) => (
          <Stack key={option.key} gap="md">
            {index === 1 && <Divider />}
            <Switch
              label={option.label}
              description={option.description}
              checked={prefs[option.key]}
              disabled={isPreferenceDisabled(prefs, option.key) || saving}
              onChange={(event) => {
                // Read now: React clears currentTarget once the handler returns.
                const checked = event.currentTarget.checked;
                setPrefs((current) => togglePreference(current, option.key, checked));
              }}
              ml={option.key === 'email' ? 0 : 'lg'}
            />
          </Stack>
        ))}
        <Divider />
        <div>
          <Title order={3} fz="h5">
            In-app notices
          </Title>
          <Text size="sm" c="dimmed">
            When documents finish generating, you get one notice for the whole run (for example “6 documents of MealMate are ready”).
          </Text>
        </div>
        <Switch
          label="One notice per document"
          description="Tell me about each document as soon as it is ready, instead of once per run"
          checked={perDocument}
          disabled={saving}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setPerDocument(checked);
          }}
        />
        <Group justify="space-between" gap="sm">
          <div role="status">
            {changed ? (
              <Text size="sm" fw={600}>
                You have unsaved changes
              </Text>
            ) : saved ? (
              <Text size="sm" fw={600} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden /> Preferences saved
              </Text>
            ) : null}
          </div>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setPrefs(baseline);
                setPerDocument(perDocumentBaseline);
              }}
              disabled={!changed || saving}
            >
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={saving} disabled={saving}>
              Save Preferences
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
