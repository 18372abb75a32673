import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { analyze } from '../../../quality/analyzer.js';
import { composeAll, normaliseBrief } from '../index.js';
import { statedCapacity, statedTeamSize } from './read-brief.js';
import { buildPersonas } from '../planner/build-people.js';
import { readFeature } from './read-feature.js';

/**
 * Feature shapes the reader used to misread: a screen "for" a persona, "<persona> <noun> of …",
 * a journey where several people's steps share a feature's words, a catalogue people browse, a
 * problem report with photos; and a plan whose every task says how it is checked.
 */
const harbour = normaliseBrief(
  {
    projectName: 'Berthwise',
    projectDescription: 'Berth planning for a small marina: harbour staff plan berths, skippers book them and report problems.',
    userPersonas: ['Harbour master: plans berths and handles arrivals from the office', 'Skipper: arrives by boat and needs a berth for a few nights', 'Dock hand: ties up boats on the pontoon'],
    userJourneys:
      'The harbour master plans tomorrow on the berth planning board; the skipper browses the equipment catalogue and books a berth -> the dock hand opens the pontoon map view on the pontoon and guides the boat to its berth; the skipper sends a report of a broken power post with a photo.',
    keyFeatures: ['Berth planning board for harbour masters', 'Pontoon map view on the pontoon', 'Skipper report of a broken power post', 'Equipment catalogue with live availability', 'Damage report with photos for returned kayaks'],
    successMetrics: ['Berth allocation in under a minute', 'Every arrival berthed within 15 minutes'],
    additionalNotes: 'One contract developer, three days a week.',
    timeline: '6 months',
    platforms: ['Web', 'Android'],
  },
  '2026-05-04',
);
const docs = composeAll(harbour);
const graph = docs.prd.graph;
const fr = (n: number) => itemsOf(graph, 'requirement')[n - 1]!;

describe('feature shapes', () => {
  it('reads "<screen> for <persona>" as that persona using the screen, without repeating the persona', () => {
    expect(fr(1).statement).toMatch(/^Harbour masters can \w+ the berth planning board\b/);
    expect(fr(1).statement).not.toMatch(/for harbour masters/i);
  });

  it('gives a feature to the persona whose journey step shares the most of its words', () => {
    expect(fr(2).statement.startsWith('Dock hands can')).toBe(true);
  });

  it('reads "<persona> <noun> of <thing>" as the persona doing it', () => {
    expect(fr(3).statement.startsWith('Skippers can report a broken power post')).toBe(true);
    expect(fr(3).fields.capability).toBe('issue-reports');
  });

  it('browses a catalogue (not a seller’s listing) and files a damage report (not a dashboard)', () => {
    expect(fr(4).fields.capability).toBe('catalogue-browse');
    expect(fr(4).statement).toMatch(/can browse the equipment catalogue/);
    expect(fr(5).fields.capability).toBe('issue-reports');
    expect(fr(5).statement).toMatch(/can file the damage report/);
    const criteria = itemsOf(graph, 'criterion').filter((c) => linked(fr(4), 'verified_by').includes(c.id));
    expect(criteria.map((c) => c.statement).join(' ')).not.toMatch(/publish|sells out|bought/);
  });
});

describe('acts that look like screens', () => {
  it('keeps a verb first as an act ("Sync family calendar", "Share team dashboard"), and people first as people', () => {
    const personas = buildPersonas(harbour);
    const read = (f: string) => readFeature(f, personas);
    expect(read('Sync family calendar')).toMatchObject({ form: 'act', people: null, action: 'sync family calendar' });
    expect(read('Share team dashboard')).toMatchObject({ form: 'act', people: null, action: 'share team dashboard' });
    expect(read('Share grocery list with family').action).toBe('share grocery list with family');
    expect(read('Family members share a care calendar')).toMatchObject({ people: 'Family members', action: 'share a care calendar' });
  });
});

