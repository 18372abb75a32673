import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * A feature's qualifier is a permission rule only when it limits what a person may do ("only for
 * members", "up to 3 per week"). "after the job" says when it happens; "within 24 hours" is a
 * time limit to meet: neither gets "the product does not allow it".
 */
describe('a time phrase is no permission rule', () => {
  const graph = buildSpecGraph(
    normaliseBrief(
      {
        projectName: 'FixQuick',
        projectDescription: 'Repair requests for a housing association.',
        keyFeatures: ['Triage urgent repairs within 24 hours', 'Send a satisfaction survey after the job', 'Book parking permits only for residents', 'Book up to 3 visits per week'],
        userPersonas: ['Tenant: reports repairs from a phone', 'Repairs officer: triages repairs and books contractors'],
        userJourneys: 'A tenant reports a leak. The repairs officer triages it and books a plumber. The tenant answers a survey.',
        platforms: ['Web'],
      },
      '2026-11-27',
    ),
  );
  const checksOf = (title: RegExp) => {
    const fr = itemsOf(graph, 'requirement').find((r) => title.test(r.title))!;
    return graph.items.filter((i) => i.kind === 'criterion' && fr.links.some((l) => l.kind === 'verified_by' && l.to === i.id)).map((c) => c.statement);
  };

  it('reads a deadline and a trigger as no permission', () => {
    expect(checksOf(/within 24 hours/).join(' ')).not.toMatch(/does not allow/);
    expect(checksOf(/after the job/).join(' ')).not.toMatch(/does not allow/);
  });

  it('keeps the permission criterion for a real rule', () => {
    expect(checksOf(/only for residents/).join(' ')).toMatch(/the rule "only for residents" stated for this requirement.*does not allow/);
    expect(checksOf(/up to 3 visits/).join(' ')).toMatch(/the rule "up to 3 visits per week".*does not allow/);
  });
});

/**
 * "Tenant satisfaction survey after the job": the trigger is checked on the journey step that ends
 * the job ("The plumber closes the job"), in the brief's words; a trigger no step ends gives none.
 */
describe('a trigger is checked on the step that ends what it names', () => {
  const build = (journey: string) =>
    buildSpecGraph(
      normaliseBrief(
        {
          projectName: 'FixQuick',
          projectDescription: 'Repair requests for a housing association.',
          keyFeatures: ['Report a repair with photos', 'Tenant satisfaction survey after the job'],
          userPersonas: ['Tenant: reports repairs from a phone', 'Contractor: plumber visiting six homes a day'],
          userJourneys: journey,
          platforms: ['Web'],
        },
        '2026-11-27',
      ),
    );
  const checks = (graph: ReturnType<typeof buildSpecGraph>) => {
    const fr = itemsOf(graph, 'requirement').find((r) => /after the job/.test(r.title))!;
    return graph.items.filter((i) => i.kind === 'criterion' && fr.links.some((l) => l.kind === 'verified_by' && l.to === i.id)).map((c) => c.statement);
  };

  it('brings the survey to the tenant once the step closing the job is completed', () => {
    const graph = build('1. A tenant reports a leak. 2. The plumber opens the job sheet, fixes the pipe and closes the job. 3. The tenant answers a survey.');
    expect(checks(graph)).toContain('Given the step "The plumber closes the job" of UJ-1, when it is completed, then a tenant is asked to answer the tenant satisfaction survey.');
  });

  it('writes none when no step ends the job', () => {
    const graph = build('1. A tenant reports a leak. 2. The plumber opens the job sheet and fixes the pipe. 3. The tenant answers a survey.');
    expect(checks(graph).join(' ')).not.toMatch(/is asked to|does not allow/);
  });
});
