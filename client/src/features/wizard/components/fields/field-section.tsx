import { ActionIcon, Box, Button, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBulb, IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

interface FieldSectionProps {
  /** The input's id, so the label names it. */
  htmlFor?: string;
  label: string;
  optional?: boolean;
  /** Shown in the help tooltip beside the label. */
  help: string;
  description?: string;
  tips?: readonly string[];
  examples?: readonly string[];
  children: ReactNode;
}

/** One question of the wizard: label with a help tooltip, the input, then tips and examples. */
export function FieldSection({ htmlFor, label, optional, help, description, tips, examples, children }: FieldSectionProps) {
  // On phones the tips and examples fold behind one toggle, so the inputs stay close together.
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const hintsId = useId();
  const hints =
    tips?.length || examples?.length ? (
      <Box id={hintsId} p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        {tips && tips.length > 0 && (
          <>
            <Group gap={6} mb={4}>
              <IconBulb size={16} color="var(--mantine-color-ember-6)" />
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                Tips
              </Text>
            </Group>
            <List size="sm" spacing={2} c="dimmed">
              {tips.map((tip) => (
                <List.Item key={tip}>{tip}</List.Item>
              ))}
            </List>
          </>
        )}
        {examples && examples.length > 0 && (
          <>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt={tips?.length ? 'xs' : 0} mb={4}>
              {examples.length === 1 ? 'Example' : 'Examples'}
            </Text>
            <Stack gap={2}>
              {examples.map((example) => (
                <Text key={example} size="sm" fs="italic">
                  “{example}”
                </Text>
              ))}
            </Stack>
          </>
        )}
      </Box>
    ) : null;
  return (
    <Stack gap={8}>
      <Group gap={6} wrap="nowrap">
        <Text component="label" htmlFor={htmlFor} fw={600} size="md">
          {label}
          {optional && (
            <Text span c="dimmed" fw={400} size="sm">
              {' '}
              (optional)
            </Text>
          )}
        </Text>
        <Tooltip label={help} multiline w={280} position="top-start">
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`About ${label}`}>
            <IconInfoCircle size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {children}
      {hints &&
        (narrow ? (
          <div>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconBulb size={16} color="var(--mantine-color-ember-6)" />}
              rightSection={<IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
              aria-expanded={open}
              aria-controls={hintsId}
              onClick={() => setOpen((o) => !o)}
            >
              {tips?.length ? (examples?.length ? 'Tips and examples' : 'Tips') : 'Examples'}
            </Button>
            {open && <Box mt={4}>{hints}</Box>}
          </div>
        ) : (
          hints
        ))}
    </Stack>
  );
}