describe('a persona’s name before a noun compound', () => {
  const personas = buildPersonas({ ...harbour, userPersonas: ['Field technician: collects water samples from rural wells', 'Well owner: wants to know if their water is safe', 'Intake clerk: logs every donation'] });
  const read = (f: string) => readFeature(f, personas);

  it('reads "<persona> <noun> <noun> sent …" as a thing of theirs they receive, not the persona acting', () => {
    expect(read('Well owner result letter sent by e-mail')).toMatchObject({ form: 'receive', people: null, action: 'receive the result letter sent by e-mail' });
    expect(read('Well owner result letter sent by e-mail').persona?.name).toBe('Well owner');
  });

  it('does not take a word of a persona’s name before a thing as the persona acting ("Field collection form …")', () => {
    const form = read('Field collection form that prints a bottle label');
    expect(form.action).not.toMatch(/^form\b/);
    expect(form.action).toContain('field collection form');
  });

  it('still reads a persona named by a people word and a verb as acting ("Intake staff log donations")', () => {
    expect(read('Intake staff log donations with expiry dates')).toMatchObject({ form: 'act', action: 'log donations with expiry dates' });
    expect(read('Intake staff log donations with expiry dates').persona?.name).toBe('Intake clerk');
  });
});

describe('what the brief states', () => {
  it('reads a team size with any word before "developer"', () => {
    expect(statedTeamSize(harbour)).toBe(1);
    expect(statedTeamSize({ ...harbour, additionalNotes: 'Two hundred developers' })).toBe(null);
  });

  it('reads a part-time team from the sentence that states it, and plans its calendar days accordingly', () => {
    expect(statedCapacity(harbour)).toEqual({ share: 3 / 5, text: 'three days a week' });
    expect(statedCapacity({ ...harbour, additionalNotes: 'One volunteer developer, weekends only.' })).toEqual({ share: 2 / 5, text: 'weekends only' });
    // The designer works part-time, not the developers.
    expect(statedCapacity({ ...harbour, additionalNotes: 'Team of three developers and a part-time designer.' })).toBe(null);
    const full = composeAll({ ...harbour, additionalNotes: 'One contract developer.' }).prd.graph;
    const finish = (g: typeof graph) => String(itemsOf(g, 'milestone').at(-1)!.fields.finish);
    expect(finish(graph) > finish(full)).toBe(true);
    expect(docs.roadmap.markdown).toContain('working three days a week as the brief says (3 of 5 working days');
  });

  it('keeps time limits written in words, and "every … within N" as targets', () => {
    const metrics = itemsOf(graph, 'metric');
    expect(metrics.map((m) => m.fields.target)).toEqual(['Berth allocation in under a minute', 'Every arrival berthed within 15 minutes']);
  });

  it('gives the load test a number of users', () => {
    const scalability = itemsOf(graph, 'nfr').find((n) => n.fields.category === 'Scalability')!;
    expect(String(scalability.fields.threshold)).toMatch(/^load test: [\d,]+ concurrent users .* keep p95 ≤ /);
  });
});

describe('the plan', () => {
  it('says for every task how it is checked, and the gate reads it', () => {
    const tasks = itemsOf(graph, 'task');
    for (const t of tasks) expect(String(t.fields.doneWhen ?? ''), t.id).toMatch(/\w{3,}.*\.$/);
    const build = tasks.find((t) => t.title.startsWith('Build FR-1'))!;
    expect(build.fields.doneWhen).toMatch(/^AC-1\.1(?:,| and) .* pass as automated tests/);
    expect(docs.implementation_plan.markdown).toContain(`Done when ${String(build.fields.doneWhen)}`);
    const report = analyze({ brief: harbour, graph, documents: [] });
    expect(report.findings.filter((f) => f.rule === 'task-unverified')).toEqual([]);
  });
});

