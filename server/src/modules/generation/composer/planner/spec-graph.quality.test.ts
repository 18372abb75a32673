import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { validateGraph } from '../../../spec/validate-graph.js';
import { composeAll, normaliseBrief } from '../index.js';
import { keywords, overlap, textLines } from '../text.js';
import { splitRisk } from './build-quality.js';
import { briefCorpus } from './testing/brief-corpus.js';
import { sharedCriteria } from './testing/criteria-overlap.js';

/** The words the criteria and benefit templates add themselves; everything else must come from the brief. */
const templateWords = keywords(
  'given a an user users primary signed in when they then use shown problem see the outcome on screen straight away without reloading result includes rule stated for this requirement acts outside it product does not allow tells them why step of complete go on to starting over required details are missing or invalid try told what fix nothing incomplete saved so that get can helps ' +
    // Things people are sent (alerts, reminders) and things they look at (reports, charts).
    'has switched on off something cover covers happens receive that says what happened links sent open show shows latest data there is are nothing to yet why empty instead blank passed one sums up ' +
    // Own-words criteria: what a feature says it includes, its benefit, or an outcome still to be agreed.
    'about wants do it outcome still agreed open question on opens has data ' +
    // What a feature says its result holds: entered and kept, or there to use.
    'added entered again later saved with loaded can used leaving',
);

describe.each(Object.entries(briefCorpus))('spec graph quality on the %s brief', (_name, input) => {
  const brief = normaliseBrief(input, '2026-03-02');
  const docs = composeAll(brief);
  const graph = docs.prd.graph;
  const briefWords = keywords(JSON.stringify(input));
  const requirements = itemsOf(graph, 'requirement');
  const criteria = new Map(itemsOf(graph, 'criterion').map((c) => [c.id, c]));
  const tasks = itemsOf(graph, 'task');

  it('has no dangling link, duplicate id or requirement without criteria', () => {
    expect(validateGraph(graph)).toEqual([]);
  });

  it('gives every requirement a criterion in its own words or a pattern’s, and derives nothing the brief does not support', () => {
    for (const fr of requirements) {
      const own = linked(fr, 'verified_by').map((id) => criteria.get(id)!);
      const pattern = own.filter((c) => c.source.startsWith('pattern:'));
      // A capability pattern's criteria are marked as suggestions, from the pattern the requirement
      // matched or the means it names ("by scanning their barcode").
      for (const c of pattern) expect([`pattern:${String(fr.fields.capability)}`, `pattern:${String(fr.fields.means)}`], c.id).toContain(c.source);
      expect(own.some((c) => overlap(keywords(c.statement), keywords(fr.title)) > 0) || pattern.length > 0, fr.id).toBe(true);
      const derived = own.filter((c) => !c.source.startsWith('pattern:'));
      const said = [...derived.map((c) => c.statement), String(fr.fields.benefit ?? '')].join(' ');
      const foreign = [...keywords(said)].filter((w) => !briefWords.has(w) && !templateWords.has(w) && !/^\d/.test(w));
      expect(foreign, `${fr.id}: ${said}`).toEqual([]);
    }
  });

  it('shares no criterion between requirements once their own words are removed (≤ 10 %), and has no old boilerplate', () => {
    const { share, shared } = sharedCriteria(graph);
    expect(share, shared.join('\n')).toBeLessThanOrEqual(0.1);
    const texts = [...criteria.values()].map((c) => c.statement);
    expect(texts.filter((t) => /straight away, without reloading|required details are missing or invalid/.test(t))).toEqual([]);
  });

  it('asks about every requirement no capability pattern covers', () => {
    const questions = itemsOf(graph, 'question');
    for (const fr of requirements.filter((r) => !r.fields.capability)) {
      expect(
        questions.some((q) => linked(q, 'concerns').includes(fr.id) && /No catalogue pattern covers it|what does it add that they do not/.test(q.statement)),
        fr.id,
      ).toBe(true);
    }
  });

  it('builds every requirement by a task, traces every task, and starts no task before what it depends on', () => {
    const byId = new Map(tasks.map((t) => [t.id, t]));
    for (const fr of requirements) expect(linked(fr, 'built_by').length, fr.id).toBeGreaterThan(0);
    const building = new Set(requirements.flatMap((r) => linked(r, 'built_by')));
    for (const t of tasks) {
      expect(building.has(t.id) || ['setup', 'verification', 'launch'].includes(String(t.fields.role)), t.id).toBe(true);
      for (const d of linked(t, 'depends_on')) expect(String(byId.get(d)!.fields.end) < String(t.fields.start), `${d} → ${t.id}`).toBe(true);
    }
    const end = String(itemsOf(graph, 'milestone').at(-1)!.fields.windowEnd);
    const late = tasks.some((t) => String(t.fields.end) > end);
    expect(docs.roadmap.markdown.includes('The plan overruns')).toBe(late);
  });

  it('names at least two of the brief’s own nouns as entities, beyond the user account', () => {
    const own = itemsOf(graph, 'entity').filter((e) => e.title !== 'User' && overlap(keywords(e.title.replace(/([a-z])([A-Z])/g, '$1 $2')), briefWords) > 0);
    expect(own.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every risk and mitigation the user wrote word for word', () => {
    for (const line of textLines(brief.risks)) {
      const { risk, mitigation } = splitRisk(line);
      expect(docs.prd.markdown).toContain(risk);
      if (mitigation) expect(docs.prd.markdown).toContain(mitigation);
    }
  });

  it('gives a named integration its catalogue purpose or says it is to be confirmed, with a question', () => {
    for (const i of itemsOf(graph, 'integration')) {
      if (i.fields.purpose) continue;
      expect(i.statement).toContain('purpose to be confirmed');
      expect(itemsOf(graph, 'question').some((q) => linked(q, 'concerns').includes(i.id))).toBe(true);
    }
  });
});
