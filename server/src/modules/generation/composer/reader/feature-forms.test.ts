import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { composeAll, normaliseBrief } from '../index.js';
import { readFeature } from '../planner/build-requirements.js';
import { splitRisk } from '../planner/build-quality.js';
import { oneOf } from './language.js';

describe('reading a feature as written', () => {
  it.each([
    ['Share progress reports with a therapist', 'act', 'share progress reports with a therapist'],
    ['Text message shift reminders', 'receive', 'receive text message shift reminders'],
    ['Hours reports for volunteers', 'view', 'view hours reports for volunteers'],
    ['Weekly progress chart', 'view', 'view the weekly progress chart'],
    ['Push notifications for new messages', 'receive', 'receive push notifications for new messages'],
    ['Export payroll hours to CSV', 'act', 'export payroll hours to CSV'],
    ['GPS walk tracking with a live map', 'use', 'use GPS walk tracking with a live map'],
    ['Shared shopping list', 'use', 'use the shared shopping list'],
    ['Family members share a care calendar', 'act', 'share a care calendar'],
    ['Expiry alerts for perishable stock', 'receive', 'receive expiry alerts for perishable stock'],
    ['Ability to upload lease documents', 'act', 'upload lease documents'],
    ['Users can message landlords.', 'act', 'message landlords'],
    // A verb that does nothing to what is sent names its kind; one that does acts on it.
    ['Return reminders by SMS', 'receive', 'receive return reminders by SMS'],
    ['Send reminders by SMS', 'act', 'send reminders by SMS'],
    ['Borrow requests with pickup times', 'act', 'make borrow requests with pickup times'],
    ['Match requests with volunteers', 'act', 'match requests with volunteers'],
  ])('%s → %s', (feature, form, action) => {
    const r = readFeature(feature, []);
    expect([r.form, r.action]).toEqual([form, action]);
  });

  it('reads one person and a word that does not agree with them as a thing of theirs, not an act ("Customer signature")', () => {
    const personas = ['Engineer: fixes boilers', 'Customer: has a boiler fixed'];
    const statements = (keyFeatures: string[]) => itemsOf(composeAll(normaliseBrief({ projectName: 'FixFleet', projectDescription: 'Boiler repairs', userPersonas: personas, keyFeatures }, '2026-03-02')).prd.graph, 'requirement').map((r) => r.statement);
    const [signature, books, staff] = statements(['Customer signature on completion', 'Customer books a repair slot', 'Staff log parts used on each job']);
    expect(signature).not.toMatch(/can signature/);
    expect(signature).toMatch(/^Customers can sign with the customer signature on completion\.$/);
    expect(books).toBe('Customers can book a repair slot.');
    // A collective noun takes a bare verb: "Staff log" acts.
    expect(staff).toMatch(/^Staff can log parts used on each job\.$/);
  });

  it('reads a record or notice named by what it is about as a thing, not a verb ("Slope register", "Weather change notice")', () => {
    const personas = ['Parent: books lessons for two children', 'Ski instructor: teaches a group of eight children', 'Tenant: rents a flat'];
    const statements = (keyFeatures: string[], userJourneys = '') =>
      itemsOf(composeAll(normaliseBrief({ projectName: 'PisteKids', projectDescription: 'Ski school lessons', userPersonas: personas, keyFeatures, userJourneys }, '2026-03-02')).prd.graph, 'requirement').map((r) => r.statement);
    const [register, notice, survey, scan] = statements(
      ['Slope register for instructors', 'Weather change notice to parents', 'Tenant satisfaction survey after the job', 'Scan lift passes at the gate'],
      'Each morning the instructor takes the register on the slope.',
    );
    expect(register).toBe('Ski instructors can take the slope register.');
    expect(notice).toBe('Parents can receive the weather change notice.');
    // "Tenant satisfaction" is no one's name: the survey is a thing the tenant fills in (the catalogue's verb).
    expect(survey).toBe('Tenants can fill in the tenant satisfaction survey after the job.');
    // An act people do to things still acts.
    expect(scan).toMatch(/^Users can scan lift passes at the gate\.$/);
  });

  it('gives a refund to the other person in the journey, not to the one it shows being offered it', () => {
    const brief = normaliseBrief(
      {
        projectName: 'PisteKids',
        projectDescription: 'Ski school lessons',
        userPersonas: ['Parent: books lessons for two children', 'Ski instructor: teaches a group', 'Office manager: handles changes'],
        keyFeatures: ['Book a week of lessons', 'Refund a cancelled lesson'],
        userJourneys: 'A parent books a week of lessons -> the office manager places the child in a group -> when a lift closes the parent is offered a refund for the cancelled lesson.',
      },
      '2026-03-02',
    );
    const g = composeAll(brief).prd;
    const refund = itemsOf(g.graph, 'requirement')[1]!;
    // The one other person in that journey grants it.
    expect(refund.statement).toBe('Office managers can refund a cancelled lesson.');
  });

  it('takes the persona from a two-word subject that shares a word of its name', () => {
    const brief = normaliseBrief({ projectName: 'Shelf', projectDescription: 'Stock for food banks', userPersonas: ['Intake clerk at the warehouse door', 'Coordinator'], keyFeatures: ['Intake staff log donations with expiry dates'] }, '2026-03-02');
    const fr = itemsOf(composeAll(brief).prd.graph, 'requirement')[0]!;
    expect(fr.statement).toBe('Intake clerks at the warehouse door can log donations with expiry dates.');
  });

  it('reads user stories, modals and "Allow … to" as who acts and what they do', () => {
    const brief = normaliseBrief(
      {
        projectName: 'Nestly',
        projectDescription: 'Flats to rent',
        userPersonas: ['Tenant looking for a flat', 'Landlord with a few flats'],
        keyFeatures: ['As a tenant, I want to save searches so that I get alerts for new flats', 'Allow landlords to list flats with photos', 'Users can message landlords'],
      },
      '2026-03-02',
    );
    const [story, allow, modal] = itemsOf(composeAll(brief).prd.graph, 'requirement');
    expect(story!.statement).toBe('Tenants looking for a flat can save searches, so that they get alerts for new flats.');
    expect(allow!.statement).toBe('Landlords with a few flats can list flats with photos.');
    expect(modal!.statement).toBe('Users can message landlords.');
  });

  it('names one member of a persona given in the plural', () => {
    expect(oneOf('Busy parents with two or more kids')).toBe('a busy parent with two or more kids');
    expect(oneOf('Health-conscious couples')).toBe('a health-conscious couple');
    expect(oneOf('Greenhouse grower managing three sites')).toBe('a greenhouse grower managing three sites');
    expect(oneOf('Intake clerk')).toBe('an intake clerk');
    expect(oneOf('Users')).toBe('a user');
    // The head ends the phrase: a plural modifier stays ("listings" office work, "sales" team).
    expect(oneOf('Listings officer')).toBe('a listings officer');
    expect(oneOf('Sales managers')).toBe('a sales manager');
    expect(oneOf('Owner')).toBe('an owner');
  });
});

