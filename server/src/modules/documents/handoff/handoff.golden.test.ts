import { describe, expect, it } from 'vitest';
import { composeAll } from '../../generation/composer/index.js';
import { sampleBrief } from '../../generation/composer/sample-brief.js';
import { handoffFormats, type HandoffInput, renderHandoff } from './index.js';

// The sample brief composed as the generation chain would, on a fixed date: every byte is stable.
const all = composeAll(sampleBrief);
const input: HandoffInput = {
  graph: all.prd.graph,
  brief: sampleBrief,
  date: '2026-01-05',
  appUrl: 'https://specforge.example.com',
  documents: Object.values(all).map((d) => d.title),
};

/** Headings with nothing under them before the next heading of the same or a higher level. */
function emptySections(markdown: string): string[] {
  const lines = markdown.split('\n');
  return lines.filter((line, i) => {
    const level = /^(#{1,6}) /.exec(line)?.[1]?.length;
    if (!level) return false;
    const next = lines.slice(i + 1).find((l) => l.trim() !== '');
    const nextLevel = next ? /^(#{1,6}) /.exec(next)?.[1]?.length : 0;
    return next === undefined || (nextLevel !== undefined && nextLevel <= level);
  });
}

describe.each(handoffFormats)('the %s export of the sample brief', (format) => {
  const files = renderHandoff(format, input);

  it('matches its golden files byte for byte', async () => {
    for (const f of files) await expect(f.content).toMatchFileSnapshot(`./testing/golden/${format}/${f.path}`);
  });

  it('has no empty section and no placeholder text', () => {
    for (const f of files) {
      expect(f.content, f.path).not.toMatch(/\[(FEATURE|DATE|TODO|TBD|###)|\bTODO\b|\bTBD\b|undefined|null\b|\[object|NaN/);
      expect(emptySections(f.content), f.path).toEqual([]);
    }
  });
});

describe('the paths inside each export', () => {
  it('follow spec-kit, Kiro, AGENTS.md and Gherkin conventions', () => {
    expect(renderHandoff('speckit', input).map((f) => f.path)).toEqual([
      'specs/001-mealmate/spec.md',
      'specs/001-mealmate/plan.md',
      'specs/001-mealmate/data-model.md',
      'specs/001-mealmate/tasks.md',
    ]);
    expect(renderHandoff('kiro', input).map((f) => f.path)).toEqual(['.kiro/specs/mealmate/requirements.md', '.kiro/specs/mealmate/design.md', '.kiro/specs/mealmate/tasks.md']);
    expect(renderHandoff('agents', input).map((f) => f.path)).toEqual(['AGENTS.md']);
    expect(renderHandoff('gherkin', input).map((f) => f.path)).toEqual([
      'features/fr-1-weekly-meal-planner.feature',
      'features/fr-2-shared-shopping-list.feature',
      'features/fr-3-recipe-search-with-dietary-filters.feature',
      'features/fr-4-reminders-to-defrost-and-prep.feature',
      'features/fr-5-nutrition-insights-dashboard.feature',
    ]);
  });
});

describe('a sparse graph (as a model might write it: no fields, no plan)', () => {
  const sparse: HandoffInput = {
    ...input,
    documents: [],
    graph: {
      generator: 'provider:model',
      items: [
        { id: 'FR-1', kind: 'requirement', title: 'Book a slot', statement: 'Patients can book a slot.', status: 'active', source: 'model', fields: {}, links: [{ kind: 'verified_by', to: 'AC-1.1' }] },
        { id: 'AC-1.1', kind: 'criterion', title: 'FR-1 criterion 1', statement: 'Given a free slot, when a patient books it, then it is theirs.', status: 'active', source: 'model', fields: {}, links: [] },
        { id: 'FR-2', kind: 'requirement', title: 'Cancel', statement: 'Patients can cancel.', status: 'superseded', source: 'model', fields: {}, links: [] },
      ],
    },
  };

  it.each(handoffFormats)('%s has no empty section, no placeholder and no retired item', (format) => {
    for (const f of renderHandoff(format, sparse)) {
      expect(f.content, f.path).not.toMatch(/\bTODO\b|\bTBD\b|undefined|null\b|\[object|NaN|FR-2\b/);
      expect(emptySections(f.content), f.path).toEqual([]);
      expect(f.content, f.path).toContain('FR-1');
    }
  });
});
