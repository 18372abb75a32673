import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuthStore } from '../../lib/auth/auth-store';
import type { AuthUser } from '../../lib/auth/auth-types';
import { useSignOut } from '../../lib/auth/use-auth';
import { paths } from '../paths';

/** 'User' when there is no name. */
export function displayNameOf(user: AuthUser | null): string {
  return user?.name?.trim() || 'User';
}

/** The avatar's fallback: first letter of the name, else of the e-mail. */
export function initialOf(user: AuthUser | null): string {
  const source = user?.name?.trim() || user?.email?.trim() || '';
  return source.charAt(0).toUpperCase();
}

/** The avatar image: `avatar_url` (accounts API), or `avatarUrl` where a server sends that spelling. */
export function avatarSrcOf(user: AuthUser | null): string | null {
  return user?.avatar_url || (user as { avatarUrl?: string | null } | null)?.avatarUrl || null;
}

/** The top bar's user menu: who is signed in, Profile and Sign Out. */
export function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();
  const name = displayNameOf(user);

  return (
    // No initial-focus placeholder: it is a focusable role="presentation" child of role="menu",
    // which axe reports as critical (aria-required-children).
    <Menu position="bottom-end" width={240} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          {/*
            Named from its content, not aria-label: the visible name hides on small screens, and an
            aria-label that differs from visible text fails WCAG 2.5.3 (label in name).
          */}
          <VisuallyHidden>Account menu for {name}</VisuallyHidden>
          <Group gap={8} wrap="nowrap" aria-hidden>
            <Avatar src={avatarSrcOf(user)} alt={name} radius="xl" size={34} color="ember" variant="filled">
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
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
