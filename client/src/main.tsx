import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, loadAuthPage } from './app/router';
import { initializeAuth, loadAuthProviders, whenRefreshSent } from './lib/auth';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Both answers are needed for the first screen: ask now, while its code is still downloading,
// instead of after the lazy route has loaded and rendered (the requests are shared, not repeated).
void initializeAuth();
if (window.location.pathname === '/auth') {
  void loadAuthProviders().catch(() => undefined);
  // The screen's own chunk (a lazy route), fetched alongside instead of after the router starts.
  void loadAuthPage().catch(() => undefined);
}
// The refresh waits for a Web Lock, granted in a later task: the first render (a long task) would
// hold the request back. Wait for it to leave, but never long (another tab may hold the lock).
await Promise.race([whenRefreshSent(), new Promise((resolve) => setTimeout(resolve, 100))]);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
