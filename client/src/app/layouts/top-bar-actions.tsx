import { ActionIcon, Button, Indicator, Tooltip } from '@mantine/core';
import { IconBell, IconHelpCircle, IconPlus, IconRocket } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useOnboardingStore } from '../../features/onboarding/stores/onboarding-store';
import { paths } from '../paths';
import { UnreadNotificationCountQuery } from './graphql/unread-count';

/**
 * The bell: the unread count from the server, re-read on every navigation. The notifications
 * screen's mutations write the same cached field, so the bell follows them at once. A failed
 * read keeps the last number: the bell is a hint, not worth an error on screen.
 */
function NotificationsBell() {
  const { data, refetch } = useQuery(UnreadNotificationCountQuery, { fetchPolicy: 'cache-and-network' });
  const count = data?.unreadNotificationCount ?? 0;
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    refetch().catch(() => undefined);
  }, [pathname, refetch]);
  const label = count > 0 ? `Notifications (${count} unread)` : 'Notifications';
  return (
    <Tooltip label={label}>
      <Indicator label={count > 99 ? '99+' : count} size={16} disabled={count === 0} offset={4} color="red">
        <ActionIcon component={Link} to={paths.notifications} variant="subtle" color="gray" size="lg" aria-label={label}>
          <IconBell size={20} stroke={1.6} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

/** The top bar's buttons: create project, restart onboarding, help, the bell. */
export function TopBarActions() {
  const openOnboarding = useOnboardingStore((state) => state.open);
  return (
    <>
      <Button component={Link} to={paths.createProject} leftSection={<IconPlus size={16} />} size="sm" visibleFrom="sm">
        Create Project
      </Button>
      <Tooltip label="Create Project">
        <ActionIcon component={Link} to={paths.createProject} size="lg" hiddenFrom="sm" aria-label="Create Project">
          <IconPlus size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Restart onboarding">
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Restart onboarding" onClick={openOnboarding}>
          <IconRocket size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Help">
        <ActionIcon component={Link} to={paths.help} variant="subtle" color="gray" size="lg" aria-label="Help">
          <IconHelpCircle size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      <NotificationsBell />
    </>
  );
}
