import { sampleInput } from '../../generation/composer/sample-brief.js';

/** The sample brief with explicit integrations, so an integration can be added, removed or renamed. */
export const editBase = { ...sampleInput, integrations: ['Stripe payments', 'Firebase Cloud Messaging'] };
type Input = typeof editBase;

/** One edit of one list entry: what property tests change in a brief, one at a time. */
export interface BriefEdit {
  name: string;
  field: 'keyFeatures' | 'userPersonas' | 'successMetrics' | 'integrations';
  apply: (input: Input) => Input;
}

const lists = {
  keyFeatures: 'Family voting on next week’s dinners',
  userPersonas: 'Grandparents who cook on weekends',
  successMetrics: 'Average planning time under 10 minutes',
  integrations: 'Google Calendar',
} as const;

/** Every single edit of the base brief: add one entry, and remove or rename each entry, of each list. */
export function briefEdits(): BriefEdit[] {
  const out: BriefEdit[] = [];
  for (const [field, extra] of Object.entries(lists) as [BriefEdit['field'], string][]) {
    out.push({ name: `add ${field}`, field, apply: (i) => ({ ...i, [field]: [...i[field], extra] }) });
    editBase[field].forEach((entry, k) => {
      out.push({ name: `remove ${field}[${k}]`, field, apply: (i) => ({ ...i, [field]: i[field].filter((_, n) => n !== k) }) });
      out.push({ name: `rename ${field}[${k}]`, field, apply: (i) => ({ ...i, [field]: i[field].map((e, n) => (n === k ? `${e} for teams` : e)) }) });
    });
  }
  return out;
}
