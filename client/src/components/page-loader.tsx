import { Center, Loader, Stack, Text } from '@mantine/core';

interface PageLoaderProps {
  /** Visible text; the spec names it per route ('Loading...', 'Loading admin panel...'). */
  label?: string;
}

export function PageLoader({ label = 'Loading...' }: PageLoaderProps) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" type="dots" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
