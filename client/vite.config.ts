import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type Rolldown } from 'vite';

// The API runs on PORT (3000 by default); `pnpm dev` passes the same PORT to both processes.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// xfwd: the API sees who is behind this proxy (X-Forwarded-For); `pnpm dev` trusts loopback
// proxies (TRUST_PROXY) and lets the dev mailbox answer through this one only for this machine.
const toApi: ProxyOptions = { target: apiTarget, xfwd: true };

/** Everything the API owns; the rest is the single-page app. `ws` carries GraphQL subscriptions. */
const apiProxy: Record<string, ProxyOptions> = {
  '/graphql': { ...toApi, ws: true },
  '/api': toApi,
  '/healthz': toApi,
  // The MCP server: the token page's set-up and Test use this origin's /mcp, in dev as in production.
  '/mcp': toApi,
  // The local dev mailbox (no SMTP_URL): server-rendered, so the e-mail links can be followed in dev.
  '/dev/mailbox': toApi,
};

/**
 * Libraries the first page needs get their own long-cached chunks. `$initial` keeps each group to
 * modules reachable from the entry, so a Mantine component used only by a lazy screen ships with
 * that screen instead of growing the first page's download.
 */
const vendorChunks: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 30, tags: ['$initial'] },
  {
    name: 'mantine',
    test: /[\\/]node_modules[\\/](@mantine|@floating-ui|react-remove-scroll[^\\/]*|react-number-format|clsx|use-sidecar|use-callback-ref|tslib)[\\/]/,
    priority: 20,
    tags: ['$initial'],
  },
  // The app's own modules that the first page needs, and the icons they draw, in one chunk each:
  // left alone, every module shared with a lazy screen becomes a file of its own, and the first
  // page waited on some twenty small downloads (browsers open six connections per host).
  { name: 'icons', test: /[\\/]node_modules[\\/]@tabler[\\/]/, priority: 15, tags: ['$initial'] },
  { name: 'app', test: /[\\/]client[\\/]src[\\/]/, priority: 5, tags: ['$initial'] },
  {
    name: 'apollo',
    test: /[\\/]node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node|zen-observable[^\\/]*)[\\/]/,
    priority: 10,
    tags: ['$initial'],
  },
];

export default defineConfig({
  plugins: [react()],
  server: { proxy: apiProxy },
  // `vite preview` serves the built client with the same proxy, for checks against a running API.
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
