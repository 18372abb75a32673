import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import type { SpecItem } from '../../../spec/graph.js';
import { understandBrief } from '../renderer/understanding.js';

/**
 * Issue 30: a feature no journey step does is given to the persona whose own entry says they do
 * it; when the entries tie or say nothing, the draft keeps the journey's reading and asks who does
 * it instead of passing the guess off as known.
 */
const graphOf = (input: Record<string, unknown>) => buildSpecGraph(normaliseBrief({ platforms: ['Web'], timeline: '3 months', ...input }, '2027-01-04')).items;
const requirement = (items: SpecItem[], title: string) => items.find((i) => i.kind === 'requirement' && i.title === title)!;
const questions = (items: SpecItem[]) => items.filter((i) => i.kind === 'question').map((q) => q.title);

describe('a feature no journey step does', () => {
  it('goes to the persona whose entry describes it, not the one whose step shares a word of its detail', () => {
    const items = graphOf({
      projectName: 'VetVan',
      projectDescription: 'Visit records and card payments for a mobile farm vet.',
      keyFeatures: ['Visit notes with photos of the wound or lesion', 'End of day reconciliation of card takings against visits', "Route planner for the day's farm visits"],
      userPersonas: ['Dr. Okafor, van vet: visits eight farms a day, works in barns with gloves on and one free hand', 'Priya, practice manager: runs the office, closes the day and sends reports to the county', 'Farm owner: books visits and pays for them'],
      userJourneys: "1. The van vet arrives at the farm and opens the visit. 2. The van vet writes visit notes and takes photos of the lesion.\nAt 6pm the practice manager checks the day's card takings against the visits and closes the day.",
    });
    expect(requirement(items, "Route planner for the day's farm visits").statement).toMatch(/^Van vets can /);
    expect(questions(items).filter((q) => q.includes('Route planner'))).not.toContainEqual(expect.stringMatching(/^Who /));
    // A step that does the feature still decides: the practice manager reconciles the takings.
    expect(requirement(items, 'End of day reconciliation of card takings against visits').statement).toMatch(/^Practice managers can /);
  });

  it('goes to the coordinator who "matches requests", not the officer whose step raises one', () => {
    const items = graphOf({
      projectName: 'CourtRoster',
      projectDescription: 'Scheduling for a court interpreting service.',
      keyFeatures: ['Interpreter request for a hearing', 'Monthly report of unfilled requests'],
      userPersonas: [
        'Listings officer: books hearings and needs an interpreter confirmed by 4 pm the day before',
        'Interpreting coordinator: matches requests to interpreters and chases gaps',
        'Freelance interpreter: works for several courts and travels between them',
      ],
      userJourneys: 'The listings officer imports the daily listings and raises an interpreter request for a Polish-speaking defendant. The coordinator matches two cleared Polish interpreters.',
    });
    expect(requirement(items, 'Monthly report of unfilled requests').statement).toMatch(/^Interpreting coordinators can view the monthly report/);
  });

  it('is not given to the people it names: they are acted on', () => {
    const items = graphOf({
      projectName: 'Calm',
      projectDescription: 'A health app that helps people with anxiety practice daily breathing exercises.',
      keyFeatures: ['Guided breathing sessions with audio', 'Share progress reports with a therapist'],
      userPersonas: ['Adult with mild anxiety who wants a calm routine', 'Therapist who follows up with clients'],
      userJourneys: 'User opens a session → breathes along for five minutes → logs their mood',
    });
    expect(requirement(items, 'Share progress reports with a therapist').statement).toMatch(/^Adults with mild anxiety can share progress reports/);
  });

  it('asks who does it when the entries tie, naming them, and keeps the journey reading meanwhile', () => {
    const fixflow = {
      projectName: 'FixFlow',
      projectDescription: "A repair-request service for a housing association's tenants.",
      keyFeatures: ['Report a repair with photos', 'Satisfaction survey after the job is closed'],
      userPersonas: [
        'Tenant: reports leaks, broken boilers and mould in their flat and wants to know when someone will come',
        'Repairs planner: books contractor slots, triages urgent jobs and keeps the weekly schedule full',
        'Contractor plumber: fixes the job on site, takes photos of the work and needs the access notes',
      ],
      userJourneys: '1. The tenant reports a leaking boiler with two photos. 2. The repairs planner marks it urgent and books a plumber for the next morning. 3. The plumber fixes the boiler and closes the job.',
    };
    const items = graphOf(fixflow);
    const fr = requirement(items, 'Satisfaction survey after the job is closed');
    expect(fr.statement).toMatch(/^Contractor plumbers can /);
    expect(questions(items)).toContainEqual(
      expect.stringMatching(new RegExp(`^Who does ${fr.id} "Satisfaction survey after the job is closed": repairs planners or contractor plumbers\\? No journey step does it and their descriptions speak of it alike; the draft gives it to contractor plumbers`)),
    );
    // The read-back says it is a guess, and which question settles it.
    const line = understandBrief(normaliseBrief({ platforms: ['Web'], timeline: '3 months', ...fixflow }, '2027-01-04')).lines.find((l) => l.key === `actor:${fr.id}`)!;
    expect(line).toMatchObject({ understood: 'Contractor plumber does “Satisfaction survey after the job is closed”', source: 'guess', question: expect.stringMatching(/^Who does /) });
  });

  it('reads an act only from an entry that writes it: who "runs the extraction room" does not book it', () => {
    const items = graphOf({
      projectName: 'HiveHub',
      projectDescription: 'Records and room bookings for a beekeeping co-op.',
      keyFeatures: ['Log a hive inspection with photos', 'Book the extraction room for a half day', 'Triage swarm calls within an hour'],
      userPersonas: ['Hobby beekeeper — keeps two to ten hives and inspects them weekly with gloves on', 'Co-op coordinator — runs the shared extraction room, triages swarm calls and keeps the members list'],
      userJourneys: 'Hobby beekeeper: opens the app at the apiary → logs a hive inspection with photos',
    });
    const book = requirement(items, 'Book the extraction room for a half day');
    expect(book.statement).toMatch(/^Users can /);
    expect(questions(items)).toContainEqual(expect.stringMatching(new RegExp(`^Who does ${book.id} "Book the extraction room for a half day"\\?`)));
    expect(requirement(items, 'Triage swarm calls within an hour').statement).toMatch(/^Co-op coordinators can triage swarm calls/);
  });

  it('keeps a step that does it in other words ("photographs each piece at drop-off") without asking', () => {
    const items = graphOf({
      projectName: 'KilnShare',
      projectDescription: 'Shelf bookings for a shared pottery kiln.',
      keyFeatures: ['Photo of each piece at drop-off', 'Kiln loading checklist for technicians'],
      userPersonas: ['Studio member: makes pots in the evenings and wants to know when they are fired', 'Kiln technician: loads, fires and unloads three kilns a week'],
      userJourneys: '1. At drop-off the member photographs each piece. 2. On Friday the kiln technician works through the loading checklist.',
    });
    const fr = requirement(items, 'Photo of each piece at drop-off');
    expect(fr.statement).toMatch(/^Studio members can /);
    expect(questions(items).filter((q) => q.startsWith('Who ') && q.includes(fr.id))).toEqual([]);
  });
});
