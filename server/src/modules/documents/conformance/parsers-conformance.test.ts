import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateAll } from './testing/briefs.js';

const { documents, exports } = generateAll();

/** Every ```mermaid block of a Markdown text. */
function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map((m) => m[1]!);
}

describe('@cucumber/gherkin over the Gherkin export', () => {
  const features = Object.entries(exports).filter(([path]) => path.endsWith('.feature'));

  it.each(features)('%s parses into scenarios of at least three steps, each tagged with its ids', (_path, file) => {
    const parser = new Parser(new AstBuilder(IdGenerator.uuid()), new GherkinClassicTokenMatcher());
    const doc = parser.parse(file.content);
    const scenarios = doc.feature!.children.flatMap((c) => (c.scenario ? [c.scenario] : c.rule ? c.rule.children.flatMap((r) => (r.scenario ? [r.scenario] : [])) : []));
    expect(scenarios.length).toBeGreaterThan(0);
    for (const s of scenarios) {
      expect(s.steps.length, s.name).toBeGreaterThanOrEqual(3);
      expect(s.tags.map((t) => t.name).join(' '), s.name).toMatch(/@AC-\d+\.\d+|@FR-\d+/);
    }
  });

  it('the parser does refuse a broken feature', () => {
    const parser = new Parser(new AstBuilder(IdGenerator.uuid()), new GherkinClassicTokenMatcher());
    expect(() => parser.parse('Feature: x\n  Scenario: y\n    Given a\n  Nonsense line\n')).toThrow();
  });
});

describe('the Mermaid parser over every diagram Specforge writes', () => {
  // Mermaid reads the DOM (DOMPurify) even to parse: it gets a jsdom window of its own, while the
  // composer runs in plain Node (a jsdom test environment would replace Node's URL and break it).
  let mermaid: typeof import('mermaid').default;
  beforeAll(async () => {
    const { window } = new JSDOM('<!doctype html><html><body></body></html>');
    Object.assign(globalThis, { window, document: window.document });
    mermaid = (await import('mermaid')).default;
  });

  const diagrams = [...Object.entries(documents), ...Object.entries(exports).map(([path, f]) => [path, f.content] as const)].flatMap(([name, md]) => mermaidBlocks(md).map((code, i) => [`${name} #${i + 1}`, code] as const));

  it('finds the diagrams of each brief (user flows, architecture, data model, roadmap, Kiro design)', () => {
    expect(diagrams.length).toBeGreaterThanOrEqual(3 * 6);
    for (const kind of ['flowchart', 'sequenceDiagram', 'erDiagram', 'gantt', 'graph'])
      expect(
        diagrams.some(([, code]) => code.trimStart().startsWith(kind)),
        kind,
      ).toBe(true);
  });

  it.each(diagrams)('%s parses', async (_name, code) => {
    await expect(mermaid.parse(code)).resolves.toBeTruthy();
  });

  it('the parser does refuse a broken diagram', async () => {
    await expect(mermaid.parse('flowchart TD\n  a --> [unclosed')).rejects.toThrow();
  });
});
