import { describe, expect, it } from 'vitest';
import { AI_RECOMMEND, normaliseBrief } from '../brief.js';
import { complianceControl, isDataRegulation, isKnownCompliance, resolveSecurity } from './recommend-policies.js';
import { constraintCapabilities, unreadConstraints } from './constraint-reading.js';

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

describe('what a regulation asks, read on whole words', () => {
  it('asks UK GDPR for UK hosting or a UK transfer basis, not an EU residency option', () => {
    expect(complianceControl('UK GDPR')).toMatch(/hosted in the UK/);
    expect(complianceControl('UK GDPR')).not.toMatch(/\bEU\b/);
    expect(complianceControl('GDPR')).toMatch(/EU data-residency/);
  });

  it('does not read "ada" inside "Canada" as the accessibility law', () => {
    expect(complianceControl('PIPEDA (Canada)')).not.toMatch(/keyboard operation/);
    expect(isDataRegulation('PIPEDA (Canada)')).toBe(true);
    expect(complianceControl('ADA Title III')).toMatch(/keyboard operation/);
  });

  it('reads a regulation however its name is written, from the reviewed rules in compliance.json', () => {
    expect(complianceControl('ISO/IEC 27001')).toMatch(/information-security management system/);
    expect(complianceControl('SOC2 Type II')).toMatch(/quarterly access reviews/);
    expect(complianceControl('UK-GDPR')).toMatch(/hosted in the UK/);
    // A brief that names two standards on one line is still a personal-data regulation when one of them is.
    expect(isDataRegulation('GDPR and WCAG 2.2 AA')).toBe(true);
    expect(isDataRegulation('WCAG 2.2 AA')).toBe(false);
    expect(isKnownCompliance('Local fire code')).toBe(false);
  });
});

describe('a constraint sentence that says two things', () => {
  it('reads sign-in and data residency from one sentence, and plans the region work', () => {
    const b = normaliseBrief({ projectName: 'CourtDesk', keyFeatures: ['Book an interpreter for a hearing'], technicalConstraints: 'Court staff sign in with their Microsoft accounts; data must stay in the UK.' }, '2026-11-27');
    expect(constraintCapabilities(b).map((c) => c.match.capability.id)).toEqual(expect.arrayContaining(['authentication', 'data-residency']));
    expect(unreadConstraints(b)).toEqual([]);
  });
});