describe('the graph a shift-planning brief gets', () => {
  const brief = normaliseBrief(
    {
      projectName: 'Rota',
      projectDescription: 'Volunteer shifts for a community kitchen',
      userPersonas: ['Volunteer who gives a few hours a week', 'Coordinator who fills every shift'],
      userJourneys: 'Volunteer opens the reminder text → picks a shift',
      keyFeatures: ['Volunteers sign up for open shifts from their phone', 'Coordinators publish weekly shifts', 'Hours reports for volunteers', 'Text message shift reminders'],
      integrations: ['Twilio', 'HubSpot'],
      successMetrics: ['90% of shifts filled 48 hours ahead'],
    },
    '2026-03-02',
  );
  const docs = composeAll(brief);
  const graph = docs.prd.graph;
  const [signUp, publish, hours, reminders] = itemsOf(graph, 'requirement');

  it('builds the feature that publishes shifts before the one that signs up for them, and signing up for shifts is no account', () => {
    const tasks = new Map(itemsOf(graph, 'task').map((t) => [t.id, t]));
    const signUpTask = tasks.get(linked(signUp!, 'built_by').at(-1)!)!;
    const publishTask = tasks.get(linked(publish!, 'built_by').at(-1)!)!;
    expect(linked(signUpTask, 'depends_on')).toContain(publishTask.id);
    expect(itemsOf(graph, 'task').some((t) => t.title.startsWith('Accounts and sign-in'))).toBe(true);
  });

  it('moves a metric by what it measures, not by its units', () => {
    const sm = itemsOf(graph, 'metric')[0]!;
    expect(linked(hours!, 'measured_by')).not.toContain(sm.id);
    expect(linked(signUp!, 'measured_by')).toContain(sm.id);
  });

  it('gives reminders the reminder pattern’s criteria, for the persona of the journey that uses them', () => {
    expect(reminders!.statement).toBe('Volunteers can receive text message shift reminders.');
    const ac = itemsOf(graph, 'criterion').filter((c) => linked(reminders!, 'verified_by').includes(c.id));
    expect(ac.every((c) => c.source === 'pattern:reminders')).toBe(true);
    expect(ac.map((c) => c.statement)).toContain('Given a volunteer has no working channel (no push permission, no phone number), when a reminder is due, then it falls back to the next channel they allowed, or shows in the app, and the miss is recorded.');
  });

  it('links Twilio to the reminders only, and asks which requirement needs an integration no feature uses', () => {
    const [twilio, hubspot] = itemsOf(graph, 'integration');
    expect(
      itemsOf(graph, 'requirement')
        .filter((r) => linked(r, 'uses').includes(twilio!.id))
        .map((r) => r.id),
    ).toEqual([reminders!.id]);
    expect(itemsOf(graph, 'question').map((q) => q.title)).toContain(`Which requirement needs ${hubspot!.title}? No key feature uses it yet.`);
  });

  it('writes user stories in the first person', () => {
    expect(docs.feature_breakdown.markdown).toContain('I want to sign up for open shifts from my phone.');
    expect(docs.prd.markdown).not.toMatch(/can rely on|for Volunteers sign up/);
  });

  it('tells the off-path story from the feature’s own criterion, never "clear feedback when something goes wrong"', () => {
    const stories = docs.feature_breakdown.markdown.split('\n').filter((l) => /\.US-\d/.test(l));
    expect(stories.join('\n')).not.toMatch(/clear feedback when something goes wrong/);
    const offPath = stories.filter((l) => / I need AC-\d+\.\d+ to hold: /.test(l));
    expect(offPath.length).toBeGreaterThan(0);
    for (const story of offPath) {
      const id = / I need (AC-\d+\.\d+) to hold/.exec(story)![1]!;
      const then = String(docs.prd.graph.items.find((i) => i.id === id)!.fields.then);
      expect(story, id).toContain(then);
    }
  });
});

