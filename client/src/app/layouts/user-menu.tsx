import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuthStore } from '../../lib/auth/auth-store';
import type { AuthUser } from '../../lib/auth/auth-types';
import { useSignOut } from '../../lib/auth/use-auth';
import { paths } from '../paths';

/** Spec §2 (Layout): 'User' when there is no name. */
export function displayNameOf(user: AuthUser | null): string {
  return user?.name?.trim() || 'User';
}

/** The avatar's fallback: first letter of the name, else of the e-mail. */
export function initialOf(user: AuthUser | null): string {
  const source = user?.name?.trim() || user?.email?.trim() || '';
  return source.charAt(0).toUpperCase();
}

/** The top bar's user menu: who is signed in, Profile and Sign Out. */
export function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();
  const name = displayNameOf(user);

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user?.avatar_url || null} alt={name} radius="xl" size={34} color="ember" variant="filled">
              {initialOf(user)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="md" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} stroke={1.8} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          {user?.email && (
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUserCircle size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
