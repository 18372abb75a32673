import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * A bike repair shop: a step where one person works and another receives ("the mechanic finishes
 * the repair and the customer gets a text message"), and a feature whose first word is the first
 * word of a persona's name but acts on nothing ("Van loading list for drivers"), and a thing whose
 * details a step puts in it ("records the parts and labour time in the repair log").
 */
const graph = buildSpecGraph(
  normaliseBrief(
    {
      projectName: 'SpokeFix',
      projectDescription: 'Repair tickets for a bike workshop with a collection van.',
      userPersonas: ['Mechanic: repairs bikes at the bench', 'Customer: drops off a bike and waits for it', 'Van driver: collects and returns bikes'],
      userJourneys:
        'The customer books a repair and makes a mechanic request for a second opinion. The mechanic records the parts and labour time in the repair log. The mechanic finishes the repair and the customer gets a text message that the bike is ready. In the morning the van driver works through the van loading list.',
      keyFeatures: ['Text message when the bike is ready', 'Van loading list for drivers', 'Repair log with parts and labour time', 'Mechanic request for a second opinion', 'Bike intake checklist for mechanics'],
      platforms: ['Web', 'Android'],
      timeline: '3 months',
    },
    '2027-02-01',
  ),
);
const fr = (n: number) => itemsOf(graph, 'requirement')[n - 1]!;

describe('who receives, and who acts', () => {
  it('gives something sent to the person the step shows receiving it, not the one who works in the same step', () => {
    expect(fr(1).statement).toBe('Customers can receive the text message when the bike is ready.');
  });

  it('reads a gerund after the first word of a persona’s name as part of a thing, not the persona acting', () => {
    expect(fr(2).statement).not.toMatch(/can load /);
    expect(fr(2).statement).toMatch(/^Van drivers can \w+ the van loading list/);
  });

  it('reads a persona’s word and a bare verb that do not agree as a thing ("Mechanic request"), which the step says who makes', () => {
    expect(fr(4).statement).toBe('Customers can make a mechanic request for a second opinion.');
  });

  it('does to a thing with details what the step does, putting the details in it', () => {
    expect(fr(3).statement).toBe('Mechanics can record the repair log with parts and labour time.');
  });

  it('fills in the form the feature names, not the thing the form is about', () => {
    const checks = itemsOf(graph, 'criterion').filter((c) => linked(fr(5), 'verified_by').includes(c.id));
    expect(checks.map((c) => c.statement).join(' ')).toContain('every required field of a bike intake checklist');
  });
});
