import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/**
 * Shown when a route throws while loading or rendering. The usual cause after a deploy is a
 * lazy chunk that no longer exists, which a reload fixes.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <Container size={560} py={64}>
      <Stack gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This screen failed to load. Reloading the page usually fixes it.</Text>
        <Code block>{describe(error)}</Code>
        <Button w="fit-content" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Stack>
    </Container>
  );
}
