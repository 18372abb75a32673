import { describe, expect, it } from 'vitest';
import { AI_RECOMMEND, normaliseBrief } from '../brief.js';
import { resolveSecurity } from './recommend-policies.js';

/**
 * The recommended privacy baseline speaks of personal data when the product has people in it:
 * named personas, or a feature the capability catalogue reads as accounts or profiles. A word
 * that merely starts like one ("onboard" a clay body, a "profile" of a firing) is not a sign-in.
 */
describe('recommended security baseline', () => {
  const brief = (keyFeatures: string[]) => normaliseBrief({ projectName: 'KilnBook', keyFeatures, securityConcerns: AI_RECOMMEND, projectScope: 'standardMVP' }, '2026-11-27');

  it('says "personal data" for a product with sign-in, read by the catalogue', () => {
    const [rec] = resolveSecurity(brief(['Sign in with a magic link sent by e-mail', 'Log each kiln firing']));
    expect(rec?.choice).toContain('for personal data');
  });

  it('does not read "onboard" or "profile" inside other words as accounts', () => {
    const [rec] = resolveSecurity(brief(['Log each kiln firing with its temperature profile', 'Onboard a new clay body with its firing curve']));
    expect(rec?.choice).not.toContain('personal data');
  });
});