describe('who acts, and when a periodic notice is due', () => {
  const brief = normaliseBrief(
    {
      projectName: 'Circle',
      projectDescription: 'Shared care of a parent',
      userPersonas: ['Primary caregiver who organises care', 'Sibling who lives far away', 'Home nurse'],
      userJourneys: 'Primary caregiver invites a sibling → assigns visits\nHome nurse opens the visit → logs notes',
      keyFeatures: ['Family members share a care calendar', 'Invite siblings and home nurses to a circle', 'Weekly summary email to the whole family', 'Nurses log visit notes'],
    },
    '2026-03-02',
  );
  const graph = composeAll(brief).prd.graph;
  const [calendar, invite, summary, notes] = itemsOf(graph, 'requirement');
  const criteriaOf = (fr: typeof calendar) =>
    itemsOf(graph, 'criterion')
      .filter((c) => linked(fr!, 'verified_by').includes(c.id))
      .map((c) => c.statement);

  it('lets the people a feature names act, and the persona named after the verb is the one acted on', () => {
    expect(calendar!.statement).toBe('Family members can share a care calendar.');
    expect(criteriaOf(calendar)[0]).toBe('Given a family member shares the care calendar with someone by invitation, when the invitee accepts, then both see the same care calendar, and a change by either appears for the other within seconds.');
    expect(invite!.statement).toBe('Primary caregivers can invite siblings and home nurses to a circle.');
  });

  it('sends a weekly notice once a week, and the journey step is taken by who performs the journey', () => {
    // "the whole family" names people but no persona: the product sends it, and the reader asks which personas that means.
    expect(summary!.statement).toBe('The system will send the weekly summary email to the whole family; which personas that means is still open (see the open question on FR-3).');
    expect(criteriaOf(summary)[0]).toBe('Given a recipient has the weekly summary email to the whole family switched on, when a week has passed, then they receive one email that sums up that week.');
    expect(criteriaOf(notes).some((c) => c.startsWith('Given a home nurse on the step "Home nurse opens the visit" of UJ-2'))).toBe(true);
  });
});

