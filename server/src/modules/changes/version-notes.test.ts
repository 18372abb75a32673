import { describe, expect, it } from 'vitest';
import type { Hunk } from './patch.js';
import { replanNote, updateNote } from './version-notes.js';

const hunk = (items: string[]): Hunk => ({ id: 'prd-1', documentType: 'prd', sectionTitle: 'S', before: '', after: '', generated: null, editedByHand: false, items, follows: null, status: 'accepted' });

describe('version notes', () => {
  it('name the items an update brought into this document, requirements first', () => {
    const summary = { added: ['AC-10.1', 'FR-10', 'FR-2'], retired: ['PER-3'], changed: ['FR-4', 'T-9'] };
    expect(updateNote([hunk(['FR-2', 'FR-10', 'AC-10.1']), hunk(['FR-4', 'PER-3'])], summary)).toBe('Updated from the brief (FR-2, FR-10, AC-10.1 added; FR-4 changed; PER-3 retired)');
    expect(updateNote([hunk(['NFR-1'])], summary)).toBe('Updated from the brief');
  });

  it('stay within 300 characters', () => {
    const many = Array.from({ length: 200 }, (_, i) => `FR-${i + 1}`);
    const note = updateNote([hunk(many)], { added: [], retired: [], changed: many });
    expect(note.length).toBeLessThanOrEqual(300);
    expect(note).toMatch(/^Updated from the brief \(FR-1, FR-2, .* …$/);
  });

  it('name the day a re-plan schedules from and the sections it kept', () => {
    expect(replanNote('2026-12-01', [])).toBe('Re-planned from 2026-12-01');
    expect(replanNote('2026-12-01', ['Milestones'])).toBe('Re-planned from 2026-12-01 (kept as edited by hand: Milestones)');
  });
});
