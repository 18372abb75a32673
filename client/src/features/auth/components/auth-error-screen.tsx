import { Button, Container, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { clearLocalSession } from '../../../lib/auth';

/**
 * The Authentication Error screen: shown when signing in or restoring the session
 * failed in a way the app cannot recover from by itself.
 */
export function AuthErrorScreen() {
  const navigate = useNavigate();
  const goToLogin = () => {
    // The session is unusable; forgetting it keeps /auth from bouncing straight back here.
    clearLocalSession();
    void navigate(paths.auth, { replace: true });
  };
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color="red">
            <IconLock size={26} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Authentication Error
          </Title>
          <Text c="dimmed">We couldn't confirm who you are. One of these usually fixes it:</Text>
          <List spacing="xs" size="sm">
            <List.Item>Refresh the page.</List.Item>
            <List.Item>Clear your browser's cache and cookies for this site.</List.Item>
            <List.Item>Log in again.</List.Item>
          </List>
          <Button onClick={goToLogin} w="fit-content" mt="xs">
            Go to Login
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
