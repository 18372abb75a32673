import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { ActivityTracker } from '../lib/activity';
import { AuthProvider } from '../lib/auth/auth-provider';
import { cssVariablesResolver, theme } from './theme';

/** Key shared with public/color-scheme.js, which sets the scheme before first paint. */
export const COLOR_SCHEME_STORAGE_KEY = 'specforge-color-scheme';

// The toast container (and its transition library) loads after first paint: toasts only follow
// user actions, and `notifications.show()` queues in a shared store until the container mounts.
const ToastContainer = lazy(() => import('./toast-container').then((m) => ({ default: m.ToastContainer })));

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
      {/* Apollo is provided per screen (lib/apollo-provider), only where GraphQL is used. */}
      <AuthProvider>
        {/* Runs app-wide with no screen; it acts only while signed in. */}
        <ActivityTracker />
        {children}
      </AuthProvider>
    </MantineProvider>
  );
}
