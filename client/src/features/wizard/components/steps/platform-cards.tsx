import { Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconCheck, IconDeviceDesktop, IconDeviceTablet, IconWorld, type Icon } from '@tabler/icons-react';
import { PLATFORM_OPTIONS, type Platform } from '../../wizard-model';

const icons: Record<Platform, Icon> = {
  Web: IconWorld,
  iOS: IconBrandApple,
  Android: IconBrandAndroid,
  Desktop: IconDeviceDesktop,
  Tablet: IconDeviceTablet,
};

interface PlatformCardsProps {
  value: string[];
  onChange: (platforms: string[]) => void;
}

/** Multi-select cards: a click toggles the platform in or out. */
export function PlatformCards({ value, onChange }: PlatformCardsProps) {
  const toggle = (platform: Platform) => onChange(value.includes(platform) ? value.filter((p) => p !== platform) : [...value, platform]);
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm" role="group" aria-label="Platforms">
      {PLATFORM_OPTIONS.map((platform) => {
        const selected = value.includes(platform);
        const PlatformIcon = icons[platform];
        return (
          <UnstyledButton
            key={platform}
            onClick={() => toggle(platform)}
            aria-pressed={selected}
            p="md"
            style={{
              position: 'relative',
              borderRadius: 'var(--mantine-radius-md)',
              border: `1px solid ${selected ? 'var(--mantine-color-ember-6)' : 'var(--mantine-color-default-border)'}`,
              background: selected ? 'var(--mantine-color-ember-light)' : 'var(--mantine-color-body)',
              transition: 'border-color 150ms ease, background-color 150ms ease',
            }}
          >
            <Group gap={8} justify="center" wrap="nowrap" style={{ flexDirection: 'column' }}>
              <ThemeIcon variant={selected ? 'filled' : 'light'} color={selected ? 'ember' : 'gray'} size="lg" radius="md">
                <PlatformIcon size={20} />
              </ThemeIcon>
              <Text size="sm" fw={600}>
                {platform}
              </Text>
            </Group>
            {selected && <IconCheck size={14} style={{ position: 'absolute', top: 8, right: 8 }} color="var(--mantine-color-ember-6)" />}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
