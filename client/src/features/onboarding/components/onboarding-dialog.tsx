import { Alert, Anchor, Button, Group, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconFileText, IconMap2, IconRocket } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../../lib/app-config';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { hasSeenOnboarding, markOnboardingSeen, useOnboardingStore } from '../stores/onboarding-store';

const steps = [
  {
    icon: IconRocket,
    title: 'Create Your Project',
    text: 'Describe your idea in the guided six-step Project Wizard: the problem, the features, your users and your goals.',
  },
  {
    icon: IconFileText,
    title: 'Generate Documents in Sequence',
    text: 'Start with the Product Requirements Document (PRD), then the Implementation Plan, then the documents that build on them.',
  },
  {
    icon: IconMap2,
    title: 'Follow Your Roadmap',
    text: 'An AI-generated roadmap (about 10 minutes to generate) guides development step by step.',
  },
] as const;

/**
 * What is true on a server whose documents come from the built-in generator (GET /api/config):
 * the specification's texts stay, and this says how long it really takes here.
 */
const builtinTiming = 'About 10 minutes with a language model; seconds with the built-in generator this server uses, which drafts every document from your brief’s own words.';

/**
 * The onboarding dialog: shown once per user, whichever way it closes (Skip, Get
 * Started, Escape, the close button, a click outside) the per-user flag is set. The top bar can
 * open it again.
 */
export function OnboardingDialog() {
  const user = useAuthStore((state) => state.user);
  const opened = useOnboardingStore((state) => state.opened);
  const open = useOnboardingStore((state) => state.open);
  const closeDialog = useOnboardingStore((state) => state.close);
  const navigate = useNavigate();
  const config = useAppConfig();
  const userId = user?.id;

  useEffect(() => {
    if (userId && !hasSeenOnboarding(userId)) open();
  }, [userId, open]);

  const close = () => {
    if (userId) markOnboardingSeen(userId);
    closeDialog();
  };

  const getStarted = () => {
    close();
    void navigate('/create-project');
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      centered
      title={
        <Title order={2} fz="h3">
          Welcome to Specforge, your AI-powered product development partner
        </Title>
      }
      closeButtonProps={{ 'aria-label': 'Close onboarding' }}
    >
      <Stack gap="md">
        <Text c="dimmed">Turn your software idea into a build-ready specification in three steps.</Text>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {steps.map((step, index) => (
            <Group key={step.title} component="li" wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                <step.icon size={22} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fw={650}>
                  {index + 1}. {step.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
                {step.title === 'Follow Your Roadmap' && config.generator === 'builtin' ? (
                  <Text size="sm" c="dimmed" data-testid="onboarding-builtin-timing">
                    {builtinTiming}
                  </Text>
                ) : null}
              </div>
            </Group>
          ))}
        </Stack>
        <Alert
          variant="light"
          color="yellow"
          icon={<IconBulb size={20} />}
          title="Important Tips"
          // The light variant's yellow title is too faint on its background (WCAG AA).
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <List size="sm" spacing={4}>
            <List.Item>Detail matters: the more you tell us about your idea, the better your documents.</List.Item>
            <List.Item>Every document is exportable as PDF or Markdown.</List.Item>
            <List.Item>Your progress saves automatically.</List.Item>
          </List>
        </Alert>
        <Text size="sm" c="dimmed" data-testid="onboarding-contact">
          Need help? Write to <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>
          {config.supportPhone ? (
            <>
              {' '}
              or call <Anchor href={`tel:${config.supportPhone.replace(/[^+\d]/g, '')}`}>{config.supportPhone}</Anchor>
            </>
          ) : null}
          .
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Skip
          </Button>
          <Button onClick={getStarted}>Get Started</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
