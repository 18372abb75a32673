// Log-in latency of the production build: starts `server/dist/main.js` with a throw-away
// embedded PostgreSQL, then times POST /api/auth/login for the seeded demo account, a wrong
// password and an unknown e-mail (argon2id dominates all three; they should be alike).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { builtEntry, freePort } from './support.mjs';

const entry = builtEntry();
const ROUNDS = 30;

const port = await freePort();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-bench-'));
const child = spawn(process.execPath, [entry], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
child.stdout.on('data', (c) => (out += c));
try {
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready:\n${out}`)), 90_000);
    // The demo line is printed just after the ready line and may arrive in a later chunk.
    child.stdout.on('data', () => /Demo account: \S+ \/ \S+/.test(out) && (clearTimeout(timer), resolve()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  const demo = /Demo account: (\S+) \/ (\S+)/.exec(out);
  if (!demo) throw new Error(`demo account not printed:\n${out}`);
  const [, email, password] = demo;

  // Each round claims its own client address (the server trusts X-Forwarded-For from loopback),
  // so the per-IP log-in limit measures nothing here.
  let n = 0;
  async function timeLogin(body) {
    n += 1;
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n % 250}` },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  }
  const cases = {
    'correct password': { email, password },
    'wrong password': { email, password: `${password}-wrong` },
    'unknown e-mail': { email: 'nobody@example.com', password },
  };
  for (const [name, body] of Object.entries(cases)) {
    await timeLogin(body); // warm-up
    const times = [];
    let status = 0;
    for (let i = 0; i < ROUNDS; i += 1) ({ ms: times[i], status } = await timeLogin(body));
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
    console.log(`login ${name.padEnd(17)} HTTP ${status}  p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  (${ROUNDS} requests)`);
  }
} finally {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
