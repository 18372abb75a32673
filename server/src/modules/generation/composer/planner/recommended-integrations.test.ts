import { describe, expect, it } from 'vitest';
import { AI_RECOMMEND, normaliseBrief } from '../brief.js';
import { negativeCorpus } from '../catalogue/testing/corpora.js';
import { itemsOf, linkedFrom } from '../../../spec/graph.js';
import { buildSpecGraph } from './build-graph.js';

/**
 * Integrations the product recommends when the brief asks for them: one per need the features
 * show, read by the capability catalogue (lemmas, negatives) and a few channel words, never by a
 * word that only looks like a need ("pays attention", "map out the year", "keep track").
 */
function recommended(keyFeatures: string[], platforms = ['Web']): Record<string, string[]> {
  const brief = normaliseBrief(
    { projectName: 'Farrier Book', projectDescription: 'Bookings and records for a travelling farrier.', keyFeatures, userPersonas: ['Farrier: shoes horses on the owners’ yards'], integrations: AI_RECOMMEND, platforms },
    '2026-11-27',
  );
  const graph = buildSpecGraph(brief);
  return Object.fromEntries(itemsOf(graph, 'integration').map((i) => [i.title, linkedFrom(graph, i.id, 'uses').map((fr) => fr.title)]));
}

describe('recommended integrations', () => {
  it('recommends a service for the need a feature shows, linked to that feature', () => {
    const got = recommended(['Owners pay for each visit by card', 'Plan the day’s route between yards', 'Send the owner an e-mail receipt', 'Remind owners the day before a visit'], ['iOS', 'Android']);
    expect(got['Stripe']).toEqual(['Owners pay for each visit by card']);
    expect(got['Google Maps Platform']).toEqual(['Plan the day’s route between yards']);
    expect(got['Postmark']).toContain('Send the owner an e-mail receipt');
    expect(got['Firebase Cloud Messaging']).toEqual(['Remind owners the day before a visit']);
  });

  it('recommends no vendor for words that only look like a need', () => {
    for (let k = 0; k < negativeCorpus.length; k += 5) {
      const features = negativeCorpus.slice(k, k + 5).filter((f) => !/e-?mail/i.test(f));
      expect(Object.keys(recommended(features, ['iOS'])), features.join(' | ')).toEqual([]);
    }
  });
});
