import { describe, expect, it } from 'vitest';
import { itemsOf, linked, type SpecGraph } from '../../../spec/graph.js';
import { analyze } from '../../../quality/analyzer.js';
import { normaliseBrief } from '../brief.js';
import { composeAll } from '../index.js';
import { understandBrief } from '../renderer/understanding.js';
import { buildSpecGraph } from '../planner/build-graph.js';

/**
 * Something the product sends (a reminder, an alert) goes to the persona the brief shows holding
 * what it is about: a borrower for an overdue loan, a patient for an appointment. When the brief
 * does not show one, the statement names nobody and a question asks who receives it.
 */

function graphOf(personas: string[], features: string[], journeys = ''): SpecGraph {
  return buildSpecGraph(normaliseBrief({ projectName: 'Probe', projectDescription: 'A small app.', userPersonas: personas, keyFeatures: features, userJourneys: journeys, platforms: ['Web'] }, '2026-11-26'));
}

const requirement = (g: SpecGraph, title: string) => itemsOf(g, 'requirement').find((r) => r.title === title)!;
const personaTitles = (g: SpecGraph, ids: string[]) => ids.map((id) => itemsOf(g, 'persona').find((p) => p.id === id)!.title);
const actorQuestions = (g: SpecGraph, id: string) => itemsOf(g, 'question').filter((q) => q.fields.topic === 'actor' && linked(q, 'concerns').includes(id));

describe('who receives what the product sends', () => {
  it.each([
    // A tool library: the member borrows, the volunteer runs the counter.
    [['Member: a neighbour who borrows a tool a few times a year', 'Counter volunteer: staffs the Saturday counter, checks tools out and in'], 'Overdue reminders by text message', 'Members can receive overdue reminders by text message.', 'Member'],
    // A clinic: the patient books, the receptionist runs the diary.
    [['Patient: books appointments online', 'Receptionist: answers the phone and keeps the diary'], 'Appointment reminders by SMS', 'Patients can receive appointment reminders by SMS.', 'Patient'],
    // A bakery: the customer orders, the baker bakes.
    [['Customer: orders cakes for collection', 'Baker: bakes and packs the orders before dawn'], 'Order status alerts by e-mail', 'Customers can receive order status alerts by e-mail.', 'Customer'],
  ])('sends it to the persona who holds what it is about (%j)', (personas, feature, statement, persona) => {
    const g = graphOf(personas, ['Browse what is on offer', feature]);
    const fr = requirement(g, feature);
    expect(fr.statement).toBe(statement);
    expect(personaTitles(g, linked(fr, 'serves'))).toEqual([persona]);
    expect(actorQuestions(g, fr.id)).toEqual([]);
  });

  it('finds the holder in a journey step the persona leads', () => {
    const g = graphOf(['Guest: stays a night or two', 'Host: cleans and hands over the keys'], ['Booking reminders by e-mail'], 'The guest reserves a room for Friday; the host cleans it and leaves the key in the box.');
    expect(requirement(g, 'Booking reminders by e-mail').statement).toBe('Guests can receive booking reminders by e-mail.');
    // Without the journey nothing shows who books: asked, with the reminders named as plural.
    const asked = graphOf(['Guest: stays a night or two', 'Host: cleans and hands over the keys'], ['Booking reminders by e-mail']);
    expect(requirement(asked, 'Booking reminders by e-mail').statement).toMatch(/who receives them is still open/);
  });

  it.each([
    // Nobody is shown holding anything.
    [['Member: a neighbour in the scheme', 'Counter volunteer: staffs the Saturday counter'], 'Overdue reminders by text message', 'Members or Counter volunteers'],
    // Both book: who gets the reminder is not the brief's to tell.
    [['Parent: books swimming lessons for their children', 'Coach: books pool lanes for squad training'], 'Booking reminders by push notification', 'Parents or Coaches'],
    // The driver drives the route, but an arrival alert is for whoever waits: a role, not a holder.
    [['Parent: waits at the stop with their child', 'Bus driver: drives the morning route'], 'ETA alerts when the bus is five minutes away', 'Parents or Bus drivers'],
  ])('names nobody and asks when the brief does not show who receives it (%j)', (personas, feature, choices) => {
    const g = graphOf(personas, ['Browse what is on offer', feature]);
    const fr = requirement(g, feature);
    expect(fr.statement).toMatch(/^The system will send .+; who receives (?:them|it) is still open \(see the open question on FR-2\)\.$/);
    expect(linked(fr, 'serves')).toEqual([]);
    const [q, ...more] = actorQuestions(g, fr.id);
    expect(more).toEqual([]);
    expect(q!.title).toMatch(new RegExp(`^Who receives the .+ \\(FR-2\\): ${choices}\\?$`));
    // The criteria speak of whoever it goes to, never of an invented "user".
    const criteria = itemsOf(g, 'criterion').filter((c) => linked(fr, 'verified_by').includes(c.id));
    expect(criteria.length).toBeGreaterThan(0);
    for (const c of criteria) expect(c.statement, c.id).not.toMatch(/\busers?\b/i);
  });

  it('keeps the question in the quality gate, the PRD and the feature breakdown', () => {
    const brief = normaliseBrief(
      {
        projectName: 'ToolBox',
        projectDescription: 'A tool library app.',
        userPersonas: ['Member: a neighbour in the scheme', 'Counter volunteer: staffs the Saturday counter'],
        keyFeatures: ['Tool catalogue with live availability', 'Overdue reminders by text message'],
        platforms: ['Web'],
      },
      '2026-11-26',
    );
    const docs = composeAll(brief);
    const graph = docs.prd.graph;
    const q = actorQuestions(graph, 'FR-2')[0]!;
    const findings = analyze({ brief, graph, documents: [] }).findings.filter((f) => f.itemId === 'FR-2' && f.rule === 'actor-mismatch');
    expect(findings.map((f) => f.message)).toEqual([`FR-2 names no persona: ${q.id} asks "${q.title}"`]);
    expect(docs.prd.markdown).toContain(`**${q.id}** Who receives the overdue reminders by text message (FR-2): Members or Counter volunteers?`);
    expect(docs.prd.markdown).not.toMatch(/Users can receive overdue reminders/);
    expect(docs.feature_breakdown.markdown).toContain('As a recipient, I want to receive overdue reminders by text message.');
    // The read-back before generating says nobody is known yet and offers the personas.
    const line = understandBrief(brief, graph).lines.find((l) => l.key === 'actor:FR-2')!;
    expect(line.understood).toBe('Nobody yet: who receives “Overdue reminders by text message” is not known');
    expect(line.question).toBe(q.title);
  });

  it('reads back a recipient found from what they hold as received, not done', () => {
    const brief = normaliseBrief(
      {
        projectName: 'ToolBox',
        projectDescription: 'A tool library app.',
        userPersonas: ['Member: a neighbour who borrows a tool a few times a year', 'Counter volunteer: staffs the Saturday counter'],
        keyFeatures: ['Tool catalogue with live availability', 'Overdue reminders by text message'],
        platforms: ['Web'],
      },
      '2026-11-26',
    );
    const line = understandBrief(brief).lines.find((l) => l.key === 'actor:FR-2')!;
    expect(line.understood).toBe('Member receives “Overdue reminders by text message”');
    expect(line.source).toBe('guess');
    expect(line.question).toBeNull();
  });
});
