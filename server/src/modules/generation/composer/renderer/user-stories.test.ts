import { describe, expect, it } from 'vitest';
import { composeAll, normaliseBrief } from '../index.js';

/** A story's "when" is told by its persona: "while I was offline", never "while a contractor was offline" in a contractor's story. */
describe('user stories told in the first person', () => {
  const docs = composeAll(
    normaliseBrief(
      {
        projectName: 'FixFlow',
        projectDescription: 'Repair requests for a housing association',
        keyFeatures: ['Contractor job sheet with parts used', 'Report a repair with photos'],
        userPersonas: ['Tenant: reports repairs from a phone', 'Contractor: plumber visiting six homes a day'],
        userJourneys: '1. A tenant reports a leaking pipe and adds two photos. 2. The contractor opens the job sheet and records the parts used.',
        platforms: ['Android'],
        technicalConstraints: 'Contractors work in basements without signal: the Android job sheet must work offline and sync later.',
      },
      '2026-11-27',
    ),
  );
  const stories = docs.feature_breakdown.markdown.split('\n').filter((l) => /\.US-2\*\*/.test(l));

  it('turns the persona into "I" wherever the check makes them the subject', () => {
    const sheet = stories.find((l) => l.includes('As a contractor'))!;
    expect(sheet).toMatch(/while I was offline/);
    expect(sheet).not.toMatch(/while a contractor was/);
  });

  it('never writes "I" with a verb of the third person', () => {
    for (const s of stories) expect(s, s).not.toMatch(/\bI (?!was\b)(?:has|is|does|[a-z]*[^su]s)\b/);
  });
});
