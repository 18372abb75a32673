import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * A constraint is the working condition of the persona it speaks of most, and bends only that
 * persona's features: an offline constraint about a field crew's van does not put "no signal"
 * criteria on the office's features because one office step shares an incidental word with it.
 */
const survey = normaliseBrief(
  {
    projectName: 'HedgeCount',
    projectDescription: 'Hedgerow bird surveys for a county wildlife trust.',
    userPersonas: ['Surveyor: walks field margins at dawn with a phone, counting nesting birds, far from any mast', 'Data officer: checks the counts in the office and publishes the annual atlas'],
    userJourneys: 'The surveyor records each sighting on the transect form while walking the margin.\nBack at the office, the data officer reviews the counts and flags outliers.\nThe data officer publishes the atlas page for the parish.',
    keyFeatures: ['Transect sighting form', 'Review counts and flag outliers', 'Publish the parish atlas page'],
    technicalConstraints: 'Recording sightings must work offline on the walk and sync when the phone is back in coverage.',
    platforms: ['Android', 'Web'],
    timeline: '3 months',
  },
  '2026-11-27',
);

describe('a constraint goes to the persona it speaks of most', () => {
  const g = buildSpecGraph(survey);
  const persona = (name: string) => itemsOf(g, 'persona').find((p) => p.title === name)!;
  const fr = (title: string) => itemsOf(g, 'requirement').find((r) => r.title === title)!;
  const constraintCriteria = (title: string) => itemsOf(g, 'criterion').filter((c) => linked(fr(title), 'verified_by').includes(c.id) && c.source === 'brief:technicalConstraints');

  it('is the surveyor’s condition, not the data officer’s', () => {
    expect(persona('Surveyor').fields.conditions).toContain('Recording sightings must work offline on the walk and sync when the phone is back in coverage.');
    expect(persona('Data officer').fields.conditions ?? []).not.toContain('Recording sightings must work offline on the walk and sync when the phone is back in coverage.');
  });

  it('puts its offline criterion on the surveyor’s form and not on the office’s review', () => {
    expect(constraintCriteria('Transect sighting form').length).toBeGreaterThan(0);
    expect(constraintCriteria('Review counts and flag outliers')).toEqual([]);
    expect(constraintCriteria('Publish the parish atlas page')).toEqual([]);
  });

  it('does not time server responses "under" an offline constraint: its criteria and sync tasks answer it', () => {
    const performance = itemsOf(g, 'nfr').find((n) => n.fields.category === 'Performance')!;
    expect(performance.statement).not.toContain('offline');
    expect(performance.statement).toContain('on a mid-range device over 4G');
  });
});

/**
 * A word in a clause of a step that is someone else's ("when the top lift closes the office sends
 * a notice and the parent is offered a refund") is no context of the parent's: the register must
 * work offline at the top of the mountain is the instructor's, who takes the register, though the
 * parent's step mentions the top lift and both carry a phone.
 */
describe('a constraint is not given to a persona by a word of another clause', () => {
  const g = buildSpecGraph(
    normaliseBrief(
      {
        projectName: 'SnowSchool',
        projectDescription: 'Bookings for children’s ski lessons.',
        userPersonas: ['Parent: on holiday, books from the chalet on a phone', 'Ski instructor: teaches a group of eight children, phone in a pocket', 'Office manager: places children in groups'],
        userJourneys:
          'A parent books a week of lessons and pays by card -> the office manager places the child in a group -> each morning the instructor takes the register on the slope -> when the top lift closes the office sends a weather notice and the parent is offered a refund -> on Friday the parent downloads the certificate.',
        keyFeatures: ['Book a week of lessons', 'Slope register for instructors', 'Weather change notice to parents'],
        technicalConstraints: 'No phone signal at the top of the mountain; the register must work offline.',
        platforms: ['iOS', 'Android'],
      },
      '2026-11-27',
    ),
  );
  const conditions = (name: string) => (itemsOf(g, 'persona').find((p) => p.title === name)!.fields.conditions as string[] | undefined) ?? [];
  const line = 'No phone signal at the top of the mountain; the register must work offline.';

  it('is the instructor’s condition, not the parent’s', () => {
    expect(conditions('Ski instructor')).toContain(line);
    expect(conditions('Parent')).not.toContain(line);
  });
});
