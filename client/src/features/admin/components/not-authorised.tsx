import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What a signed-in non-administrator sees at /admin. */
export function NotAuthorised() {
  return (
    <Container size={560} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder p="xl" shadow="xs">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={44} radius="md" color="red" variant="light">
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={1} fz={28}>
            Not authorised
          </Title>
          <Text c="dimmed">The admin area is only available to administrators. If you need access, ask an administrator.</Text>
          <Button component={Link} to="/">
            Back to dashboard
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
