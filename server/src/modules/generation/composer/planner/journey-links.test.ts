import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * A journey sentence split into one step per act leaves each step only part of the words: the
 * step that names the feature's own thing says who does it, not a step that shares only its detail.
 */
describe('who a journey shows doing a feature', () => {
  it('is the persona whose step names the feature’s thing, not the one whose step shares its detail', () => {
    const brief = normaliseBrief(
      {
        projectName: 'FleeceLog',
        projectDescription: 'Shearing records for a wool co-operative.',
        keyFeatures: ['Tally sheet that prints a bale tag', 'Weigh bales at the wool store by scanning the bale tag'],
        userPersonas: ['Shearer: works in remote sheds with no signal', 'Wool classer: grades and weighs bales at the store'],
        userJourneys: '1. The shearer fills in the tally sheet in the shed and prints a tag on the shed printer.\n2. At the wool store, the wool classer scans each bale tag to weigh the bale.',
        platforms: ['Web', 'Android'],
      },
      '2026-11-27',
    );
    const graph = buildSpecGraph(brief);
    const [tally, weigh] = itemsOf(graph, 'requirement');
    expect(tally!.statement).toMatch(/^Shearers can /);
    expect(weigh!.statement).toMatch(/^Wool classers can /);
    expect(
      itemsOf(graph, 'question')
        .map((q) => q.title)
        .filter((t) => t.startsWith('Who does FR-1')),
    ).toEqual([]);
  });

  it('counts the step that does the feature’s act, and finds the subject after an opening "when" clause', () => {
    const brief = normaliseBrief(
      {
        projectName: 'KayakShed',
        projectDescription: 'A club boat shed that lends kayaks to members.',
        keyFeatures: ['Reserve a kayak for a paddling day', 'Damage notes with photos when a kayak comes back'],
        userPersonas: ['Member: paddles a few times a month', 'Shed volunteer: runs the Sunday shed'],
        userJourneys:
          'A member browses the fleet, sees a sea kayak is free, and reserves it for Sunday. On Sunday the shed volunteer scans the kayak tag. When the member brings it back, the shed volunteer checks the hull, writes damage notes with two photos, and closes the loan.',
        platforms: ['Web'],
      },
      '2026-11-27',
    );
    const graph = buildSpecGraph(brief);
    const journey = itemsOf(graph, 'journey')[0]!;
    expect(journey.fields.steps).toContain('The shed volunteer writes damage notes with two photos');
    const [reserve, notes] = itemsOf(graph, 'requirement');
    expect(reserve!.statement).toMatch(/^Members can reserve a kayak/);
    expect(notes!.statement).toMatch(/^Shed volunteers can /);
  });
});
