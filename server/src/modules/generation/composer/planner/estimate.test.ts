import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { composeAll, normaliseBrief } from '../index.js';
import { seeded, simulate } from './estimate.js';

/** Estimates with ranges, platforms that multiply work, constraints that bend the plan, every NFR verified. */

const input = {
  projectName: 'Ferryman',
  projectDescription: 'River-ferry tickets for commuters and tourists',
  keyFeatures: ['Passengers buy e-tickets for a crossing', 'Pay by card with Apple Pay', 'Deckhands scan tickets at the gangway', 'Live ETA for the next ferry', 'Operators see daily passenger reports'],
  userPersonas: ['Passenger', 'Deckhand', 'Operator'],
  userJourneys: 'Passenger opens the timetable → buys an e-ticket → shows the QR code\nDeckhand scans tickets at the gangway; the operator sees the count',
  platforms: ['iOS', 'Android'],
  integrations: ['Stripe', 'Google Maps', 'Twilio'],
  technicalConstraints: 'Scanning must keep working without signal on the river\nPersonal data must stay in the EU\nTickets must be printable at the kiosk',
  compliance: ['GDPR', 'WCAG 2.2 AA'],
  timeline: '3 months',
};
const docs = composeAll(normaliseBrief(input, '2026-03-02'));
const graph = docs.prd.graph;
const tasks = itemsOf(graph, 'task');
const launch = itemsOf(graph, 'milestone').at(-1)!;

describe('estimates with ranges', () => {
  it('gives every task a three-point range beside its likely days', () => {
    for (const t of tasks) {
      const r = t.fields.estimateRange as { low: number; likely: number; high: number };
      expect(r.low <= r.likely && r.likely <= r.high, t.id).toBe(true);
      expect(t.fields.estimateDays, t.id).toBe(Math.max(1, Math.round(r.likely)));
    }
  });

  it('builds each client platform on its own and says so in every feature task', () => {
    expect(tasks.filter((t) => t.title.startsWith('App shell and design system on')).map((t) => t.title)).toEqual(['App shell and design system on iOS', 'App shell and design system on Android']);
    for (const t of tasks.filter((x) => x.fields.role === 'feature')) expect(t.statement, t.id).toMatch(/iOS [\d.]+ d; Android [\d.]+ d/);
    const oneApp = composeAll(normaliseBrief({ ...input, platforms: ['iOS'] }, '2026-03-02')).prd.graph;
    const effort = (g: typeof graph) => Number(itemsOf(g, 'milestone').at(-1)!.fields.effortDays);
    expect(effort(graph)).toBeGreaterThan(effort(oneApp) * 1.3);
  });

  it('lands a two-platform product with payments, integrations, offline work and compliance in a realistic range', () => {
    expect(Number(launch.fields.effortDays)).toBeGreaterThan(100);
    expect(Number(launch.fields.effortLow)).toBeLessThan(Number(launch.fields.effortDays));
    expect(Number(launch.fields.effortHigh)).toBeGreaterThan(Number(launch.fields.effortDays) * 1.4);
  });

  it('states P50 and P85 finish dates from a seeded simulation, and whether P85 fits the timeline', () => {
    const f = launch.fields;
    expect(String(f.p50Finish) <= String(f.p85Finish)).toBe(true);
    expect(f.p85Fits).toBe(String(f.p85Finish) <= String(f.windowEnd));
    expect(docs.roadmap.markdown).toContain(`half finish by **${String(f.p50Finish)} (P50)** and 85% by **${String(f.p85Finish)} (P85)**`);
    const again = composeAll(normaliseBrief(input, '2026-03-02')).prd.graph;
    expect(itemsOf(again, 'milestone').at(-1)!.fields).toEqual(f);
    const r1 = seeded(7);
    const r2 = seeded(7);
    expect([r1(), r1(), r1()]).toEqual([r2(), r2(), r2()]);
  });
});

describe('the simulated finish', () => {
  it('lets estimation errors run together, as one team’s do, so P85 is not a few days after P50', () => {
    // Twenty tasks in a row of 1–2–6 days: drawn independently, their overruns cancel and P85 is
    // some 5 days after P50; a team that underestimates one underestimates many.
    const chain = Array.from({ length: 20 }, (_, i) => ({ id: `T-${i + 1}`, deps: i ? [`T-${i}`] : [], range: { low: 1, likely: 2, high: 6 }, fixed: false }));
    const sim = simulate(chain, 1);
    expect(sim.p85 - sim.p50).toBeGreaterThanOrEqual(10);
    // Still seeded: the same plan gives the same dates.
    expect(simulate(chain, 1)).toEqual(sim);
  });
});

describe('constraints and NFRs in the plan', () => {
  it('turns an offline constraint into sync work per client that the features wait for', () => {
    const sync = tasks.filter((t) => t.statement.includes('"Scanning must keep working without signal on the river"'));
    expect(sync.map((t) => t.title)).toEqual(
      expect.arrayContaining(['Sync API: change feed, idempotent writes and conflict rules', 'Local store, change queue and sync status on the device on iOS', 'Local store, change queue and sync status on the device on Android']),
    );
    // The features the constraint bends (they carry its offline check) wait for the sync layer; the
    // others (buying a ticket at home) do not.
    const criteria = itemsOf(graph, 'criterion');
    const bent = itemsOf(graph, 'requirement').filter((r) => criteria.some((c) => linked(r, 'verified_by').includes(c.id) && c.fields.constraint === 'Scanning must keep working without signal on the river'));
    expect(bent.map((r) => r.title)).toContain('Deckhands scan tickets at the gangway');
    for (const t of tasks.filter((x) => x.fields.role === 'feature')) {
      const waits = bent.some((r) => linked(r, 'built_by').includes(t.id));
      for (const s of sync) expect(linked(t, 'depends_on').includes(s.id), `${t.id} ${t.title}`).toBe(waits);
    }
    expect(tasks.filter((x) => x.fields.role === 'feature').some((t) => !linked(t, 'depends_on').includes(sync[0]!.id))).toBe(true);
  });

  it('turns data residency into a task, and asks what an unknown constraint implies', () => {
    expect(tasks.some((t) => t.title.startsWith('Region-pinned hosting') && t.statement.includes('Personal data must stay in the EU'))).toBe(true);
    expect(itemsOf(graph, 'question').map((q) => q.statement)).toContain('What does the constraint "Tickets must be printable at the kiosk" change in the design: which features, data or tasks must handle it?');
  });

  it('verifies every NFR by a task, the accessibility one included', () => {
    for (const n of itemsOf(graph, 'nfr'))
      expect(
        tasks.some((t) => linked(t, 'concerns').includes(n.id)),
        `${n.id} ${n.title}`,
      ).toBe(true);
    expect(tasks.some((t) => t.title.startsWith('Accessibility audit on iOS, Android'))).toBe(true);
  });
});
