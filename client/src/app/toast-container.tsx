import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/** Below Mantine's `sm` breakpoint (48em), where the sidebar becomes a drawer. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Toasts sit at the bottom: at the top they covered the header's buttons (the page's primary
 * actions, the bell, the account menu) right when a user reaches for them, e.g. after creating a
 * project. On a phone they span the bottom centre, where no fixed control lives.
 */
export function ToastContainer() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'bottom-center' : 'bottom-right'} />;
}
