import { describe, expect, it } from 'vitest';
import { linkReferences, slug, tableOfContents } from './headings';

const prd = ['# MealMate PRD', '', '## Functional requirements', '', '### FR-3: Recipe search (Must)', '', 'See **FR-3** and `FR-3`.', '', '```mermaid', '## not a heading FR-3', '```', '', '## Functional requirements'].join('\n');

describe('heading ids and references', () => {
  it('anchors id-led headings by their id and slugs the rest, de-duplicating like GitHub', () => {
    expect(tableOfContents(prd)).toEqual([
      { level: 1, text: 'MealMate PRD', id: 'mealmate-prd' },
      { level: 2, text: 'Functional requirements', id: 'functional-requirements' },
      { level: 3, text: 'FR-3: Recipe search (Must)', id: 'FR-3' },
      { level: 2, text: 'Functional requirements', id: 'functional-requirements-1' },
    ]);
    expect(slug('Risks & mitigations')).toBe('risks-mitigations');
  });

  it('links citations of anchored ids, but not in headings, code or existing links', () => {
    const out = linkReferences(prd + '\n[FR-3](#x) and FR-9 and UJ-1', new Set(['FR-3']));
    expect(out).toContain('See **[FR-3](#FR-3)** and `FR-3`.');
    expect(out).toContain('### FR-3: Recipe search (Must)');
    expect(out).toContain('## not a heading FR-3');
    expect(out).toContain('[FR-3](#x) and FR-9 and UJ-1');
  });
});
