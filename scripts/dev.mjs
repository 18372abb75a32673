#!/usr/bin/env node
// `pnpm dev`: the API in watch mode (tsx) and Vite's dev server, which proxies /graphql, /api
// and /healthz to it. Ctrl-C stops both; the API then stops its embedded PostgreSQL.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '3000';
// Links in mails (verify, reset) must open the Vite dev server, which serves the live client.
const appUrl = process.env.APP_URL ?? 'http://localhost:5173';
const children = [
  spawn('pnpm', ['--filter', '@specforge/server', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    // Vite's proxy (on this machine) names the browser in X-Forwarded-For: trusted, so the dev
    // mailbox answers through it for a browser on this machine and for no one else.
    env: { TRUST_PROXY: 'loopback', DEV_MAILBOX_VIA_PROXY: 'true', ...process.env, PORT: apiPort, APP_URL: appUrl },
  }),
  spawn('pnpm', ['--filter', '@specforge/client', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
];

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
}
