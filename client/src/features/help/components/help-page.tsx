import { Accordion, Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { FAQS, filterFaqs, withSupportEmail } from '../faqs';

/** Help/FAQ: search over eight questions, a single-open accordion, the support contact. */
export function HelpPage() {
  const config = useAppConfig();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const faqs = useMemo(() => withSupportEmail(FAQS, config.supportEmail), [config.supportEmail]);
  const results = filterFaqs(faqs, query);

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Help & Support</Title>
          <Text c="dimmed">Answers to common questions, and how to reach us.</Text>
        </div>
        <TextInput placeholder="Search for help topics..." aria-label="Search for help topics" leftSection={<IconSearch size={16} aria-hidden />} value={query} onChange={(event) => setQuery(event.currentTarget.value)} size="md" type="search" />
        <section aria-labelledby="faq-title">
          <Title order={2} fz="h3" id="faq-title" mb="sm">
            Frequently Asked Questions
          </Title>
          {results.length === 0 ? (
            <Card ta="center" py="xl">
              <Stack align="center" gap="sm">
                <Text fw={650}>No results found</Text>
                <Text size="sm" c="dimmed">
                  Try different words, or clear the search to see every question.
                </Text>
                <Button variant="light" onClick={() => setQuery('')}>
                  Clear Search
                </Button>
              </Stack>
            </Card>
          ) : (
            <Accordion value={open} onChange={setOpen} variant="separated" radius="md">
              {results.map((faq) => (
                <Accordion.Item key={faq.id} value={faq.id}>
                  <Accordion.Control>{faq.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm">{faq.answer}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </section>
        <section aria-labelledby="contact-title">
          <Title order={2} fz="h3" id="contact-title" mb="sm">
            Contact Support
          </Title>
          <SimpleGrid cols={{ base: 1, sm: config.supportPhone ? 2 : 1 }}>
            <Card>
              <Group wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
                  <IconMail size={20} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>Email</Text>
                  <Anchor href={`mailto:${config.supportEmail}`} data-testid="support-email">
                    {config.supportEmail}
                  </Anchor>
                </div>
              </Group>
            </Card>
            {config.supportPhone && (
              <Card>
                <Group wrap="nowrap">
                  <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
                    <IconPhone size={20} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>Phone</Text>
                    <Anchor href={`tel:${config.supportPhone.replace(/[^+\d]/g, '')}`}>{config.supportPhone}</Anchor>
                  </div>
                </Group>
              </Card>
            )}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
