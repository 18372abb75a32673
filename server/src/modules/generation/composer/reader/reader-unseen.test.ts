import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { normaliseBrief } from '../brief.js';
import { buildSpecGraph } from '../planner/build-graph.js';
import { toSingular } from './inflect.js';
import { lexicon } from './lexicon.js';

/**
 * The reader on briefs in domains no rule was written for (snow-plough dispatch, a dental lab):
 * each test states a general property the PM reading asked for, not these briefs' words.
 */

const plough = normaliseBrief(
  {
    projectName: 'PlowTrack',
    projectDescription: 'A dispatch app for a municipal snow-plough service, used in the cab at night.',
    problemStatement: 'Dispatchers phone drivers to find out which streets are cleared; residents call the council to ask.',
    userPersonas: ['Dispatcher: assigns plough routes from the depot', 'Plough driver: drives a route at night', 'Resident: wants to know when their street is cleared'],
    keyFeatures: ['Shift handover log with salt usage and road conditions', 'Share cleared-street reports with the resident', 'Street clearance alerts by SMS', 'Breakdown requests from drivers', 'Depot board with spare buses and trucks'],
    userJourneys: 'The dispatcher assigns a route to a plough driver; the plough driver writes the shift handover log at the depot; residents receive a clearance alert when their street is done.',
    platforms: ['Android', 'Web'],
    uxDefinition: 'Large touch targets for a plough driver wearing thick gloves; readable in a dark cab.',
    integrations: ['Storm radar API for snowfall forecasts'],
    technicalConstraints: 'Rural roads have no mobile signal: the handover log must work offline and sync later.\nMust run on the council’s existing rugged tablets.',
    timeline: '3 months',
  },
  '2026-11-26',
);

const dental = normaliseBrief(
  {
    projectName: 'CrownLine',
    projectDescription: 'An order tracker for a dental lab and the clinics it serves.',
    userPersonas: ['Lab technician: makes crowns and bridges', 'Clinic dentist: orders work for patients'],
    keyFeatures: ['Case intake form with shade and impression photos', 'Export technician hours to payroll', 'Remake requests from dentists', 'Crown workflow board'],
    userJourneys: 'The clinic dentist sends a case; the lab technician checks the impression photos and starts the crown.',
    platforms: ['Web'],
  },
  '2026-11-26',
);

const graphs = { plough: buildSpecGraph(plough), dental: buildSpecGraph(dental) };
const title = (g: (typeof graphs)['plough'], text: string) => itemsOf(g, 'requirement').find((r) => r.title === text)!;
const criteriaOf = (g: (typeof graphs)['plough'], fr: { links: { kind: string; to: string }[] }) => itemsOf(g, 'criterion').filter((c) => linked(fr as never, 'verified_by').includes(c.id));

describe.each(Object.entries(graphs))('the reader on the unseen %s brief', (_name, graph) => {
  it('states every requirement as "<actor> can <base-form verb> …", checked by the tagger', () => {
    for (const fr of itemsOf(graph, 'requirement')) {
      const m = /^(.+?) can (\S+) /.exec(fr.statement);
      expect(m, fr.statement).not.toBeNull();
      const verb = m![2]!;
      const tags = (nlp(`they can ${verb} it`).json() as { terms: { tags: string[] }[] }[])[0]!.terms[2]!.tags;
      expect(tags.includes('Verb') || lexicon.thingVerbs.has(verb), fr.statement).toBe(true);
      expect(nlp(verb).verbs().toInfinitive().text() || verb, fr.statement).toBe(verb);
    }
  });

  it('fills no criterion slot with a placeholder, and puts a base-form verb after "wants to"', () => {
    for (const c of itemsOf(graph, 'criterion')) {
      expect(c.statement, c.id).not.toMatch(/\{\w+\}|\b(?:a|an|the) (?:actors|users|things?|items?)\b|\bfrom actors\b/);
      // "a user" stands in only where the reader asks who does the feature.
      const fr = itemsOf(graph, 'requirement').find((r) => linked(r, 'verified_by').includes(c.id))!;
      if (/^Given a user\b/.test(c.statement) && itemsOf(graph, 'persona').length > 1) {
        expect(
          itemsOf(graph, 'question').some((q) => linked(q, 'concerns').includes(fr.id) && /^Who does /.test(q.title)),
          c.statement,
        ).toBe(true);
      }
      const after = /wants to (\S+)/.exec(c.statement)?.[1];
      if (after) expect(nlp(after).verbs().toInfinitive().text() || after, c.statement).toBe(after);
    }
  });

  it('names entities in the singular, from nouns, never a verb glued to a noun', () => {
    for (const e of itemsOf(graph, 'entity')) {
      const words = e.title.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
      expect(toSingular(words.at(-1)!), e.title).toBe(words.at(-1));
      expect(lexicon.thingVerbs.has(words[0]!) && words.length > 1, e.title).toBe(false);
    }
  });
});

