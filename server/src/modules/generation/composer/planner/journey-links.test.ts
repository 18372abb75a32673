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
});
