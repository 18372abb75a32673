import { slug } from '../document-export.js';
import { gwt, type HandoffFile, type HandoffView, sentence, type Story } from './handoff-model.js';

/** Gherkin reads one step per line: a clause's "and" stays inside its step. */
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function scenario(v: HandoffView, s: Story, index: number): string[] {
  const ac = s.criteria[index]!;
  const p = gwt(ac);
  const name = p ? clean(p.then) : ac.title;
  const steps = p ? [`    Given ${clean(p.given)}`, `    When ${clean(p.when)}`, `    Then ${clean(p.then)}`] : [`    # ${sentence(ac.statement)}`, `    Then ${clean(ac.statement).replace(/\.$/, '')}`];
  return [`  @${s.fr.id} @${ac.id}`, `  Scenario: ${ac.id} ${name.charAt(0).toUpperCase()}${name.slice(1)}`, ...steps];
}

/** One `.feature` file per requirement: its user story as the description, one scenario per criterion. */
export function gherkinFeatures(v: HandoffView): HandoffFile[] {
  return v.stories.map((s) => {
    const benefit = v.benefit(s);
    const action = v.action(s);
    const story = action ? [`  As ${v.asOne(s)}`, `  I want to ${action}`, ...(benefit ? [`  So that ${benefit}`] : [])] : [`  ${sentence(s.fr.statement)}`];
    const body = s.criteria.length ? s.criteria.flatMap((_, i) => ['', ...scenario(v, s, i)]) : ['', `  @${s.fr.id}`, `  Scenario: ${s.fr.title}`, `    Then ${clean(s.fr.statement).replace(/\.$/, '')}`];
    const content = [`@${s.fr.id} @${s.priority}`, `Feature: ${s.fr.id} ${s.fr.title}`, ...story, '', `  Priority ${String(s.fr.fields.priority ?? 'Must')} (${s.priority}). Exported from the ${v.input.brief.projectName} spec in Specforge.`, ...body, ''].join(
      '\n',
    );
    return { path: `features/${s.fr.id.toLowerCase()}-${slug(s.fr.title).slice(0, 50)}.feature`, content };
  });
}
