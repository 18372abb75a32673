import { describe, expect, it } from 'vitest';
import { itemsOf, linked, type SpecGraph } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * Who receives an assignment (accepts, declines, turns it down) is checked from their side, not
 * the dispatcher's; who submits for approval from theirs, not the approver's (catalogue `sides`).
 */
function checksOf(graph: SpecGraph, title: string): string[] {
  const fr = itemsOf(graph, 'requirement').find((r) => r.title === title)!;
  return linked(fr, 'verified_by')
    .map((id) => graph.items.find((i) => i.id === id)!)
    .filter((c) => c.source.startsWith('pattern:'))
    .map((c) => c.statement);
}

describe('the assignee’s side of dispatch', () => {
  const graph = buildSpecGraph(
    normaliseBrief(
      {
        projectName: 'CourtRoster',
        projectDescription: 'Scheduling for a court interpreting service.',
        keyFeatures: ['Match interpreters by language', 'Interpreters accept or decline an assignment'],
        userPersonas: ['Interpreting coordinator: matches requests to interpreters', 'Freelance interpreter: works for several courts'],
        userJourneys: 'The coordinator matches two cleared Polish interpreters; the first declines and the second accepts.',
        platforms: ['Web'],
      },
      '2026-11-27',
    ),
  );
  const checks = checksOf(graph, 'Interpreters accept or decline an assignment');

  it('is the interpreter’s requirement', () => {
    expect(itemsOf(graph, 'requirement')[1]!.statement).toMatch(/^Freelance interpreters can accept or decline an assignment/);
  });

  it('checks accepting, declining and an assignment no longer open, from the interpreter’s side', () => {
    const text = checks.join(' ');
    expect(checks).toHaveLength(3);
    expect(text).not.toMatch(/interpreter assigns it|two dispatchers/);
    expect(text).toMatch(/when they accept it, then it is confirmed as theirs/);
    expect(text).toMatch(/when they decline it, then it goes back to the interpreting coordinator/);
    expect(text).toMatch(/no longer theirs to accept/);
  });

  it('asks what the assignee needs settled, not how the dispatcher assigns', () => {
    const questions = itemsOf(graph, 'question').map((q) => q.title);
    expect(questions.some((q) => q.startsWith('How long does the person offered a job have to answer'))).toBe(true);
    expect(questions.some((q) => q.startsWith('Is assignment manual, automatic or suggested'))).toBe(false);
  });
});

describe('the submitter’s side of approvals', () => {
  const graph = buildSpecGraph(
    normaliseBrief(
      {
        projectName: 'FixFleet',
        projectDescription: 'Field service for a boiler repair firm.',
        keyFeatures: ['Engineers submit overtime claims for approval'],
        userPersonas: ['Office manager: assigns jobs and approves overtime', 'Gas engineer: repairs boilers'],
        userJourneys: 'The engineer submits an overtime claim at the end of the week and the office manager approves it.',
        platforms: ['Android'],
      },
      '2026-11-27',
    ),
  );

  it('checks that the engineer sees it pending and can change a rejected one, not that they approve it', () => {
    const text = checksOf(graph, 'Engineers submit overtime claims for approval').join(' ');
    expect(text).not.toMatch(/reaches a gas engineer, when they approve it/);
    expect(text).toMatch(/when they submit it for approval, then it shows to them as pending/);
    expect(text).toMatch(/the office manager/);
  });
});

describe('the host’s side of bookings', () => {
  const graph = buildSpecGraph(
    normaliseBrief(
      {
        projectName: 'SudsBus',
        projectDescription: 'A mobile dog-grooming van.',
        keyFeatures: ['Dog owners book a groom slot', 'Groomers accept bookings'],
        userPersonas: ['Groomer: washes and clips dogs in the van', 'Dog owner: books a groom every six weeks'],
        userJourneys: 'The dog owner books a groom for Tuesday. The groomer accepts the booking.',
        platforms: ['iOS'],
      },
      '2026-11-27',
    ),
  );

  it('checks what accepting and declining do for the dog owner, not the owner picking a free time', () => {
    const text = checksOf(graph, 'Groomers accept bookings').join(' ');
    expect(text).not.toMatch(/sees the free times|pick one and confirm/);
    expect(text).toMatch(/when a groomer accepts it, then the dog owner is told it is confirmed/);
    expect(text).toMatch(/when they decline it, then the dog owner is told at once/);
  });
});