describe('the data model a brief gets', () => {
  const brief = normaliseBrief(
    {
      projectName: 'Pantry',
      projectDescription: 'Stock control for food banks',
      userPersonas: ['Volunteer', 'Coordinator'],
      keyFeatures: ['Volunteers sign up for open shifts from their phone', 'Coordinators log donations with expiry dates', 'Buyers search donations by category and distance'],
    },
    '2026-03-02',
  );
  const entities = new Map(itemsOf(composeAll(brief).prd.graph, 'entity').map((e) => [e.title, e.fields.attributes as string[]]));

  it('keeps means out ("from their phone", "by category") and makes details attributes ("with expiry dates")', () => {
    expect([...entities.keys()]).not.toContain('Phone');
    expect([...entities.keys()]).not.toContain('Category');
    expect(entities.get('Donation')).toContain('expiryDate');
    expect(entities.get('Donation')).toContain('coordinatorId');
  });

  it('keeps a means told as an action out ("by scanning a QR code or typing a short link")', () => {
    const queue = normaliseBrief(
      {
        projectName: 'ClinicQueue',
        projectDescription: 'Walk-in clinics let patients join the queue from their phone.',
        userPersonas: ['Patient', 'Receptionist'],
        keyFeatures: ['Patients join the queue by scanning a QR code or typing a short link', 'Receptionists call the next patient'],
      },
      '2026-03-02',
    );
    const names = itemsOf(composeAll(queue).prd.graph, 'entity').map((e) => e.title);
    expect(names).toContain('Queue');
    expect(names).not.toContain('Code');
    expect(names).not.toContain('Link');
  });

  it('makes an entity of the tools a tool library lends ("tool" names a thing here, not the product)', () => {
    const brief = normaliseBrief({ projectName: 'ToolShed', projectDescription: 'A neighbourhood tool-lending library', userPersonas: ['Homeowners'], keyFeatures: ['Members list tools with photos', 'Borrow requests with pickup times'] }, '2026-03-02');
    const names = itemsOf(composeAll(brief).prd.graph, 'entity').map((e) => e.title);
    expect(names).toContain('Tool');
  });

  it("makes no entity of people in general, a persona's modifier or an idiom", () => {
    const care = normaliseBrief(
      {
        projectName: 'Kin',
        projectDescription: 'Shared care',
        userPersonas: ['Home nurse', 'Primary caregiver'],
        keyFeatures: ['Family members share a care calendar', 'Medication reminders for the caregiver on duty', 'Invite siblings and home nurses to a circle'],
      },
      '2026-03-02',
    );
    const names = itemsOf(composeAll(care).prd.graph, 'entity').map((e) => e.title);
    expect(names).not.toContain('FamilyMember');
    expect(names).not.toContain('Home');
    expect(names).not.toContain('Duty');
    expect(names).toContain('Circle');
  });

  it('schedules what happens at a time and gives it its people, with the columns its pattern knows', () => {
    // The shift-rota pattern's model gives a start and an end (they replace "scheduledAt"), a role and a status.
    expect(entities.get('Shift')).toEqual(['id', 'volunteerId', 'startsAt', 'endsAt', 'role', 'status', 'createdAt']);
  });
});

describe('what the brief constrains', () => {
  it('times the screens under the devices and network the constraints name, and keeps apostrophes in diagrams', () => {
    const brief = normaliseBrief(
      { projectName: 'Pantry', projectDescription: 'Stock control', keyFeatures: ['Log donations'], technicalConstraints: 'Must work on cheap Android phones over 3G', userJourneys: "Clerk opens next week's list → logs a donation" },
      '2026-03-02',
    );
    const docs = composeAll(brief);
    const nfr = itemsOf(docs.prd.graph, 'nfr').find((n) => n.fields.category === 'Performance')!;
    expect(nfr.statement).toContain('under the stated constraint "Must work on cheap Android phones over 3G"');
    expect(nfr.statement).not.toContain('4G');
    expect(docs.user_flows.markdown).toContain('next week’s list');
  });
});

describe('a risk and the team’s mitigation', () => {
  it('reads the mitigation after a colon, a dash or "mitigation:", and a lone label as no mitigation', () => {
    expect(splitRisk('Patients without phones: keep a paper ticket option')).toEqual({ risk: 'Patients without phones', mitigation: 'keep a paper ticket option' });
    expect(splitRisk('Low retention — weekly digest e-mail')).toEqual({ risk: 'Low retention', mitigation: 'weekly digest e-mail' });
    expect(splitRisk('Recipe licensing costs (mitigation: start with public-domain recipes)')).toEqual({ risk: 'Recipe licensing costs', mitigation: 'start with public-domain recipes' });
    expect(splitRisk('Risk: clinic wifi is unreliable')).toEqual({ risk: 'Risk: clinic wifi is unreliable', mitigation: null });
  });
});
