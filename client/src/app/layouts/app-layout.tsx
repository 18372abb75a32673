import { ActionIcon, AppShell, Burger, Button, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconPlus } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { Logo } from '../../components/logo';
import { paths } from '../paths';
import { useUiStore } from '../stores/ui-store';
import { SidebarFooterNav, SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

/** Sidebar widths from the spec's layout: wide 64 units (16rem) or narrow 20 units (5rem). */
const SIDEBAR_WIDE = 256;
const SIDEBAR_NARROW = 80;

/** Shell for the signed-in area: top bar plus a collapsible sidebar (a drawer on small screens). */
export function AppLayout() {
  const collapsed = useUiStore((state) => state.sidebarCollapsed);
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);
  const [mobileOpened, mobile] = useDisclosure(false);
  // The drawer always shows labels; only the desktop sidebar narrows.
  const narrow = collapsed && !mobileOpened;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: { base: SIDEBAR_WIDE, sm: collapsed ? SIDEBAR_NARROW : SIDEBAR_WIDE },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={mobile.toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Tooltip label={toggleLabel}>
              <ActionIcon variant="subtle" color="gray" size="lg" visibleFrom="sm" aria-label={toggleLabel} onClick={toggleSidebar}>
                {collapsed ? <IconLayoutSidebarLeftExpand size={20} stroke={1.6} /> : <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />}
              </ActionIcon>
            </Tooltip>
            <Link to={paths.home} aria-label="Specforge home" style={{ color: 'inherit', textDecoration: 'none' }}>
              <Logo size="sm" />
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Button component={Link} to={paths.createProject} leftSection={<IconPlus size={16} />} size="sm" visibleFrom="xs">
              New project
            </Button>
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        <AppShell.Section grow>
          <SidebarNav collapsed={narrow} onNavigate={mobile.close} />
        </AppShell.Section>
        <AppShell.Section>
          <SidebarFooterNav collapsed={narrow} onNavigate={mobile.close} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
