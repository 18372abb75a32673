import { textLines } from '../../generation/composer/index.js';
import { at, type Rule } from '../rule.js';

const words = (s: string) => (s.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** A brief check: one thing looked at, failed or not. */
function briefRule(id: string, severity: Rule['severity'], dims: Rule['dimensions'], failed: (b: Parameters<Rule['run']>[0]['brief']) => string | null, suggestion: string): Rule {
  return {
    id,
    severity,
    dimensions: dims,
    run: ({ brief }) => {
      const message = failed(brief);
      return { checked: 1, findings: message ? [at(null, message, suggestion)] : [] };
    },
  };
}

export const briefRules: Rule[] = [
  briefRule(
    'brief-description',
    'high',
    ['completeness', 'clarity'],
    (b) => (words(b.projectDescription) < 12 ? `The description has ${words(b.projectDescription)} words: too short to say who it is for and what they get done.` : null),
    'Describe in one or two sentences who uses it, what they get done with it and why that matters (at least 12 words).',
  ),
  briefRule('brief-problem', 'high', ['completeness'], (b) => (b.problemStatement.trim() ? null : 'No problem statement: nothing says what hurts today.'), 'Write the problem in the users’ own words: what they do today, and what it costs them.'),
  {
    // Three checks, one per feature a first release needs at least: each missing one fails.
    id: 'brief-features',
    severity: 'critical',
    dimensions: ['completeness', 'testability', 'traceability'],
    run: ({ brief }) => {
      const n = brief.keyFeatures.length;
      const message = n ? `Only ${n} key feature${n === 1 ? '' : 's'}: the requirements have little to stand on.` : 'No key features: every requirement would be invented.';
      const suggestion = 'List at least three key features, each as who does what ("Owners book same-day walks").';
      return n >= 3 ? { checked: 3, findings: [] } : { checked: 3, failed: 3 - n, findings: [at(null, message, suggestion)] };
    },
  },
  briefRule('brief-personas', 'high', ['completeness'], (b) => (b.userPersonas.length ? null : 'No user personas: nobody is named to build for.'), 'Name the main kinds of users, with what sets each apart ("Dog owner who works long hours").'),
  briefRule(
    'brief-journeys',
    'medium',
    ['completeness'],
    (b) => (textLines(b.userJourneys).length ? null : 'No user journeys: the flows are guessed from the features.'),
    'Describe one journey per persona as steps joined by → ("opens the app → books a walk → gets a photo").',
  ),
  briefRule(
    'brief-metrics',
    'high',
    ['completeness', 'testability'],
    (b) => (b.successMetrics.length ? null : 'No success metrics: nothing tells whether the product works.'),
    'Add two or three success metrics with a target and a date ("Repeat bookings ≥ 2 per owner per month by month 3").',
  ),
  briefRule('brief-timeline', 'medium', ['feasibility'], (b) => (b.timeline ? null : 'No timeline: the roadmap assumes three months.'), 'Pick a timeline in the wizard’s goals step.'),
  briefRule('brief-platforms', 'medium', ['completeness'], (b) => (b.platforms.length ? null : 'No platforms chosen: the plan assumes the web.'), 'Choose the platforms of the first release (Web, iOS, Android …).'),
  briefRule('brief-risks', 'medium', ['feasibility'], (b) => (textLines(b.risks).length ? null : 'No risks stated.'), 'Name the two or three things most likely to go wrong, each with a mitigation after a colon.'),
  briefRule('brief-non-goals', 'low', ['clarity'], (b) => (b.nonGoals.length ? null : 'No non-goals: the scope has no edge.'), 'Say what the first release will not do.'),
];
