import { describe, expect, it } from 'vitest';
import { composeAll, normaliseBrief } from '../index.js';

describe('the implementation plan gives each task its range', () => {
  it('prints the low–high range beside the likely days of every estimated task', () => {
    const input = {
      projectName: 'Quarry',
      projectDescription: 'Climbing-wall route setting and grading log for a bouldering gym.',
      keyFeatures: ['Setters publish new routes with a grade', 'Climbers log the routes they sent', 'Staff see which walls are due for a reset'],
      userPersonas: ['Route setter: sets and grades routes', 'Climber: logs sends'],
      platforms: ['Web', 'Android'],
      timeline: '3 months',
    };
    const docs = composeAll(normaliseBrief(input, '2027-01-04'));
    const tasks = docs.implementation_plan.markdown.split('\n').filter((l) => /^- \*\*T-\d+\*\*/.test(l));
    expect(tasks.length).toBeGreaterThan(5);
    for (const line of tasks) expect(line).toMatch(/ — [SML], \d+ d \(range \d+(?:\.5)?–\d+(?:\.5)? d\);/);
  });
});
