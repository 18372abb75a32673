import { NavLink, Stack, Tooltip } from '@mantine/core';
import { IconHelpCircle, IconLayoutDashboard, IconLogout, IconShieldLock, IconSparkles, type Icon } from '@tabler/icons-react';
import { Link, useMatch } from 'react-router';
import { SidebarProjectList } from '../../features/mission-control/components/sidebar-project-list';
import { useAuth, useSignOut } from '../../lib/auth/use-auth';
import { paths, pathTo } from '../paths';

interface SidebarLinkProps {
  to: string;
  label: string;
  icon: Icon;
  collapsed: boolean;
  onNavigate?: () => void;
}

function SidebarLink({ to, label, icon: IconComponent, collapsed, onNavigate, end = true }: SidebarLinkProps & { end?: boolean }) {
  const active = useMatch({ path: to, end }) !== null;
  const link = (
    <NavLink
      component={Link}
      to={to}
      label={collapsed ? undefined : label}
      aria-label={collapsed ? label : undefined}
      leftSection={<IconComponent size={20} stroke={1.6} />}
      active={active}
      onClick={onNavigate}
      variant="light"
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)', justifyContent: collapsed ? 'center' : undefined } }}
    />
  );
  // Icon-only links need their name on hover, not just for screen readers.
  return collapsed ? (
    <Tooltip label={label} position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

interface SidebarNavProps {
  collapsed: boolean;
  /** Closes the mobile drawer after a link is followed. */
  onNavigate?: () => void;
}

export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const common = { collapsed, onNavigate };
  return (
    <Stack gap={4}>
      <SidebarLink to={paths.home} label="Dashboard" icon={IconLayoutDashboard} {...common} />
      <SidebarLink to={paths.createProject} label="Create Project" icon={IconSparkles} {...common} />
      <SidebarProjectList {...common} />
    </Stack>
  );
}

/** The sidebar footer's Logout: same sign-out as the user menu. */
function LogoutButton({ collapsed }: { collapsed: boolean }) {
  const signOut = useSignOut();
  const button = (
    <NavLink
      component="button"
      type="button"
      label={collapsed ? undefined : 'Logout'}
      aria-label={collapsed ? 'Logout' : undefined}
      leftSection={<IconLogout size={20} stroke={1.6} />}
      onClick={() => void signOut()}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)', justifyContent: collapsed ? 'center' : undefined } }}
    />
  );
  return collapsed ? (
    <Tooltip label="Logout" position="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

export function SidebarFooterNav({ collapsed, onNavigate }: SidebarNavProps) {
  const common = { collapsed, onNavigate };
  // Only administrators see the way in (the server guards every admin operation regardless).
  const isAdmin = useAuth().user?.role === 'admin';
  return (
    <Stack gap={4}>
      {isAdmin ? <SidebarLink to={pathTo.admin()} label="Admin" icon={IconShieldLock} end={false} {...common} /> : null}
      <SidebarLink to={paths.help} label="Help & Support" icon={IconHelpCircle} {...common} />
      <LogoutButton collapsed={collapsed} />
    </Stack>
  );
}
