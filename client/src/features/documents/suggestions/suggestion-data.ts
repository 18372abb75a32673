/** What the suggestions panel shows: per requirement, its criteria that the catalogue suggested. */
export interface SuggestedCriterion {
  id: string;
  statement: string;
  given: string;
  when: string;
  then: string;
  confirmed: boolean;
  edited: boolean;
}

export interface SuggestionGroup {
  requirementId: string;
  title: string;
  criteria: SuggestedCriterion[];
}

type Fields = Record<string, unknown>;
interface RequirementItem {
  id: string;
  title: string;
  status: string;
  links: { kind: string; to: string }[];
}
interface CriterionItem {
  id: string;
  statement: string;
  status: string;
  source: string;
  fields: Fields;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The groups in the PRD's order; requirements without a catalogue suggestion are left out. */
export function suggestionGroups(requirements: readonly RequirementItem[], criteria: readonly CriterionItem[]): SuggestionGroup[] {
  const byId = new Map(criteria.filter((c) => c.status === 'active' && c.source.startsWith('pattern:')).map((c) => [c.id, c]));
  return requirements
    .filter((r) => r.status === 'active')
    .map((r) => ({
      requirementId: r.id,
      title: r.title,
      criteria: r.links.flatMap((l) => {
        const c = l.kind === 'verified_by' ? byId.get(l.to) : undefined;
        return c ? [{ id: c.id, statement: c.statement, given: text(c.fields.given), when: text(c.fields.when), then: text(c.fields.then), confirmed: c.fields.confirmed === true, edited: c.fields.edited === true }] : [];
      }),
    }))
    .filter((g) => g.criteria.length > 0);
}
