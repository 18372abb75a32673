import fc from 'fast-check';
import { AI_RECOMMEND, platformOptions, timelineOptions } from '../brief.js';

/**
 * Loose wizard input as the composer may receive it: words that trip keyword rules (pay, search,
 * calendar…), Markdown and Mermaid special characters, accents, blank and duplicate entries,
 * odd casing and unknown option values.
 */
const word = fc.constantFrom(
  'plan',
  'search',
  'team',
  'café',
  'Node.js',
  'C++',
  '50%',
  'a|b',
  '<b>',
  'export',
  'share',
  'pay',
  'calendar',
  'upload',
  'dashboard',
  'login',
  'fast',
  'naïve',
  'AI',
  'then',
  '→',
  '"quoted"',
  '[x]',
  'GDPR',
  'HIPAA',
  'retention',
  'revenue',
  'notify',
  'kids',
  'parents',
  'invoice',
  'photo',
  '#1',
  'über',
  'résumé',
  'schedule',
  'report',
  'weekly',
  'offline',
  'sync',
  'React',
  'PostgreSQL',
  'Stripe',
);

export const phrase = fc.array(word, { minLength: 1, maxLength: 6 }).map((ws) => ws.join(' '));

const text = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: phrase },
  { weight: 2, arbitrary: fc.array(phrase, { minLength: 1, maxLength: 3 }).map((l) => l.join('\n')) },
  { weight: 1, arbitrary: fc.array(phrase, { minLength: 1, maxLength: 3 }).map((l) => l.map((x) => `- ${x}`).join('\r\n')) },
);

const list = fc.array(fc.oneof({ weight: 6, arbitrary: phrase }, { weight: 1, arbitrary: fc.constantFrom('', '   ') }), {
  maxLength: 7,
});

const orMarker = <T>(arb: fc.Arbitrary<T>, marker: T) => fc.oneof({ weight: 3, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(marker) });

export const looseBrief = fc.record({
  projectName: fc.oneof(phrase, fc.constant('')),
  projectDescription: text,
  problemStatement: text,
  keyFeatures: list,
  nonGoals: list,
  competitors: text,
  userPersonas: list,
  userJourneys: text,
  platforms: fc.subarray([...platformOptions, 'web', 'Fridge']),
  uxDefinition: text,
  designGuidelines: text,
  techStack: orMarker(list, [AI_RECOMMEND]),
  integrations: orMarker(list, [AI_RECOMMEND]),
  securityConcerns: orMarker(text, AI_RECOMMEND),
  performanceExpectations: fc.constantFrom('Low', 'Medium', 'High', 'high', '', 'Extreme'),
  technicalConstraints: orMarker(text, AI_RECOMMEND),
  businessGoals: text,
  successMetrics: list,
  timeline: fc.constantFrom(...timelineOptions, '', '2 weeks'),
  projectScope: fc.constantFrom('quickTest', 'standardMVP', 'scalableProduct', '', 'huge'),
  risks: text,
  compliance: fc.array(fc.oneof(fc.constantFrom('GDPR', 'HIPAA', 'SOC 2', 'WCAG 2.2 AA', 'PCI DSS', 'Local food law'), phrase), {
    maxLength: 3,
  }),
  futureEvolution: text,
  additionalNotes: text,
  startDate: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10)),
});
