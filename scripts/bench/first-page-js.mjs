#!/usr/bin/env node
// Benchmarks that print figures. Later issues add API latency and throughput benchmarks.
// Now: the JavaScript a browser must download before the app's first page renders
// (the entry script plus every chunk index.html preloads), raw and gzip-compressed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../client/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('client/dist is missing: run `pnpm build` first.');
  process.exit(1);
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const urls = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let gz = 0;
for (const url of new Set(urls)) {
  const bytes = readFileSync(path.join(dist, url));
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
  console.log(`  ${url.padEnd(44)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KiB  gzip ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1).padStart(6)} KiB`);
}
console.log(`first-page JS (entry + preloaded): ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip`);
