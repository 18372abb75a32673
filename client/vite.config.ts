import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, type Rolldown } from 'vite';

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

/** The module of /auth's screen, a lazy route (client/src/app/router.tsx). */
const AUTH_SCREEN = /[\\/]client[\\/]src[\\/]features[\\/]auth[\\/]components[\\/]auth-page\.tsx$/;

/**
 * /auth is the first screen of every visitor but a lazy chunk (the signed-in dashboard downloads
 * the entry, and /auth's forms with their zod schemas would grow it). A small classic script in
 * the page's head asks for that chunk and its imports on /auth only, while the entry is still
 * downloading, so the sign-in screen waits for no second round of downloads. (A script file:
 * the Content-Security-Policy allows no inline script.)
 */
function preloadAuthScreen(): Plugin {
  const file = 'assets/auth-preload.js';
  return {
    name: 'specforge:preload-auth-screen',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const screen = chunks.find((c) => c.facadeModuleId !== null && AUTH_SCREEN.test(c.facadeModuleId));
      if (!screen) throw new Error('preloadAuthScreen: no chunk for the /auth screen');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const inEntry = new Set<string>();
      const walk = (name: string, into: Set<string>) => {
        if (into.has(name)) return;
        into.add(name);
        for (const dep of byName.get(name)?.imports ?? []) walk(dep, into);
      };
      for (const c of chunks) if (c.isEntry) walk(c.fileName, inEntry);
      const files = new Set<string>();
      walk(screen.fileName, files);
      const hrefs = [...files].filter((f) => !inEntry.has(f)).map((f) => `/${f}`);
      // It also asks the server whether Google sign-in is configured (src/lib/auth/auth-providers.ts
      // takes the answer), so the screen's first paint is already complete: asked from the entry,
      // the answer came after the form had painted, and the notice under the Google button, the
      // largest text on the screen, painted a second time some 300 ms later.
      const providers = `window.__specforgeAuthProviders = fetch('/api/auth/providers', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then((r) => (r.ok ? r.json() : Promise.reject(new Error('HTTP ' + r.status))));`;
      const source = `if (location.pathname === '/auth') { ${providers} for (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link); } }\n`;
      this.emitFile({ type: 'asset', fileName: file, source });
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${file}` }, injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [react(), preloadAuthScreen()],
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
