import { describe, expect, it } from 'vitest';
import { preparedPatchBody, presentHunk, presentPatch } from './changes.presenter.js';
import type { SpecPatch } from './spec-patch.entity.js';

describe('the answer of a prepared update, its hunks serialized in the worker', () => {
  it('is the same JSON as the presented patch, with section text that needs escaping', () => {
    const patch = {
      id: '5b0f1c55-7c49-4ad4-9b5e-0d1b2e9c6a11',
      project: { id: '7c1f0d2e-0000-4000-8000-000000000001' },
      status: 'open',
      summary: { added: ['FR-6'], changed: [], retired: [] },
      hunks: [{ id: 'prd-1', documentType: 'prd', sectionTitle: 'Requirements', before: 'a "quoted"\nline', after: 'new ✓ \u2028 text', generated: null, editedByHand: false, items: ['FR-6'], status: 'pending' }],
      createdAt: new Date('2026-11-26T12:00:00.000Z'),
    } as unknown as SpecPatch;
    const hunks = new TextEncoder().encode(JSON.stringify(patch.hunks.map(presentHunk)));
    const body = JSON.parse(preparedPatchBody(patch, hunks).toString('utf8')) as unknown;
    expect(body).toEqual({ status: 'success', data: presentPatch(patch) });
  });
});
