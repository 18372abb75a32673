import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { PublicLayout } from './layouts/public-layout';
import { paths, pathTo } from './paths';
import { ProtectedRouteError, RequireAuth } from './require-auth';
import { RouteErrorScreen } from './screens/route-error-screen';

/*
 * The route table. Every screen is code-split: most through the router's `lazy` (the router
 * waits for the chunk, so navigation never flashes a spinner), the two the spec gives a visible
 * fallback for (/ and /admin/*) through React.lazy + Suspense.
 */

/**
 * Function-form `lazy`. The object form (`lazy: { Component }`) writes into the route's shared
 * `lazy` object once loaded (react-router 8.5), so a second router built from these same route
 * objects (as the tests do) would find the screen gone and answer 404.
 */
function screen(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}

/** A screen that uses GraphQL: its chunk and the Apollo client load together, on first use. */
function apolloScreen(load: () => Promise<ComponentType>) {
  return async () => {
    const [Screen, { WithApollo }] = await Promise.all([load(), import('../lib/apollo-provider')]);
    return {
      Component: () => (
        <WithApollo>
          <Screen />
        </WithApollo>
      ),
    };
  };
}

// The dashboard reads GraphQL: its chunk and the Apollo client load together (not in /auth's entry).
const DashboardPage = lazy(async () => {
  const [{ DashboardPage: Screen }, { WithApollo }] = await Promise.all([import('../features/dashboard/components/dashboard-page'), import('../lib/apollo-provider')]);
  return {
    default: () => (
      <WithApollo>
        <Screen />
      </WithApollo>
    ),
  };
});
const AdminPage = lazy(async () => {
  const [{ AdminPage: Screen }, { WithApollo }] = await Promise.all([import('../features/admin/components/admin-page'), import('../lib/apollo-provider')]);
  return {
    default: () => (
      <WithApollo>
        <Screen />
      </WithApollo>
    ),
  };
});

/**
 * /auth's screen. Not in the entry, which every signed-in visit downloads too: its forms and
 * their zod schemas stay out of the dashboard's budget. On /auth the build's preload script
 * (`preloadAuthScreen`, vite.config.ts) fetches it with the entry, and main.tsx imports it before
 * the first render (the only start in dev, which has no preload script).
 */
export const loadAuthPage = async () => (await import('../features/auth/components/auth-page')).AuthPage;

/** Redirects keep the query string so links such as /project-wizard?from=x still carry it. */
function redirectKeepingSearch(request: Request, to: string): Response {
  return redirect(`${to}${new URL(request.url).search}`);
}

const toMissionControl = ({ params, request }: LoaderFunctionArgs): Response => redirectKeepingSearch(request, pathTo.projectMissionControl(params.projectId ?? ''));

/** Screens anyone may open. */
const publicRoutes: RouteObject[] = [
  {
    path: paths.auth,
    lazy: screen(loadAuthPage),
  },
  {
    path: paths.authCallback,
    lazy: screen(async () => (await import('../features/auth/components/auth-callback-page')).AuthCallbackPage),
  },
  {
    path: paths.resetPassword,
    lazy: screen(async () => (await import('../features/auth/components/reset-password-page')).ResetPasswordPage),
  },
  {
    path: paths.authResetPassword,
    lazy: screen(async () => (await import('../features/auth/components/reset-password-page')).ResetPasswordPage),
  },
  {
    path: paths.privacyPolicy,
    lazy: screen(async () => (await import('../features/legal/components/policy-pages')).PrivacyPolicyPage),
  },
  {
    path: paths.termsOfService,
    lazy: screen(async () => (await import('../features/legal/components/policy-pages')).TermsOfServicePage),
  },
  {
    path: paths.cookiePolicy,
    lazy: screen(async () => (await import('../features/legal/components/policy-pages')).CookiePolicyPage),
  },
  {
    path: paths.status,
    lazy: apolloScreen(async () => (await import('../features/system/components/system-status-page')).SystemStatusPage),
  },
  {
    path: paths.sharedProject,
    lazy: apolloScreen(async () => (await import('../features/teams/components/shared-project-page')).SharedProjectPage),
  },
  {
    path: '*',
    lazy: screen(async () => (await import('./screens/not-found-screen')).NotFoundScreen),
  },
];

/** The signed-in area: RequireAuth sends unauthenticated visitors to /auth. */
const protectedRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Suspense fallback={<PageLoader label="Loading..." />}>
        <DashboardPage />
      </Suspense>
    ),
  },
  // Redirect-only routes render nothing; `element: null` says so (and keeps the router from warning).
  { path: paths.project, loader: toMissionControl, element: null },
  {
    path: paths.projectMissionControl,
    lazy: apolloScreen(async () => (await import('../features/mission-control/components/mission-control-page')).MissionControlPage),
  },
  {
    path: paths.projectSettings,
    lazy: apolloScreen(async () => (await import('../features/projects/components/project-settings-page')).ProjectSettingsPage),
  },
  {
    path: paths.projectBrief,
    lazy: apolloScreen(async () => (await import('../features/wizard/components/edit-brief-page')).EditBriefPage),
  },
  {
    path: paths.projectDocument,
    lazy: apolloScreen(async () => (await import('../features/documents/components/document-page')).DocumentPage),
  },
  {
    path: paths.projectUpdate,
    lazy: apolloScreen(async () => (await import('../features/spec-update/components/spec-update-page')).SpecUpdatePage),
  },
  {
    path: paths.missionControl,
    lazy: apolloScreen(async () => (await import('../features/mission-control/components/mission-control-page')).MissionControlPage),
  },
  {
    path: paths.missionControlSettings,
    lazy: apolloScreen(async () => (await import('../features/projects/components/project-settings-page')).ProjectSettingsPage),
  },
  {
    path: paths.createProject,
    lazy: screen(async () => (await import('../features/wizard/components/create-project-page')).CreateProjectPage),
  },
  {
    path: paths.profile,
    lazy: apolloScreen(async () => (await import('../features/profile/components/profile-page')).ProfilePage),
  },
  {
    path: paths.help,
    lazy: screen(async () => (await import('../features/help/components/help-page')).HelpPage),
  },
  {
    path: paths.invitation,
    lazy: apolloScreen(async () => (await import('../features/teams/components/invitation-page')).InvitationPage),
  },
  {
    path: paths.notifications,
    lazy: apolloScreen(async () => (await import('../features/notifications/components/notifications-page')).NotificationsPage),
  },
  {
    path: paths.admin,
    element: (
      <Suspense fallback={<PageLoader label="Loading admin panel..." />}>
        <AdminPage />
      </Suspense>
    ),
  },
];

/** The route objects, exported so tests drive them with createMemoryRouter. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // Shown while the first screen's chunk loads; later navigations keep the old screen instead.
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorScreen />,
    children: [
      { Component: PublicLayout, children: publicRoutes },
      {
        Component: RequireAuth,
        errorElement: <ProtectedRouteError />,
        children: [
          {
            // The shell is only needed once a signed-in screen is opened, so it is split off too.
            lazy: screen(async () => (await import('./layouts/app-layout')).AppLayout),
            children: protectedRoutes,
          },
        ],
      },
      {
        path: paths.projectWizard,
        loader: ({ request }) => redirectKeepingSearch(request, paths.createProject),
        element: null,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
