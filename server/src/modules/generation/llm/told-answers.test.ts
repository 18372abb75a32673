import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../spec/graph.js';
import { normaliseBrief } from '../composer/brief.js';
import { buildSpecGraph } from '../composer/index.js';
import { graphFromModel } from './graph-from-model.js';
import { scaffoldForModel } from './graph-scaffold.js';
import { modelGraphSchema } from './graph-schema.js';

/** The model refines the draft; what the user told us (integration links, a feature's actor) stays. */
const input = {
  projectName: 'Kilnshare',
  projectDescription: 'Booking and firing log for a shared pottery studio',
  userPersonas: ['Member potter: rents shelf space and books kiln firings', 'Studio technician: loads and fires the kiln'],
  keyFeatures: ['Kiln firing bookings', 'Firing log with cone and temperature', 'Glaze stock list'],
  integrations: ['Square', 'Kiln controller API'],
  integrationUses: [{ integration: 'Kiln controller API', feature: 'Firing log with cone and temperature' }],
  featureDetails: [{ feature: 'Glaze stock list', actor: 'Studio technician: loads and fires the kiln', trigger: '', outcome: 'the glaze shows as low when under 500 g', rule: '', failure: '' }],
  timeline: '3 months',
};
const brief = normaliseBrief(input, '2026-06-01');
const scaffold = buildSpecGraph(brief);
const fr = (g: typeof scaffold, title: string) => itemsOf(g, 'requirement').find((r) => r.title === title)!;

describe('a model answer keeps what the user told us', () => {
  it('the draft (scaffold) already has the told link and actor', () => {
    const kiln = itemsOf(scaffold, 'integration').find((i) => i.title.startsWith('Kiln controller'))!;
    expect(linked(fr(scaffold, 'Firing log with cone and temperature'), 'uses')).toContain(kiln.id);
    expect(linked(fr(scaffold, 'Glaze stock list'), 'serves')[0]).toBe('PER-2');
  });

  it('puts back a told integration link and a told actor the model dropped', () => {
    const answer = modelGraphSchema.parse(JSON.parse(JSON.stringify(scaffoldForModel(scaffold))));
    const log = answer.requirements.find((r) => r.title === 'Firing log with cone and temperature')!;
    log.integrations = [];
    const glaze = answer.requirements.find((r) => r.title === 'Glaze stock list')!;
    glaze.personas = ['PER-1'];
    const reading = graphFromModel(brief, answer, scaffold, 'openai:m');
    expect('graph' in reading ? [] : reading.problems).toEqual([]);
    const graph = 'graph' in reading ? reading.graph : scaffold;
    const kiln = itemsOf(graph, 'integration').find((i) => i.title.startsWith('Kiln controller'))!;
    expect(linked(fr(graph, 'Firing log with cone and temperature'), 'uses')).toContain(kiln.id);
    expect(linked(fr(graph, 'Glaze stock list'), 'serves')[0]).toBe('PER-2');
  });
});
