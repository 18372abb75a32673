import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * Issue 30: a question the brief already answers is not asked. A sign-in feature that names its
 * identity provider, or a brief whose integration or constraint names one, says how people sign
 * in: "e-mail and password, a magic link, or single sign-on?" is not asked; which of the
 * provider's groups map to which roles still is (catalogue `answeredBy`).
 */
const questionsOf = (input: Record<string, unknown>) =>
  buildSpecGraph(normaliseBrief({ projectName: 'PorterPath', projectDescription: 'Porter dispatch for a district hospital.', platforms: ['Web'], timeline: '3 months', ...input }, '2027-01-04'))
    .items.filter((i) => i.kind === 'question')
    .map((q) => q.title);
const howToSignIn = /^Sign in with e-mail and password, a magic link, or single sign-on\?/;
const groups = /^Which groups in the identity provider map to which roles here, and does anyone need to sign in without it\? \(Sign-in and accounts, FR-1\)$/;

describe('the sign-in question', () => {
  const personas = ['Porter: moves patients between wards', 'Ward nurse: requests a porter for a patient'];

  it('is not asked when the sign-in feature names the identity provider', () => {
    const questions = questionsOf({ keyFeatures: ['Sign in with the hospital Okta account', 'Request a porter for a patient'], userPersonas: personas });
    expect(questions).not.toContainEqual(expect.stringMatching(howToSignIn));
    expect(questions).toContainEqual(expect.stringMatching(groups));
  });

  it('is not asked when an integration or the constraint names one', () => {
    for (const brief of [{ integrations: ['Microsoft Entra ID for staff sign-in'] }, { technicalConstraints: 'Staff sign in through single sign-on.' }]) {
      const questions = questionsOf({ keyFeatures: ['Staff sign in', 'Request a porter for a patient'], userPersonas: personas, ...brief });
      expect(questions).not.toContainEqual(expect.stringMatching(howToSignIn));
      expect(questions).toContainEqual(expect.stringMatching(groups));
    }
  });

  it('is still asked when nothing says how people sign in', () => {
    const questions = questionsOf({ keyFeatures: ['Staff sign in', 'Request a porter for a patient'], userPersonas: personas });
    expect(questions).toContainEqual(expect.stringMatching(howToSignIn));
    expect(questions).not.toContainEqual(expect.stringMatching(groups));
  });
});
