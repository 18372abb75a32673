import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { normaliseBrief } from '../brief.js';
import { buildSpecGraph } from '../planner/build-graph.js';

/**
 * A feature that says how it is done ("by scanning their barcode") is about its act: the act's
 * capability gives its criteria, and the means adds one check of its own and its work.
 */

const graph = buildSpecGraph(
  normaliseBrief(
    {
      projectName: 'Depot',
      projectDescription: 'Loans and stock for a community tool library.',
      userPersonas: ['Member: borrows tools', 'Counter volunteer: runs the counter'],
      keyFeatures: ['Check tools out and in by scanning their barcode', "Scan a parcel's barcode at the depot", 'Damage report with photos when a tool comes back'],
      platforms: ['Web', 'Android'],
    },
    '2026-11-26',
  ),
);
const [checkOut, scanParcel, damage] = itemsOf(graph, 'requirement');
const criteriaOf = (id: string) =>
  itemsOf(graph, 'criterion').filter((c) =>
    linked(
      itemsOf(graph, 'requirement').find((r) => r.id === id)!,
      'verified_by',
    ).includes(c.id),
  );
const taskOf = (id: string) => itemsOf(graph, 'task').find((t) => t.title.startsWith(`Build ${id}:`))!;

describe('a feature that names its means', () => {
  it('is the act it names: lending, with one scanning check and the scanner work', () => {
    expect(checkOut!.fields.capability).toBe('lending');
    expect(checkOut!.fields.means).toBe('barcode-scanning');
    const sources = criteriaOf(checkOut!.id).map((c) => c.source);
    expect(sources.filter((s) => s === 'pattern:lending').length).toBe(3);
    expect(sources.filter((s) => s === 'pattern:barcode-scanning')).toEqual(['pattern:barcode-scanning']);
    // The one scanning check is a failure or edge path, never a second happy path.
    const scanCheck = criteriaOf(checkOut!.id).find((c) => c.source === 'pattern:barcode-scanning')!;
    expect(scanCheck.statement).not.toMatch(/points the camera at a valid/);
    expect(taskOf(checkOut!.id).statement).toContain('with QR and barcode scanning as its means');
  });

  it('keeps a scan that is the act itself as scanning, with no means', () => {
    expect(scanParcel!.fields.capability).toBe('barcode-scanning');
    expect(scanParcel!.fields.means).toBeUndefined();
  });

  it('reads "with photos" as what a report includes, not as a means whose work is added again', () => {
    expect(damage!.fields.capability).toBe('issue-reports');
    expect(damage!.fields.means).toBeUndefined();
    expect(criteriaOf(damage!.id).every((c) => c.source === 'pattern:issue-reports' || c.source === 'derived')).toBe(true);
  });
});
