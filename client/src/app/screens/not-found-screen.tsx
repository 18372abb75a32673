import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../paths';

/** The spec's catch-all: a large 404, 'Oops! Page not found', and a way home. */
export function NotFoundScreen() {
  const location = useLocation();

  useEffect(() => {
    // Logged as an error (per spec) so broken links show up in the browser console and error tracking.
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 96, sm: 128 }} fw={800} lh={1} c="ember.6" style={{ letterSpacing: '-0.04em' }}>
          404
        </Title>
        <Text fz="xl" fw={500}>
          Oops! Page not found
        </Text>
        <Text c="dimmed" maw={420}>
          The page{' '}
          <Text span ff="monospace">
            {location.pathname}
          </Text>{' '}
          does not exist or has moved.
        </Text>
        <Button component={Link} to={paths.home} size="md" mt="sm">
          Return to Home
        </Button>
      </Stack>
    </Center>
  );
}
