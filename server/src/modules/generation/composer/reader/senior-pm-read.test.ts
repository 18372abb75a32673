import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { composeAll, normaliseBrief } from '../index.js';

/**
 * What a senior PM marks wrong when reading the PRD: the feature given to the wrong one of two
 * personas that share a noun ("Lead instructor", "Trainee instructor"), a feature that names its
 * maker ("… by divers") asked about as if it did not, and a working condition quoted for a persona
 * it is not about; a thing the feature only names used ("use the …") though a journey says what is
 * done with it, or its first word read as a verb ("can quote with …").
 */
const diveCentre = normaliseBrief(
  {
    projectName: 'Reefline',
    projectDescription: 'Bookings and dive records for a small dive centre on a reef island.',
    userPersonas: ['Lead instructor: plans the dives and signs off logbooks', 'Trainee instructor: assists on dives, paid per dive', 'Diver: a holiday guest who books a dive and hires gear'],
    userJourneys:
      'The diver books a morning boat dive. The evening before, the trainee instructor opens the app and checks the dive roster for tomorrow. At the dive site the instructor records the depth and the water temperature in the dive log. After the dive the lead instructor signs the nitrox fill certificate and sends the quote with the gear prices to the diver. At month end the lead instructor pays the freelancers.\nA diver asks for nitrox at the shop counter.',
    keyFeatures: ['Dive roster for each instructor', 'Wetsuit request by divers', 'Dive log (depth, water temperature)', 'Boat dive booking', 'Nitrox fill certificate', 'Quote with boat and gear prices', 'Freelancer payouts', 'Pool slot reservation'],
    technicalConstraints: 'Trainee instructors use their own phones on the boat; nothing can be installed centrally.',
    successMetrics: ['Logbooks signed the same day as the dive', 'Zero double bookings in the first season'],
    timeline: '3 months',
    platforms: ['iOS'],
  },
  '2026-06-01',
);
const docs = composeAll(diveCentre);
const graph = docs.prd.graph;
const fr = (n: number) => itemsOf(graph, 'requirement')[n - 1]!;
const persona = (n: number) => itemsOf(graph, 'persona')[n - 1]!;
const questions = itemsOf(graph, 'question').map((q) => q.statement);

describe('a senior PM reading personas that share a noun', () => {
  it('gives a feature to the persona the journey names in full, not the first one that shares its noun', () => {
    expect(fr(1).statement).toBe('Trainee instructors can check the dive roster for each instructor.');
  });

  it('asks who does a feature whose step says only "the instructor", instead of giving it to another step\'s persona', () => {
    expect(fr(3).statement).toMatch(/^Users can /);
    expect(questions).toContain('Who does FR-3 "Dive log (depth, water temperature)": lead instructors or trainee instructors, or all of them? The journey steps that do it do not settle which.');
  });

  it('checks a step that says only "the instructor" as an instructor\'s, not as the journey\'s diver', () => {
    const onStep = itemsOf(graph, 'criterion').find((c) => c.id.startsWith('AC-3.') && c.statement.includes('on the step'));
    expect(onStep?.statement).toMatch(/^Given an instructor on the step "At the dive site the instructor records/);
  });

  it('quotes a working condition only for the persona it names in full', () => {
    const own = (p: number) => (persona(p).fields.conditions as string[]).filter((c) => c.startsWith('Trainee instructors use their own phones'));
    expect(own(2)).toHaveLength(1);
    expect(own(1)).toHaveLength(0);
  });
});

describe('a senior PM reading a feature that names its maker', () => {
  it('reads "<thing> by <persona>" as that persona making one, and does not ask who does it', () => {
    expect(fr(2).statement).toBe('Divers can make a wetsuit request.');
    expect(questions.some((q) => q.startsWith('Who does FR-2 '))).toBe(false);
  });
});

describe('a senior PM reading a feature that only names a thing', () => {
  it('says what the persona does with it in the journey\'s own verb, not "use"', () => {
    expect(fr(5).statement).toBe('Lead instructors can sign the nitrox fill certificate.');
  });

  it('reads a first word the journey writes as a thing ("the quote") as that thing, with the journey\'s verb', () => {
    expect(fr(6).statement).toBe('Lead instructors can send the quote with boat and gear prices.');
  });

  it('reads "Boat dive booking" as booking boat dives, as the journey writes "books a morning boat dive", not "can boat dive booking"', () => {
    expect(fr(4).statement).toBe('Divers can book boat dives.');
  });
});

describe('a senior PM reading a metric', () => {
  it('links a metric to the requirement whose capability it names, though they share no word ("double bookings" → a reservation)', () => {
    expect(linked(fr(8), 'measured_by')).toContain('SM-2');
  });

  it('takes a deadline in words ("the same day as the dive") as the target, not "to be set"', () => {
    expect(docs.prd.markdown).toContain('**SM-1** Logbooks signed the same day as the dive — target: as stated;');
  });
});

describe('a senior PM reading catalogue criteria', () => {
  const criteriaOf = (n: number) =>
    itemsOf(graph, 'criterion')
      .filter((c) => c.id.startsWith(`AC-${n}.`))
      .map((c) => c.statement);

  it('does not make the persona who pays a payout the one paid', () => {
    expect(fr(7).statement).toMatch(/^Lead instructors can /);
    expect(criteriaOf(7).join(' ')).not.toMatch(/lead instructor has completed paid work|lead instructor's (?:bank|next payout)/i);
    expect(criteriaOf(7).some((c) => c.includes('the payee receives their share'))).toBe(true);
  });

  it('does not write "booking of the booking"', () => {
    const move = criteriaOf(4).find((c) => /cancels|asks to move/.test(c));
    expect(move).toBeDefined();
    expect(move).not.toMatch(/booking of the/);
  });

  it('gives a screen "for each instructor" to no one persona when two are instructors', () => {
    expect(criteriaOf(1).join(' ')).not.toMatch(/lead instructor is sent it/);
  });
});

describe('a senior PM reading the user flows', () => {
  it('does not place a feature on a journey that shares only a word describing its thing ("nitrox" of a "Nitrox fill certificate")', () => {
    const second = itemsOf(graph, 'journey')[1]!;
    expect(linked(second, 'needs')).not.toContain('FR-5');
    expect(linked(itemsOf(graph, 'journey')[0]!, 'needs')).toContain('FR-5');
  });

  it('keeps a feature on the journey that does its act ("pays the freelancers" does "Freelancer payouts")', () => {
    expect(linked(itemsOf(graph, 'journey')[0]!, 'needs')).toContain('FR-7');
  });

  const steps = itemsOf(graph, 'journey')[0]!.fields.steps as string[];

  it('makes one step of each act a sentence chains ("signs …, and sends …"), naming who again', () => {
    expect(steps).toContain('After the dive the lead instructor signs the nitrox fill certificate');
    expect(steps).toContain('The lead instructor sends the quote with the gear prices to the diver');
    expect(steps).toContain('The trainee instructor checks the dive roster for tomorrow');
  });

  it("tags a step with the requirements it uses, not those that share only a persona's name", () => {
    const line = docs.user_flows.markdown.split('\n').find((l) => l.includes('The lead instructor sends the quote'));
    expect(line).toMatch(/\(FR-6\)$/);
  });
});

describe('a senior PM reading the vision', () => {
  it('names the personas as people in a sentence ("lead instructors"), not as capitalised labels', () => {
    expect(docs.prd.markdown).toContain('Vision: Reefline serves lead instructors, trainee instructors and divers on iOS.');
  });
});