describe('the reader on the snow-plough brief', () => {
  const g = graphs.plough;
  it('takes the object of a pattern criterion from the main phrase, never from a "with" detail', () => {
    const log = title(g, 'Shift handover log with salt usage and road conditions');
    const text = criteriaOf(g, log)
      .map((c) => c.statement)
      .join(' ');
    expect(text).not.toMatch(/\b(?:a|an|the) (?:salt|road|condition)/i);
  });

  it('serves the persona a feature goes to, with a criterion about that feature', () => {
    const share = title(g, 'Share cleared-street reports with the resident');
    const resident = itemsOf(g, 'persona').find((p) => p.title === 'Resident')!;
    expect(linked(share, 'serves')).toContain(resident.id);
    expect(criteriaOf(g, share).some((c) => /the resident/i.test(c.statement) && /report/.test(c.statement))).toBe(true);
  });

  it('gives a notice to the persona the journey shows receiving it', () => {
    const alerts = title(g, 'Street clearance alerts by SMS');
    expect(alerts.statement).toMatch(/^Residents can receive /);
  });

  it('links an integration to no feature without evidence, and asks instead', () => {
    const radar = itemsOf(g, 'integration')[0]!;
    expect(itemsOf(g, 'requirement').filter((r) => linked(r, 'uses').includes(radar.id))).toEqual([]);
    expect(itemsOf(g, 'question').some((q) => linked(q, 'concerns').includes(radar.id))).toBe(true);
  });

  it('turns an offline constraint into criteria on data-capturing features, a sync task per client and a conflict decision; asks about the rest', () => {
    const log = title(g, 'Shift handover log with salt usage and road conditions');
    expect(criteriaOf(g, log).some((c) => c.source === 'brief:technicalConstraints' && /connection|no signal/.test(c.statement))).toBe(true);
    const tasks = itemsOf(g, 'task').map((t) => t.title);
    for (const p of ['Android', 'Web'])
      expect(
        tasks.some((t) => /sync/i.test(t) && t.endsWith(`on ${p}`)),
        p,
      ).toBe(true);
    expect(itemsOf(g, 'decision').some((d) => /conflict/i.test(d.title))).toBe(true);
    expect(itemsOf(g, 'question').some((q) => q.title.includes('rugged tablets'))).toBe(true);
  });

  it('gives a persona the conditions the brief states for them, not only their name', () => {
    const driver = itemsOf(g, 'persona').find((p) => p.title === 'Plough driver')!;
    expect((driver.fields.conditions as string[]).some((c) => /gloves/.test(c))).toBe(true);
  });

  it('reads "Breakdown requests from drivers" as something drivers make, and "buses" as Bus', () => {
    expect(title(g, 'Breakdown requests from drivers').statement).toMatch(/^Plough drivers can make breakdown requests/);
    expect(toSingular('buses')).toBe('bus');
  });
});

describe('the reader on the dental-lab brief', () => {
  const g = graphs.dental;
  it('reads a noun-phrase feature as something used, not as a verb', () => {
    expect(title(g, 'Crown workflow board').statement).toMatch(/ can (?:use|view) the crown workflow board/);
  });

  it('makes no entity of a verb and a noun glued together', () => {
    expect(itemsOf(g, 'entity').map((e) => e.title)).not.toContain('ExportTechnician');
  });
});

describe('who does a feature that names another persona in a detail', () => {
  it('is the persona the journey shows doing it, not the one the detail names', () => {
    const brief = normaliseBrief(
      {
        projectName: 'FerryRota',
        projectDescription: 'Crew rotas for a small island ferry company.',
        userPersonas: ['Operations manager: plans who sails each crossing', 'Deckhand: works the crossings they are rostered on'],
        keyFeatures: ['Crossing roster with deckhand shift times', 'Swap requests from deckhands'],
        userJourneys: 'The operations manager publishes the crossing roster; deckhands see their shift times; a deckhand sends a swap request and the operations manager approves it.',
        platforms: ['Web'],
      },
      '2026-11-26',
    );
    const graph = buildSpecGraph(brief);
    const roster = itemsOf(graph, 'requirement').find((r) => r.title.startsWith('Crossing roster'))!;
    // "with deckhand shift times" says what the roster holds; the journey says who publishes it.
    expect(roster.statement).toMatch(/^Operations managers can /);
    const swap = itemsOf(graph, 'requirement').find((r) => r.title.startsWith('Swap requests'))!;
    expect(swap.statement).toMatch(/^Deckhands can /);
  });
});
