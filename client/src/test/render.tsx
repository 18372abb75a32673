import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { cssVariablesResolver, theme } from '../app/theme';

/** An Apollo client answering from canned responses: client unit tests only, never the server's. */
export function createMockClient(mocks: ReadonlyArray<MockLink.MockedResponse> = []): ApolloClient {
  return new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
}

function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  // env="test" turns off transitions and portals so content is in the tree immediately.
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}

interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** A ready client (e.g. test/graphql.ts `fakeGraphql`); wins over `mocks`. */
  client?: ApolloClient;
  /** Location for the in-memory router. */
  path?: string;
}

/** Renders one component with the app's providers and a router around it. */
export function renderWithProviders(ui: ReactElement, { mocks, client, path = '/' }: RenderOptions = {}): RenderResult {
  return render(
    <Providers client={client ?? createMockClient(mocks)}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
}

/** A path, or a location with router state (e.g. `{ pathname: '/auth', state: { tab: 'signup' } }`). */
type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders the real route table at `path`; returns the router to inspect where it ended up. */
export function renderRoute(path: Entry, { mocks, client }: Omit<RenderOptions, 'path'> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers client={client ?? createMockClient(mocks)}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...result };
}
