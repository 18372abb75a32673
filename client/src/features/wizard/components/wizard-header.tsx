import { Box, Button, Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { WizardStep } from './wizard-steps';

interface WizardHeaderProps {
  steps: readonly WizardStep[];
  current: number;
  onJump: (index: number) => void;
  /** 'Create New Project', or 'Edit the brief' on an existing project. */
  title?: string;
  /** Where the back link goes: the dashboard, or the project's Mission Control (`short` on phones). */
  back?: { to: string; label: string; short?: string };
}

/** The back link, the title, 'Step X of N' and the clickable step strip. */
export function WizardHeader({ steps, current, onJump, title = 'Create New Project', back = { to: '/', label: 'Back to Dashboard' } }: WizardHeaderProps) {
  return (
    <Box component="header">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Button component={Link} to={back.to} variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} px="xs" aria-label={back.label}>
          {back.short ? (
            <>
              <Box component="span" visibleFrom="xs">
                {back.label}
              </Box>
              <Box component="span" hiddenFrom="xs">
                {back.short}
              </Box>
            </>
          ) : (
            back.label
          )}
        </Button>
        <Text size="sm" c="dimmed" fw={600} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          Step {current + 1} of {steps.length}
        </Text>
      </Group>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        {title}
      </Title>
      <StepStrip steps={steps} current={current} onJump={onJump} />
    </Box>
  );
}

function StepStrip({ steps, current, onJump }: Pick<WizardHeaderProps, 'steps' | 'current' | 'onJump'>) {
  return (
    <Box component="nav" aria-label="Wizard steps">
      <SimpleGrid component="ol" cols={steps.length} spacing={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => {
          // Steps up to and including the current one look reached.
          const reached = index <= current;
          const done = index < current;
          const StepIcon = step.icon;
          return (
            <Box component="li" key={step.title}>
              <UnstyledButton
                onClick={() => onJump(index)}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`Step ${index + 1}: ${step.title}`}
                data-reached={reached || undefined}
                w="100%"
                h="100%"
                p={6}
                style={{ borderRadius: 'var(--mantine-radius-md)', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 }}
              >
                <ThemeIcon size={34} radius="xl" variant={reached ? 'filled' : 'light'} color={reached ? 'ember' : 'gray'} style={index === current ? { boxShadow: '0 0 0 4px var(--mantine-color-ember-light)' } : undefined}>
                  {done ? <IconCheck size={16} /> : <StepIcon size={16} />}
                </ThemeIcon>
                <Text size="xs" ta="center" lh={1.25} fw={index === current ? 700 : 500} c={reached ? undefined : 'dimmed'} visibleFrom="sm" style={{ flex: 1 }}>
                  {step.title}
                </Text>
                <Box w="100%" h={3} style={{ borderRadius: 2, background: reached ? 'var(--mantine-color-ember-6)' : 'var(--mantine-color-default-border)' }} />
              </UnstyledButton>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
