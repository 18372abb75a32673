import { Alert, Code, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useAppConfig } from '../../../lib/app-config';

/**
 * Honest mode: with no model connected (LLM_PROVIDER=builtin, the default) the documents are
 * outlines composed offline from the brief's own words. One calm line says so and how to change
 * it; nothing shows while the server has not answered or when a model is configured.
 */
export function GeneratorNotice() {
  const { generator } = useAppConfig();
  if (generator !== 'builtin') return null;
  return (
    <Alert variant="light" color="gray" radius="md" mb="md" py="xs" icon={<IconInfoCircle size={18} />} data-testid="generator-notice">
      <Text size="sm">
        Documents are drafted by the built-in outline generator, offline and from your brief&apos;s own words. To connect a language model, set{' '}
        <Code>LLM_PROVIDER</Code> on the server (see “Connecting a language model” in the README), or connect your own model in your profile
        (Security, Model) and choose “My model” in the project&apos;s settings.
      </Text>
    </Alert>
  );
}
