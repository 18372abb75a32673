import { describe, expect, it } from 'vitest';
import { itemsOf, type SpecItem } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * Which nouns become tables, on briefs in three domains nobody tuned the reader to: the
 * organisation a product serves or reports to is its setting (a table only when a journey acts on
 * it), a control named after "with" is no column, a detail of one thing is no mention of another,
 * and a general noun a thing qualifies ("race results") names that thing's record.
 */
function model(brief: Parameters<typeof normaliseBrief>[0]): SpecItem[] {
  return itemsOf(buildSpecGraph(normaliseBrief(brief, '2026-06-01')), 'entity');
}
const titles = (entities: readonly SpecItem[]) => entities.map((e) => e.title);
const columns = (entities: readonly SpecItem[], title: string) => (entities.find((e) => e.title === title)?.fields.attributes as string[] | undefined) ?? [];

// Health: GP surgeries refer patients to a hospital, and report monthly to a regional authority.
const referrals = model({
  projectName: 'ReferLink',
  projectDescription: 'Referral tracking for GP surgeries: doctors refer patients to the district hospital and follow each referral until the appointment.',
  userPersonas: ['Doctor: refers patients between consultations', 'Referral clerk: chases referrals with the hospital'],
  userJourneys:
    '1. The doctor fills in a referral for the patient and sends it to the district hospital.\n2. The referral clerk sees which referrals the hospital has not booked yet.\n3. Each month the clerk sends a waiting-time summary to the regional health authority.',
  keyFeatures: ['Referral form sent to the district hospital', 'Referral status board for the clerk', 'Monthly waiting-time summary to the regional health authority'],
  platforms: ['Web'],
});

// Fitness: workout videos with a playback control; passes shown at the gym door.
const workouts = model({
  projectName: 'PulseRoom',
  projectDescription: 'A members app for a small gym: members follow workout videos at home and book classes.',
  userPersonas: ['Member: trains at home on weekdays and at the gym on Saturdays', 'Coach: films the workouts and runs the classes'],
  userJourneys: 'A member opens a workout video and plays it at half speed. She books a spin class and shows the barcode at the door.',
  keyFeatures: ['Workout videos with speed control and captions', 'Class booking with waiting list', 'Membership passes with barcodes'],
  platforms: ['iOS', 'Android'],
});

// Sport: a running club records race results; a directory app registers the clubs it serves.
const races = model({
  projectName: 'FinishLine',
  projectDescription: 'Results and rankings for a regional running league: timekeepers record race results and league officials register the clubs that take part.',
  userPersonas: ['Timekeeper: records finishing times at the line', 'League official: registers clubs and runners each season'],
  userJourneys: 'The league official registers a new club and adds its runners. On race day the timekeeper records race results for each runner as they cross the line.',
  keyFeatures: ['Record race results for each runner', 'Club registration for the season', 'League table by club', 'Result certificate for each runner'],
  platforms: ['Web', 'Android'],
});

// Property: a persona named by a relational noun ("owner") and a qualifier.
const lettings = model({
  projectName: 'FixFlow',
  projectDescription: 'Repairs for a lettings agency: tenants report faults, property owners approve quotes, contractors fix them.',
  userPersonas: ['Tenant: reports a broken boiler from their phone', 'Property owner: approves repair quotes from abroad', 'Contractor: quotes and fixes repairs'],
  userJourneys: 'A tenant reports a leaking tap with a photo. The contractor adds a quote. The property owner approves their quote and the contractor books a visit.',
  keyFeatures: ['Fault report with photos', 'Quote approval for the property owner', 'Contractor visit booking'],
  platforms: ['Web', 'iOS'],
});

// The same agency keeping records about its property owners beyond their accounts: a table of their own.
const lettingsWithOwners = model({
  projectName: 'FixFlow',
  projectDescription: 'Repairs for a lettings agency: tenants report faults, property owners approve quotes, contractors fix them.',
  userPersonas: ['Tenant: reports a broken boiler from their phone', 'Property owner: approves repair quotes from abroad', 'Contractor: quotes and fixes repairs'],
  userJourneys: 'A tenant reports a leaking tap with a photo. The contractor adds a quote. The property owner approves their quote and the contractor books a visit.',
  keyFeatures: ['Fault report with photos', 'Quote approval for the property owner', 'Contractor visit booking', 'Property owner details for the agency'],
  platforms: ['Web', 'iOS'],
});

