import { AI_RECOMMEND, personaAliases } from '../../generation/composer/index.js';
import { linked, type SpecItem } from '../../spec/graph.js';
import { commonWords } from '../knowledge/wording.js';
import { active, at, eachWord, indexOf, keyWords, stem, type AnalysisInput, type Rule, type RuleResult } from '../rule.js';
import { parseStatement } from './phrases.js';

const common = new Set(commonWords);
const significant = (s: string) => [...new Set(keyWords(s).filter((w) => !common.has(w)))];

/** The brief's constraints, security concerns and compliance items, one per sentence or entry. */
function constraintsOf(brief: AnalysisInput['brief']): { label: string; text: string }[] {
  const sentences = (field: string, label: string) =>
    field.includes(AI_RECOMMEND)
      ? []
      : field
          .split(/\n+|(?<=[.;!?])\s+/)
          .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
          .filter((s) => significant(s).length > 0)
          .map((text) => ({ label, text }));
  return [...sentences(brief.technicalConstraints, 'technical constraint'), ...sentences(brief.securityConcerns, 'security concern'), ...brief.compliance.filter((c) => c.trim() && !c.includes(AI_RECOMMEND)).map((text) => ({ label: 'compliance item', text }))];
}

export const coverageRules: Rule[] = [
  {
    id: 'actor-mismatch',
    severity: 'high',
    dimensions: ['clarity', 'traceability'],
    run({ graph }): RuleResult {
      const ix = indexOf(graph);
      const personas = active(graph, 'persona');
      if (!personas.length) return { checked: 0, findings: [] };
      // Persona by word, and what each distinct actor matches, so the work is one look-up per actor
      // word, not one comparison per requirement and persona.
      const byWord = new Map<string, number[]>();
      personas.forEach((p, k) => {
        for (const w of new Set(keyWords(p.title))) {
          const list = byWord.get(w);
          if (list) list.push(k);
          else byWord.set(w, [k]);
        }
      });
      const all = personas.map((p) => p.title).join('; ');
      const heads = personas.map((p) => significant(p.title).at(-1) ?? '');
      // "Contractor: plumber or electrician …": a journey's "the plumber" is the contractor (the composer's own reading).
      const aliasHead = new Map<string, string>();
      personas.forEach((p, k) => {
        for (const a of personaAliases(String(p.fields.entry ?? p.statement))) if (!heads.includes(a)) aliasHead.set(a, aliasHead.has(a) ? '' : heads[k]!);
      });
      const headOf = (w: string) => (heads.includes(w) ? w : aliasHead.get(w) || undefined);
      const matchesOf = new Map<string, SpecItem[]>();
      const match = (actor: string): SpecItem[] => {
        let found = matchesOf.get(actor);
        if (found) return found;
        const words = significant(actor);
        const need = Math.max(1, Math.ceil(words.length / 2));
        const hits = new Map<number, number>();
        for (const w of words) for (const k of byWord.get(w) ?? []) hits.set(k, (hits.get(k) ?? 0) + 1);
        found = [...hits]
          .filter(([, n]) => n >= need)
          .map(([k]) => k)
          .sort((a, b) => a - b)
          .map((k) => personas[k]!);
        matchesOf.set(actor, found);
        return found;
      };
      // A journey needs many requirements: its performers are read once, not once per requirement.
      const performersOf = new Map<string, string[]>();
      const performedBy = (j: SpecItem) => performersOf.get(j.id) ?? performersOf.set(j.id, linked(j, 'performed_by')).get(j.id)!;
      const frs = active(graph, 'requirement');
      const findings = frs.flatMap((r) => {
        const parsed = parseStatement(r.statement);
        if (parsed?.system) {
          // "The system will send …" names nobody on purpose while the reader asks who receives it:
          // still no persona, so still this finding, pointing at the question.
          const asked = ix.from(r.id, 'concerns').find((q) => q.kind === 'question' && q.status === 'active' && q.fields.topic === 'actor' && q.fields.resolved !== true);
          return asked ? [at(r.id, `${r.id} names no persona: ${asked.id} asks "${asked.title}"`, 'Answer the question, so the criteria, flows and tests speak of the right people.')] : [];
        }
        if (!parsed) return [];
        const matches = match(parsed.actor);
        if (!matches.length) return [at(r.id, `${r.id}'s actor "${parsed.actor}" is none of the personas (${all}).`, 'Name the persona who does it, so the criteria, flows and tests speak of the right people.')];
        const journeys = ix.from(r.id, 'needs');
        const performers = journeys.flatMap(performedBy);
        // A journey taken by one persona can show another doing their part ("an actor sends an
        // absence request and the stage manager approves it"): the actor is in it, no mismatch.
        // Named in full, or a step's first-named person by the head noun no other persona has ("The
        // coordinator matches …" for "Interpreting coordinators"; "texts the owner" names no doer).
        const actorWords = significant(parsed.actor);
        const head = actorWords.at(-1);
        const ownHead = !!head && /^[\p{L}\p{N}-]+$/u.test(head) && heads.filter((h) => h === head).length === 1;
        const toldOnly = new RegExp(`\\b${ownHead ? head : '-'}s?\\s+(?:is|are|was|were|gets?|got|receives?|hears?)\\b`, 'iu');
        const shown = journeys.some((j) => {
          const words = new Set(keyWords(j.statement));
          if (actorWords.length > 0 && actorWords.every((w) => words.has(w))) return true;
          // A step where they are only told or sent something ("the owner is told by SMS") shows no doer.
          const done = (step: string) =>
            keyWords(step)
              .map(headOf)
              .find((h) => h !== undefined) === head && !toldOnly.test(step);
          return ownHead && ((j.fields.steps as string[] | undefined) ?? []).some(done);
        });
        if (performers.length && !shown && !matches.some((m) => performers.includes(m.id))) {
          const named = [...new Set(performers)].map((id) => ix.byId.get(id)?.title ?? id).join('; ');
          return [at(r.id, `${r.id}'s actor is "${parsed.actor}", but the journey that needs it is taken by ${named}.`, 'Make the actor the persona whose journey uses the requirement, or link the journey of the persona who does it.')];
        }
        return [];
      });
      return { checked: frs.length, findings };
    },
  },
  {
    id: 'constraint-unaddressed',
    severity: 'high',
    dimensions: ['feasibility', 'completeness'],
    run({ brief, graph }): RuleResult {
      const constraints = constraintsOf(brief).map((c) => ({ ...c, words: significant(c.text) }));
      if (!constraints.length) return { checked: 0, findings: [] };
      const ix = indexOf(graph);
      // What can address a constraint: a criterion, a decision or a task, or an NFR a task verifies.
      // Only the constraints' own words are counted, so the scan stays one pass over the items.
      const wanted = new Set(constraints.flatMap((c) => c.words));
      const addressers = graph.items.filter((i) => i.status === 'active' && (i.kind === 'criterion' || i.kind === 'decision' || i.kind === 'task' || (i.kind === 'nfr' && ix.from(i.id, 'concerns').some((t) => t.kind === 'task'))));
      // Each addresser's words that some constraint uses, read without building its whole word list.
      const none = new Set<string>();
      const vocab = addressers.map((a) => {
        let v = none;
        const keep = (w: string) => {
          if (w.length < 3) return;
          const k = stem(w);
          if (!wanted.has(k)) return;
          if (v === none) v = new Set();
          v.add(k);
        };
        eachWord(a.title, keep);
        eachWord(a.statement, keep);
        return v;
      });
      // The addressers using each constraint word: a constraint is then checked against the items that
      // share one of its distinctive words, not against every item.
      const users = new Map<string, number[]>();
      vocab.forEach((v, k) => {
        for (const w of v) {
          const list = users.get(w);
          if (list) list.push(k);
          else users.set(w, [k]);
        }
      });
      // A word most items use ("work order", "appointment") is the domain, not the constraint: at least
      // one shared word must be distinctive (in at most a fifth of the items, or two).
      const distinctive = (w: string) => (users.get(w)?.length ?? 0) <= Math.max(2, vocab.length / 5);
      const seen = new Int32Array(vocab.length).fill(-1);
      const findings = constraints.flatMap(({ label, text, words }, c) => {
        const need = Math.min(3, Math.max(1, Math.ceil(words.length * 0.4)));
        // Some addresser shares `need` of its words, one of them distinctive: look only among the users of a distinctive word.
        const met = words.some(
          (d) =>
            distinctive(d) &&
            (users.get(d) ?? []).some((k) => {
              if (seen[k] === c) return false;
              seen[k] = c;
              let shared = 0;
              for (const w of words) if (vocab[k]!.has(w)) shared += 1;
              return shared >= need;
            }),
        );
        if (met) return [];
        return [at(null, `The ${label} "${text.slice(0, 100)}" is addressed by no criterion, decision or task.`, 'Add the decision that honours it, a task that builds or checks it, or a criterion that tests it.')];
      });
      return { checked: constraints.length, findings };
    },
  },
  {
    // A Must requirement whose every criterion is a catalogue suggestion nobody confirmed has no
    // agreed definition of done: the pattern guessed it, the team never said so.
    id: 'criteria-unconfirmed',
    severity: 'high',
    dimensions: ['testability'],
    run({ graph }): RuleResult {
      const byId = new Map(graph.items.map((i: SpecItem) => [i.id, i]));
      const must = graph.items.filter((i: SpecItem) => i.kind === 'requirement' && i.status === 'active' && i.fields.priority === 'Must');
      const findings = must.flatMap((r) => {
        const criteria = (r.links ?? [])
          .filter((l) => l.kind === 'verified_by')
          .map((l) => byId.get(l.to))
          .filter((c): c is SpecItem => !!c && c.status === 'active');
        const guessed = criteria.length > 0 && criteria.every((c) => c.source.startsWith('pattern:') && c.fields.confirmed !== true);
        return guessed
          ? [
              at(
                r.id,
                `${r.id} is a Must requirement and all ${criteria.length} of its criteria are suggestions from the ${criteria[0]!.source.slice('pattern:'.length)} pattern that nobody has confirmed: what "done" means is not agreed yet.`,
                `Confirm, edit or replace ${criteria.map((c) => c.id).join(', ')}, or answer the feature's interview (outcome and failure) in the brief.`,
              ),
            ]
          : [];
      });
      return { checked: must.length, findings };
    },
  },
  {
    id: 'unconfirmed-suggestion',
    severity: 'low',
    dimensions: ['completeness'],
    run({ graph }): RuleResult {
      const suggested = graph.items.filter((i: SpecItem) => i.status === 'active' && i.source.startsWith('pattern:'));
      const findings = suggested
        .filter((i) => i.fields.confirmed !== true)
        .map((i) => at(i.id, `${i.id} "${i.title.slice(0, 80)}" was suggested by the ${i.source.slice('pattern:'.length)} pattern and nobody has confirmed it.`, 'Confirm it if the product needs it, or remove it.'));
      return { checked: suggested.length, findings };
    },
  },
];
