import { Stack, Text, Title } from '@mantine/core';
import { useAppConfig } from '../../../lib/app-config';
import { EFFECTIVE_DATE, fillContact, type Policy } from '../policy-content';

interface PolicyDocumentProps {
  policy: Policy;
  /** Heading level of the title: 1 on a page, 2 inside a dialog that has its own title. */
  level?: 1 | 2;
  hideTitle?: boolean;
}

/** One policy's text, shared by its page and its dialog. */
export function PolicyDocument({ policy, level = 1, hideTitle = false }: PolicyDocumentProps) {
  const config = useAppConfig();
  const sub = level === 1 ? 2 : 3;
  return (
    <Stack gap="md">
      {!hideTitle && <Title order={level}>{policy.title}</Title>}
      <Text size="sm" c="dimmed">
        Effective date: {EFFECTIVE_DATE}
      </Text>
      <Text>{policy.intro}</Text>
      {policy.sections.map((section) => (
        <Stack key={section.heading} gap={4}>
          <Title order={sub} fz="h4">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{fillContact(paragraph, config.supportEmail, config.supportPhone)}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
