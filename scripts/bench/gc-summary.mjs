// Young-generation collections of a node process run with `--trace-gc-nvp`, summarised: how
// many, how long they paused, and how much of what was allocated survived them (promoted to the
// old generation). Survivors are what scavenges spend their time copying: request objects that
// outlive collections (the throughput work found four causes, see patches/README.md and the comments in
// pg-client.ts, request-log.ts and project.resolver.ts) show up here as a promoted share of
// several percent and pauses of 5-15 ms instead of ~0 % and 1-2 ms.
// Usage: node gc-summary.mjs <log> [last N scavenges, default 50]
// (api-throughput.mjs prints this for the app with BENCH_GC=1.)
import { readFile } from 'node:fs/promises';

/** @returns {{ scavenges: number, promotedShare: number, promotedMb: number, meanPause: number, maxPause: number } | null} */
export async function gcSummary(file, last = 50) {
  const text = await readFile(file, 'utf8');
  const scavenges = text
    .split('\n')
    .filter((line) => /\bgc=s\b/.test(line))
    .slice(-last)
    .map((line) => Object.fromEntries([...line.matchAll(/(\w+)=([\d.]+)/g)].map(([, k, v]) => [k, Number(v)])));
  if (scavenges.length === 0) return null;
  const sum = (key) => scavenges.reduce((total, s) => total + (s[key] ?? 0), 0);
  return {
    scavenges: scavenges.length,
    promotedShare: sum('promoted') / Math.max(1, sum('allocated')),
    promotedMb: sum('promoted') / scavenges.length / 1e6,
    meanPause: sum('pause') / scavenges.length,
    maxPause: Math.max(...scavenges.map((s) => s.pause ?? 0)),
  };
}

export const describeGc = (s) =>
  s === null ? 'no scavenge traced' : `last ${s.scavenges} scavenges: ${(s.promotedShare * 100).toFixed(1)} % of allocation promoted (${s.promotedMb.toFixed(1)} MB each), pause mean ${s.meanPause.toFixed(1)} ms, max ${s.maxPause.toFixed(1)} ms`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, last] = process.argv.slice(2);
  if (!file) throw new Error('usage: gc-summary.mjs <log written with --trace-gc-nvp> [last N]');
  console.log(describeGc(await gcSummary(file, Number(last ?? 50))));
}
