import { Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LogoMark } from './logo';

interface StubScreenProps {
  title: string;
  /** One sentence on what the finished screen will hold. */
  description: string;
}

/**
 * Placeholder for a screen of the spec that is not built yet: it names the screen and what it
 * will do, so a visitor (or a test) can tell a planned screen from a broken one.
 */
export function StubScreen({ title, description }: StubScreenProps) {
  return (
    <Container size={560} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <LogoMark size={36} />
            <Badge variant="dot" color="ember" size="lg" tt="none" fw={500}>
              Coming soon
            </Badge>
          </Group>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed" size="md">
            {description}
          </Text>
          <Text size="sm">
            Meanwhile, check the{' '}
            <Anchor component={Link} to="/status" fw={600}>
              system status
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
