import { Badge, Button, Card, Group, Modal, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCrown, IconFileText, IconFolder, IconClock, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { ProfileUsageQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { ProfileUsageQuery as UsageQuery } from '../api/profile.graphql';
import type { ProfileUser } from '../hooks/use-profile';

type UsageStats = Omit<ProfileUsageQuery['usageStats'], '__typename'>;

/** The free beta allows 2 projects and 20 documents. */
const ZERO_USAGE: UsageStats = { projectsCreated: 0, documentsGenerated: 0, lastActive: null, maxProjects: 2, maxDocuments: 20, inputTokens: 0, outputTokens: 0 };

function UpgradeCard({ freeProjects }: { freeProjects: number }) {
  const [opened, modal] = useDisclosure(false);
  const gotIt = () => {
    modal.close();
    notifications.show({ color: 'blue', message: "We'll notify you when new plans are available!" });
  };
  return (
    <Card>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        Account Type
      </Text>
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <IconCrown size={20} />
          </ThemeIcon>
          <div>
            <Text fw={650}>Free Plan</Text>
            <Text size="sm" c="dimmed">
              Basic features with limited usage
            </Text>
          </div>
        </Group>
        <Button onClick={modal.open}>Upgrade</Button>
      </Group>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={
          <Text fw={650} fz="lg">
            New Plans Coming Soon!
          </Text>
        }
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Stack gap="md">
          <Text>We're working on new plans with more projects and documents. During the beta, your account includes {freeProjects} free projects.</Text>
          <Group justify="flex-end">
            <Button onClick={gotIt}>Got it</Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function StatusRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Group>
  );
}

interface UsageCardProps {
  icon: typeof IconFolder;
  title: string;
  value: number;
  max: number;
  unit: string;
}

function UsageCard({ icon: Icon, title, value, max, unit }: UsageCardProps) {
  const caption = `${value} of ${max} ${unit}`;
  return (
    <Card>
      <Group gap="xs" wrap="nowrap">
        <Icon size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {title}
        </Text>
      </Group>
      <Text fz={28} fw={700} mt="xs">
        {value}
      </Text>
      <Progress value={max > 0 ? Math.min(100, (value / max) * 100) : 0} mt="xs" aria-label={`${title}: ${caption}`} />
      <Text size="xs" c="dimmed" mt={6}>
        {caption}
      </Text>
    </Card>
  );
}

/** Account: plan card, account status, usage statistics. */
export function AccountTab({ user }: { user: ProfileUser }) {
  const { data, error } = useQuery(UsageQuery);
  const usage: UsageStats = data?.usageStats ?? ZERO_USAGE;
  // Spec §8: usage failures are logged and zero defaults shown.
  useEffect(() => {
    if (error) console.error('Failed to load usage statistics', error);
  }, [error]);

  return (
    <Stack gap="lg">
      <UpgradeCard freeProjects={usage.maxProjects} />
      <Card>
        <Title order={2} fz="h4" mb="sm">
          Account Status
        </Title>
        <Stack gap="xs">
          <StatusRow label="Email" value={user.email} />
          <StatusRow label="Member Since" value={formatDate(user.createdAt) ?? 'Unknown'} />
          <StatusRow label="Last Login" value={formatDate(user.lastSignInAt) ?? 'Never'} />
        </Stack>
      </Card>
      <div>
        <Title order={2} fz="h4" mb="sm">
          Usage Statistics
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <UsageCard icon={IconFolder} title="Projects Created" value={usage.projectsCreated} max={usage.maxProjects} unit="projects" />
          <UsageCard icon={IconFileText} title="Documents Generated" value={usage.documentsGenerated} max={usage.maxDocuments} unit="documents" />
          <Card>
            <Group gap="xs" wrap="nowrap">
              <IconClock size={18} aria-hidden />
              <Text size="sm" fw={600}>
                Last Active
              </Text>
            </Group>
            <Text fz="xl" fw={700} mt="xs">
              {formatDate(usage.lastActive) ?? 'Never'}
            </Text>
            <Badge variant="light" mt="xs" tt="none">
              Free beta
            </Badge>
          </Card>
        </SimpleGrid>
        <Card mt="md" data-testid="token-usage">
          <Group gap="xs" wrap="nowrap">
            <IconSparkles size={18} aria-hidden />
            <Text size="sm" fw={600}>
              AI tokens used
            </Text>
          </Group>
          <Text fz="xl" fw={700} mt="xs">
            {(usage.inputTokens + usage.outputTokens).toLocaleString('en-US')}
          </Text>
          <Text size="sm" c="dimmed">
            {usage.inputTokens.toLocaleString('en-US')} input · {usage.outputTokens.toLocaleString('en-US')} output, over every generation of your documents
          </Text>
        </Card>
      </div>
    </Stack>
  );
}
