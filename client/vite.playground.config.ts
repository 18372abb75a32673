import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The GraphQL playground (served by the API at GET /graphql outside production) is a second,
 * separate build into the same dist/: sharing chunks with the app would drag GraphiQL's much
 * larger use of graphql-js and React into the chunks the app's first page downloads.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    rolldownOptions: { input: { playground: 'playground.html' } },
  },
});
