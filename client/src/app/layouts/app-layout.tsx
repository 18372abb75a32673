import { ActionIcon, AppShell, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { WithApollo } from '../../lib/apollo-provider';
import { Logo, LogoMark } from '../../components/logo';
import { OnboardingDialog } from '../../features/onboarding/components/onboarding-dialog';
import { paths } from '../paths';
import { useUiStore } from '../stores/ui-store';
import { SidebarFooterNav, SidebarNav } from './sidebar-nav';
import { TopBarActions } from './top-bar-actions';
import { UserMenu } from './user-menu';

/** Sidebar widths from the spec's layout: wide 64 units (16rem) or narrow 20 units (5rem). */
const SIDEBAR_WIDE = 256;
const SIDEBAR_NARROW = 80;

/**
 * Shell for the signed-in area: a full-height collapsible sidebar (logo, navigation, footer) and
 * a top bar. Below the `sm` breakpoint the sidebar becomes a drawer opened by the burger.
 */
export function AppLayout() {
  const collapsed = useUiStore((state) => state.sidebarCollapsed);
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);
  const [mobileOpened, mobile] = useDisclosure(false);
  // The drawer always shows labels; only the desktop sidebar narrows.
  const narrow = collapsed && !mobileOpened;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  // The signed-in shell reads GraphQL (the bell; its screens too): one Apollo client for all of it.
  return (
    <WithApollo>
      <AppShell
        layout="alt"
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
              <Burger opened={mobileOpened} onClick={mobile.toggle} hiddenFrom="sm" size="sm" aria-label={mobileOpened ? 'Close navigation' : 'Open navigation'} />
              <Tooltip label={toggleLabel}>
                <ActionIcon variant="subtle" color="gray" size="lg" visibleFrom="sm" aria-label={toggleLabel} onClick={toggleSidebar}>
                  {collapsed ? <IconLayoutSidebarLeftExpand size={20} stroke={1.6} /> : <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />}
                </ActionIcon>
              </Tooltip>
            </Group>
            <Group gap={6} wrap="nowrap">
              <TopBarActions />
              <ColorSchemeToggle />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="sm" aria-label="Main navigation">
          <AppShell.Section>
            <Group h={44} px={narrow ? 0 : 'xs'} mb="sm" justify={narrow ? 'center' : 'space-between'} wrap="nowrap">
              <Link to={paths.home} aria-label="Specforge home" onClick={mobile.close} style={{ color: 'inherit', textDecoration: 'none' }}>
                {narrow ? <LogoMark size={28} /> : <Logo size="sm" />}
              </Link>
              <Burger opened onClick={mobile.close} hiddenFrom="sm" size="sm" aria-label="Close navigation" />
            </Group>
          </AppShell.Section>
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            <SidebarNav collapsed={narrow} onNavigate={mobile.close} />
          </AppShell.Section>
          <AppShell.Section>
            <SidebarFooterNav collapsed={narrow} onNavigate={mobile.close} />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
        <OnboardingDialog />
      </AppShell>
    </WithApollo>
  );
}
