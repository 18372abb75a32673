import { describe, expect, it } from 'vitest';
import { composeAll, normaliseBrief } from '../index.js';

describe('the roadmap names the window it plans against', () => {
  it('calls a custom timeline without its date the assumed 3-month window, never "the Custom window"', () => {
    const input = {
      projectName: 'FixIt',
      projectDescription: 'Volunteer rota and stock for a community repair café.',
      keyFeatures: ['Fixers sign up for a Saturday session', 'Visitors book a repair slot', 'Coordinators record parts used', 'Monthly report of items saved from landfill'],
      userPersonas: ['Fixer: volunteer who repairs things', 'Visitor: brings a broken item', 'Coordinator: runs the session'],
      platforms: ['Web', 'iOS', 'Android'],
      timeline: 'Custom',
      additionalNotes: 'One developer, weekends only.',
    };
    const md = composeAll(normaliseBrief(input, '2027-01-04')).roadmap.markdown;
    const capacity = md.slice(md.indexOf('## Capacity check'), md.indexOf('Critical path'));
    expect(capacity).not.toMatch(/Custom window/);
    expect(capacity).toMatch(/the assumed 3-month window \(ending \d{4}-\d{2}-\d{2}; the custom date is not set\)/);
  });
});
