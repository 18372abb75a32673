import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { linked, type SpecItem } from '../../../spec/graph.js';

/**
 * An identity provider (Entra ID, Okta, Google sign-in) serves people's sign-in: it is linked to
 * the sign-in feature, else built before the plan's accounts and sign-in task; no feature that
 * merely says "staff" or "office" needs it, and nobody is asked which requirement needs it.
 */
const graphOf = (input: Record<string, unknown>) => buildSpecGraph(normaliseBrief(input, '2027-01-04')).items;
const byKind = (items: SpecItem[], kind: string) => items.filter((i) => i.kind === kind);
const named = (items: SpecItem[], kind: string, title: RegExp) => byKind(items, kind).find((i) => title.test(i.title))!;

describe('an identity provider with no sign-in feature', () => {
  const items = graphOf({
    projectName: 'CourtRoster',
    projectDescription: 'Scheduling for a court interpreting service.',
    keyFeatures: ['Interpreter request for a hearing', 'Interpreters accept or decline an assignment'],
    userPersonas: ['Listings officer: books hearings', 'Freelance interpreter: works for several courts'],
    integrations: ['Microsoft Entra ID for court staff sign-in', 'GOV.UK Notify'],
    technicalConstraints: 'Court staff sign in with their Microsoft accounts.',
    platforms: ['Web'],
    timeline: '3 months',
  });
  const entra = named(items, 'integration', /Entra/);

  it('is not asked about as if no feature needed it', () => {
    const questions = byKind(items, 'question').map((q) => q.title);
    expect(questions.some((q) => q.includes('Microsoft Entra ID'))).toBe(false);
    // A service with no such role still is.
    expect(questions).toContain('Which requirement needs GOV.UK Notify? No key feature uses it yet.');
  });

  it('says what it is for, and the accounts task is built on it', () => {
    expect(entra.statement).toMatch(/single sign-on\)\. People sign in through it/);
    const connect = byKind(items, 'task').find((t) => linked(t, 'integrates').includes(entra.id))!;
    expect(connect.statement).not.toMatch(/No requirement uses it/);
    const accounts = named(items, 'task', /^Accounts and sign-in/);
    expect(linked(accounts, 'depends_on')).toContain(connect.id);
    expect(accounts.fields.doneWhen).toMatch(/signing in through Microsoft Entra ID works/);
    // Single sign-on: no sign-up or password of ours to reset, in what it builds or how it is checked.
    expect(accounts.statement).toMatch(/^Sign-in through Microsoft Entra ID, sessions and roles \(no password of ours to reset\)/);
    expect(String(accounts.fields.doneWhen)).not.toMatch(/password reset|sign-up/);
  });

  it('meets the sign-in constraint in the accounts task, not in a second set of account tasks', () => {
    const tasks = byKind(items, 'task');
    expect(tasks.filter((t) => /accounts|sign-in/i.test(t.title) && !/^Integrate /.test(t.title)).map((t) => t.title)).toEqual([expect.stringMatching(/^Accounts and sign-in/)]);
    const accounts = named(items, 'task', /^Accounts and sign-in/);
    expect(accounts.statement).toContain('It meets the constraint "Court staff sign in with their Microsoft accounts');
    const decision = byKind(items, 'decision').find((d) => String(d.fields.choice).includes('Microsoft accounts'))!;
    expect(linked(accounts, 'concerns')).toContain(decision.id);
  });
});

describe('an identity provider with a sign-in feature', () => {
  it('serves the sign-in feature, not one that only says "staff"', () => {
    const items = graphOf({
      projectName: 'PorterPath',
      projectDescription: 'Porter dispatch for a district hospital.',
      keyFeatures: ['Ward staff request a porter for a patient move', 'Staff sign in with single sign-on'],
      userPersonas: ['Ward nurse: needs patients moved on time', 'Porter: moves patients'],
      integrations: ['Microsoft Entra ID'],
      platforms: ['Web'],
    });
    const entra = named(items, 'integration', /Entra/);
    expect(linked(named(items, 'requirement', /sign in/), 'uses')).toContain(entra.id);
    expect(linked(named(items, 'requirement', /request a porter/), 'uses')).not.toContain(entra.id);
  });

  it('knows "Google sign-in for the office" as sign-in, not as what the office feature needs', () => {
    const items = graphOf({
      projectName: 'FixFleet',
      projectDescription: 'Field service for a boiler repair firm.',
      keyFeatures: ['Office assigns repair jobs to engineers', 'Engineers accept or decline a job'],
      userPersonas: ['Office manager: assigns jobs', 'Gas engineer: repairs boilers'],
      integrations: ['Google sign-in for the office'],
      platforms: ['Android'],
    });
    const google = named(items, 'integration', /Google/);
    expect(google.fields.purpose).toMatch(/sign-in/);
    expect(byKind(items, 'requirement').some((r) => linked(r, 'uses').includes(google.id))).toBe(false);
    expect(linked(named(items, 'task', /^Accounts and sign-in/), 'depends_on')).toContain(byKind(items, 'task').find((t) => linked(t, 'integrates').includes(google.id))!.id);
  });
});

describe('the checks of a sign-in feature', () => {
  const checks = (feature: string) => {
    const items = graphOf({ projectName: 'PorterPath', projectDescription: 'Porter dispatch for a hospital.', keyFeatures: [feature, 'Porters accept or decline a job'], platforms: ['Web'] });
    const fr = named(items, 'requirement', /^Sign in/);
    return linked(fr, 'verified_by').map((id) => items.find((i) => i.id === id)!.statement);
  };

  it('are single sign-on checks when it names an identity provider, not an e-mail and password sign-up', () => {
    const text = checks('Sign in with the hospital Okta account').join(' ');
    expect(text).not.toMatch(/password five times|signs up with e-mail|forgot their password/);
    expect(text).toMatch(/identity provider/);
  });

  it('stay password checks when it names a password', () => {
    expect(checks('Sign in with e-mail and a password').join(' ')).toMatch(/wrong password five times/);
  });
});
