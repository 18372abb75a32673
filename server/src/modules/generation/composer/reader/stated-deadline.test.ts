import { describe, expect, it } from 'vitest';
import { composeAll, normaliseBrief } from '../index.js';
import { statedDeadline } from './read-brief.js';

/** A deadline the brief's words give when the wizard's timeline is Custom (which has no value of its own). */
const base = { additionalNotes: '', businessGoals: '', technicalConstraints: '', projectDescription: '', startDate: '2027-01-11' };

describe('the deadline a brief states', () => {
  it('reads durations and dates in the sentences that speak of delivering', () => {
    expect(statedDeadline({ ...base, additionalNotes: 'The co-op wants the pilot live within four months.' })).toMatchObject({ months: 4 });
    expect(statedDeadline({ ...base, additionalNotes: 'Budget: one developer; a six-week build.' })).toMatchObject({ weeks: 6 });
    expect(statedDeadline({ ...base, businessGoals: 'Launch before the harvest, by 15 August 2027, and sign 40 growers.' })).toMatchObject({ date: '2027-08-15' });
    expect(statedDeadline({ ...base, technicalConstraints: 'Must be ready by the end of June 2027 for the audit.' })).toMatchObject({ date: '2027-06-30' });
    expect(statedDeadline({ ...base, additionalNotes: 'Go-live: 2027-05-03.' })).toMatchObject({ date: '2027-05-03' });
    // "wants it" / "needs it": the product is asked for by then.
    expect(statedDeadline({ ...base, additionalNotes: 'One developer two days a week; the studio wants it before the spring term, about four months.' })).toMatchObject({ months: 4 });
    expect(statedDeadline({ ...base, businessGoals: 'The council needs it by 1 June 2027.' })).toMatchObject({ date: '2027-06-01' });
  });

  it('is no deadline when the duration is not about delivering, or the date has passed', () => {
    expect(statedDeadline({ ...base, projectDescription: 'Growers wait three months to be paid for their crop.' })).toBeNull();
    expect(statedDeadline({ ...base, additionalNotes: 'The previous release shipped on 3 March 2026.' })).toBeNull();
    expect(statedDeadline({ ...base, additionalNotes: 'Nothing about time here.' })).toBeNull();
    expect(statedDeadline({ ...base, additionalNotes: 'We will build it to keep 2 years of records for the auditors.' })).toBeNull();
    expect(statedDeadline({ ...base, technicalConstraints: 'The release must support 12 months of history.' })).toBeNull();
    expect(statedDeadline({ ...base, additionalNotes: 'We hope to launch in 10 weeks.' })).toMatchObject({ weeks: 10 });
    expect(statedDeadline({ ...base, additionalNotes: 'Members want to see six months of history.' })).toBeNull();
  });
});

describe('a Custom timeline planned on the deadline the brief states', () => {
  const input = {
    projectName: 'HarvestShare',
    projectDescription: 'A marketplace where small growers sell surplus produce to local cafés.',
    keyFeatures: ['Growers list the week’s surplus with a price per crate', 'Cafés reserve crates for Friday pick-up'],
    userPersonas: ['Grower: a small farm with a phone in the field', 'Café owner: orders before the lunch rush'],
    platforms: ['Web'],
    timeline: 'Custom',
    additionalNotes: 'The co-op wants the pilot live within four months; two developers.',
  };

  it('lays the roadmap on that window, says where it came from, and asks for no date', () => {
    const docs = composeAll(normaliseBrief(input, '2027-01-11'));
    expect(docs.roadmap.markdown).toContain('Timeline: **Custom: 4 months, as the brief states**, from 2027-01-11 to 2027-05-10');
    expect(docs.roadmap.markdown).toContain('The deadline is read from the brief: “The co-op wants the pilot live within four months”.');
    expect(docs.prd.markdown).toContain('Timeline: Custom: 4 months, as the brief states, from 2027-01-11.');
    expect(docs.prd.markdown).not.toContain('exact target date for the custom timeline');
    expect(docs.prd.markdown).not.toContain('planned as 3 months');
  });

  it('still plans 3 months and asks for the date when the brief states none', () => {
    const docs = composeAll(normaliseBrief({ ...input, additionalNotes: 'Two developers.' }, '2027-01-11'));
    expect(docs.roadmap.markdown).toContain('Timeline: **Custom**, from 2027-01-11 to 2027-04-10');
    expect(docs.prd.markdown).toContain('What is the exact target date for the custom timeline?');
  });
});
