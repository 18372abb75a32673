import { Alert, Anchor, Code, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppConfig } from '../../../lib/app-config';
import { useAuthStore } from '../../../lib/auth/auth-store';

/**
 * Honest mode: with no model connected (LLM_PROVIDER=builtin, the default) the documents are
 * outlines composed offline from the brief's own words. One calm line says so, written for its
 * reader: an administrator can configure the server's model; anyone can connect their own model
 * in Profile. Nothing shows while the server has not answered or when a model is configured.
 */
export function GeneratorNotice() {
  const { generator } = useAppConfig();
  const admin = useAuthStore((state) => state.user?.role === 'admin');
  if (generator !== 'builtin') return null;
  return (
    <Alert variant="light" color="gray" radius="md" mb="md" py="xs" icon={<IconInfoCircle size={18} />} data-testid="generator-notice">
      <Text size="sm">
        Documents are drafted by the built-in outline generator, in seconds, offline and from your brief&apos;s own words.{' '}
        {admin ? (
          <>
            As an administrator you can connect a language model for everyone: set <Code>LLM_PROVIDER</Code> on the server (see “Connecting a language model” in the README). You can also connect your own model in{' '}
            <Anchor component={Link} to="/profile" c="inherit" underline="always" fw={600}>
              Profile
            </Anchor>{' '}
            (Security, Model) and choose “My model” in the project&apos;s settings.
          </>
        ) : (
          <>
            For drafts written by a language model, connect your own model in{' '}
            <Anchor component={Link} to="/profile" c="inherit" underline="always" fw={600}>
              Profile
            </Anchor>{' '}
            (Security, Model) and choose “My model” in the project&apos;s settings.
          </>
        )}
      </Text>
    </Alert>
  );
}