// Marina: what a "Boat owner" owns is named once, as a setting.
const moorings = model({
  projectName: 'Quayside',
  projectDescription: 'Mooring bookings and invoices for a small marina.',
  userPersonas: ['Boat owner: keeps a yacht on a seasonal berth', 'Harbour master: allocates moorings and collects fees'],
  userJourneys: 'The harbour master allocates a mooring and the owner pays the invoice. Before a storm the harbour master checks the lines on the boat.',
  keyFeatures: ['Seasonal mooring allocation', 'Mooring invoices for each boat owner', 'Storm warning to every boat owner'],
  platforms: ['Web'],
});

describe('roles named by a relational noun', () => {
  it('what the persona holds is a domain object of theirs when the brief names it elsewhere', () => {
    const boat = moorings.find((e) => e.title === 'Boat');
    expect(boat?.fields.attributes).toContain('boatOwnerId');
    // A role of User (no feature keeps records about boat owners beyond their account): the column points at the account.
    expect(moorings.find((e) => e.title === 'BoatOwner')).toBeUndefined();
    expect((boat?.fields.references as Record<string, string> | undefined)?.boatOwnerId).toBe(moorings.find((e) => e.title === 'User')?.id);
  });

  it('keep the word that says whose ("Property owner" → PropertyOwner), so no role reads as a row\'s generic owner', () => {
    expect(titles(lettingsWithOwners)).toContain('PropertyOwner');
    expect(titles(lettingsWithOwners)).not.toContain('Owner');
    // Without records about them, property owners are a role of User: no table, and still no generic owner.
    expect(titles(lettings)).not.toContain('PropertyOwner');
    expect(titles(lettings)).not.toContain('Owner');
    const roleColumns = lettings.flatMap((e) => Object.keys((e.fields.references as Record<string, string> | undefined) ?? {}));
    expect(roleColumns).not.toContain('ownerId');
  });
});

// Dance school: attendance is a pupil's at a lesson, the thing the feature names.
const dance = model({
  projectName: 'StepIn',
  projectDescription: 'A studio app for a dance school: teachers plan weekly lessons and pupils check in when they arrive.',
  userPersonas: ['Teacher: plans lessons and follows up on absences', 'Pupil: takes two lessons a week'],
  userJourneys: 'The teacher schedules a lesson for Tuesday. The pupil checks in at the studio door. The teacher marks a missed lesson as excused.',
  keyFeatures: ['Lesson timetable for teachers', 'Attendance check-in at each lesson', 'Absence follow-up list'],
  platforms: ['iOS', 'Android'],
});

describe("a record of an act on the capability's own word", () => {
  it('is of the thing the feature names: attendance at a lesson refers to the Lesson', () => {
    const lesson = dance.find((e) => e.title === 'Lesson');
    const attendance = dance.find((e) => e.title === 'Attendance');
    expect(attendance?.fields.attributes).toContain('lessonId');
    expect(attendance?.fields.attributes).not.toContain('sessionId');
    expect(attendance?.links).toContainEqual({ kind: 'relates_to', to: lesson?.id });
  });
});

describe('organisations the product serves or reports to', () => {
  it('are no tables when the brief only sends to them or works at them', () => {
    expect(titles(referrals)).toContain('Referral');
    expect(titles(referrals)).not.toContain('Hospital');
    expect(titles(referrals)).not.toContain('DistrictHospital');
    expect(titles(referrals).some((t) => /Authority$/.test(t))).toBe(false);
  });

  it('a report sent to them is a document the product keeps, named by its period', () => {
    expect(columns(referrals, 'MonthlySummary')).toEqual(expect.arrayContaining(['period', 'sentAt']));
  });

  it('are tables when a journey registers or adds them', () => {
    expect(titles(races)).toContain('Club');
  });
});

describe('details named after "with"', () => {
  it('a screen control or quality stores no column; data does', () => {
    const video = columns(workouts, 'WorkoutVideo').length ? columns(workouts, 'WorkoutVideo') : columns(workouts, 'Video');
    expect(video).toContain('caption');
    expect(video.some((c) => /control|speed/i.test(c))).toBe(false);
  });

  it('a detail of one thing is its column, not a thing of its own', () => {
    expect(columns(workouts, 'MembershipPass').length ? columns(workouts, 'MembershipPass') : columns(workouts, 'Pass')).toContain('barcode');
    expect(titles(workouts)).not.toContain('Barcode');
    expect(titles(workouts)).not.toContain('Speed');
  });
});

describe('general nouns a thing qualifies', () => {
  it('"race results" is a RaceResult record', () => {
    expect(titles(races)).toContain('RaceResult');
  });

  it('names the kind of a thing before another noun ("result certificate" → ResultCertificate)', () => {
    expect(titles(races)).toContain('ResultCertificate');
  });
});
