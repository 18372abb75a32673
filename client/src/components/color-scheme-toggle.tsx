import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Switches between light and dark. The choice is stored by MantineProvider's color scheme
 * manager (localStorage), so it survives reloads; until then the OS preference applies.
 * It uses the native `title` rather than Mantine's Tooltip: it sits on the first page, and
 * Tooltip would pull the whole floating-ui positioning engine into that download.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <ActionIcon variant="default" size="lg" radius="md" aria-label={label} title={label} onClick={() => setColorScheme(next)}>
      {computed === 'dark' ? <IconSun size={18} stroke={1.6} /> : <IconMoon size={18} stroke={1.6} />}
    </ActionIcon>
  );
}
