/** The cards of the wizard's two radio choices; their values are the contracts' enums (brief-options). */

import type { ChoiceFieldOf } from './wizard-field-types';

/** Scope labels: Quick Test 10-100 users, Standard MVP 100-1,000, Scalable Product 1,000+. */
export const scopeChoices: ChoiceFieldOf<'projectScope'>['choices'] = [
  { value: 'quickTest', label: 'Quick Test', badge: '10-100 users', description: 'Validate the idea with a small group of early users.' },
  { value: 'standardMVP', label: 'Standard MVP', badge: '100-1,000 users', description: 'A solid first version for real customers.' },
  { value: 'scalableProduct', label: 'Scalable Product', badge: '1,000+ users', description: 'Built to grow from day one.' },
];

export const performanceChoices: ChoiceFieldOf<'performanceExpectations'>['choices'] = [
  { value: 'Low', label: 'Low', description: 'Internal tools, MVPs' },
  { value: 'Medium', label: 'Medium', description: 'Most consumer and business apps' },
  { value: 'High', label: 'High', description: 'Finance, healthcare, where downtime matters' },
];
