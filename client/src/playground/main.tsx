// The GraphQL playground for developers, served by the API at GET /graphql (outside production).
// It is bundled from our own assets so it works offline; it shares nothing with the app.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  // Cookies carry the browser session once accounts exist; the playground acts as the signed-in user.
  fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
});

const defaultQuery = `# Welcome to the Specforge GraphQL playground.
# Press the run button (or Ctrl-Enter) to send a query; the docs explorer lists every type.

query Health {
  health {
    status
    version
    uptimeSeconds
    database {
      serverVersion
      installedAt
    }
  }
}
`;

const container = document.getElementById('playground');
if (!container) throw new Error('#playground element missing from playground.html');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} defaultEditorToolsVisibility={false} />
  </StrictMode>,
);