describe('the gate on suggested criteria', () => {
  it('does not call a set ready whose Must requirements rest only on unconfirmed pattern suggestions', () => {
    const report = analyze({ brief: harbour, graph, documents: [] });
    const unconfirmed = report.findings.filter((f) => f.rule === 'criteria-unconfirmed');
    expect(unconfirmed.length).toBeGreaterThan(0);
    expect(report.ready).toBe(false);
    // Confirming them lifts the finding.
    const confirmed = { ...graph, items: graph.items.map((i) => (i.source.startsWith('pattern:') ? { ...i, fields: { ...i.fields, confirmed: true } } : i)) };
    expect(analyze({ brief: harbour, graph: confirmed, documents: [] }).findings.filter((f) => f.rule === 'criteria-unconfirmed')).toEqual([]);
  });
});

describe('personas in a journey another persona tells', () => {
  it('lists the steps a persona takes part in, not "Journeys: —"', () => {
    const prd = composeAll(
      normaliseBrief(
        {
          projectName: 'Rounds',
          userPersonas: ['Nurse: does the ward round', 'Pharmacist: checks prescriptions'],
          userJourneys: 'The nurse opens the ward list. The pharmacist checks each new prescription. The nurse gives the doses.',
          keyFeatures: ['Ward list', 'Prescription check'],
        },
        '2026-11-27',
      ),
    ).prd.markdown;
    expect(prd).toMatch(/### PER-2: Pharmacist[\s\S]*?Journeys: —; takes part in UJ-1 \(step 2\)\./);
    expect(prd).toMatch(/### PER-1: Nurse[\s\S]*?Journeys: UJ-1\./);
  });
});

describe('journey links', () => {
  it('does not link a journey to a feature by "receive" alone', () => {
    const g = composeAll(
      normaliseBrief(
        {
          projectName: 'Wells',
          userPersonas: ['Analyst: tests samples', 'Owner: owns a well'],
          userJourneys: '1. The analyst receives the samples at the bench.\n2. The owner receives a result letter.',
          keyFeatures: ['Receive samples at the bench', 'Result letter by post'],
        },
        '2026-11-27',
      ),
    ).prd.graph;
    const [first, second] = itemsOf(g, 'journey');
    expect(linked(first!, 'needs')).toEqual(['FR-1']);
    expect(linked(second!, 'needs')).toEqual(['FR-2']);
  });
});

describe('criteria from the feature’s own words', () => {
  it('checks what a relative clause says the thing does, instead of "the outcome is still to be agreed"', () => {
    const g = composeAll(normaliseBrief({ projectName: 'Kiln', userPersonas: ['Potter: fires pots in the shared kiln'], keyFeatures: ['Firing log which warns when the kiln runs hot', 'Glaze notes'] }, '2026-11-27')).prd.graph;
    const [log, notes] = itemsOf(g, 'requirement');
    const thens = (r: typeof log) =>
      itemsOf(g, 'criterion')
        .filter((c) => linked(r!, 'verified_by').includes(c.id))
        .map((c) => String(c.fields.then));
    expect(thens(log)).toContain('the log warns when the kiln runs hot');
    // Nothing says what the notes do: the criterion says so and the question asks.
    expect(thens(notes)[0]).toMatch(/^the outcome is still to be agreed/);
  });
});

describe('a journey step whose next step is a state of things', () => {
  it('takes that state as the outcome ("values over the limit are highlighted"), and a next act as the next step', () => {
    const g = composeAll(
      normaliseBrief(
        {
          projectName: 'Dairy',
          userPersonas: ['Herd manager: milks twice a day', 'Vet: visits weekly'],
          userJourneys: '1. The herd manager records the milk yield of each cow; yields below the herd average are highlighted.\n2. The vet reviews the flagged cows and the herd manager books a visit.',
          keyFeatures: ['Record milk yield per cow', 'Review flagged cows'],
        },
        '2026-11-27',
      ),
    ).prd.graph;
    const thens = itemsOf(g, 'criterion').map((c) => String(c.fields.then));
    expect(thens).toContain('yields below the herd average are highlighted');
    expect(thens.join(' ')).not.toMatch(/can go on to "yields below/);
  });
});
