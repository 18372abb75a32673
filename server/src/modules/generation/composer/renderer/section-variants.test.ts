import { describe, expect, it } from 'vitest';
import { composeAll } from '../index.js';
import { sampleBrief } from '../sample-brief.js';
import { rewordSection, VARIANT_COUNT } from './section-variants.js';

const kept = (markdown: string) => markdown.split('\n').filter((l) => l.startsWith('>') || l.startsWith('|') || l.startsWith('#'));

describe('section variants (per-section regenerate)', () => {
  it('gives every section of every document wordings that differ from each other', () => {
    const all = Object.values(composeAll(sampleBrief));
    for (const doc of all) {
      for (const { markdown } of doc.markdown
        .split(/\n(?=## )/)
        .slice(1)
        .map((m) => ({ markdown: m.replace(/^## .*\n/, '') }))) {
        const wordings = Array.from({ length: VARIANT_COUNT }, (_, v) => rewordSection(markdown, v));
        expect(new Set(wordings).size).toBe(VARIANT_COUNT);
        expect(wordings[0]).toBe(markdown);
        // User text (quotes), tables, headings and code stay verbatim and in order.
        for (const w of wordings) expect(kept(w)).toEqual(kept(markdown));
      }
    }
  });

  it('keeps ids and facts: only the composer’s labels, list style and a lead-in change', () => {
    const body = 'Persona: Parents. Requirements: FR-1, FR-2.\n\nWhat they want:\n\n- plan dinners\n- shop once\n\n> typed by the user: Persona: kept';
    expect(rewordSection(body, 1)).toBe('_Summary of what the brief implies here:_\n\nWho: Parents. Covers: FR-1, FR-2.\n\nGoals:\n\n1. plan dinners\n2. shop once\n\n> typed by the user: Persona: kept');
    expect(rewordSection(body, 2)).toContain('For: Parents. Requirements met: FR-1, FR-2.');
    expect(rewordSection(body, 2)).toContain('- plan dinners');
    expect(rewordSection('```mermaid\n- a\nPersona: x\n```', 1)).toContain('```mermaid\n- a\nPersona: x\n```');
    expect(rewordSection(body, 7)).toBe(body);
  });
});
