import { Button, Container, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { POLICIES, type PolicyId } from '../policy-content';
import { PolicyDocument } from './policy-document';

/** A policy in a dialog (policy text is shown in dialogs and on pages). */
export function PolicyDialog({ id, opened, onClose }: { id: PolicyId; opened: boolean; onClose: () => void }) {
  const policy = POLICIES[id];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {policy.title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      centered
    >
      <PolicyDocument policy={policy} level={2} hideTitle />
    </Modal>
  );
}

function PolicyPage({ id }: { id: PolicyId }) {
  const [dialog, setDialog] = useState<PolicyId | null>(null);
  const others = (Object.keys(POLICIES) as PolicyId[]).filter((other) => other !== id);
  return (
    <Container size="md" py="xl">
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          <PolicyDocument policy={POLICIES[id]} />
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              Related:
            </Text>
            {others.map((other) => (
              <Button key={other} variant="subtle" size="compact-sm" onClick={() => setDialog(other)}>
                {POLICIES[other].title}
              </Button>
            ))}
          </Group>
        </Stack>
      </Paper>
      {dialog && <PolicyDialog id={dialog} opened onClose={() => setDialog(null)} />}
    </Container>
  );
}

export function PrivacyPolicyPage() {
  return <PolicyPage id="privacy" />;
}

export function TermsOfServicePage() {
  return <PolicyPage id="terms" />;
}

export function CookiePolicyPage() {
  return <PolicyPage id="cookies" />;
}
