import { oneOf, type ComposerBrief } from '../../generation/composer/index.js';
import { compareIds, itemById, itemsOf, linked, linkedFrom, type ItemFields, type SpecGraph, type SpecItem } from '../../spec/graph.js';
import { slug } from '../document-export.js';

/** What every agent-ready export renders from: the stored spec graph, the brief and a few facts. */
export interface HandoffInput {
  graph: SpecGraph;
  brief: ComposerBrief;
  /** YYYY-MM-DD: the day of the export (fixed in the golden tests). */
  date: string;
  /** Where people open this Specforge (its MCP server is `<appUrl>/mcp`). */
  appUrl: string;
  /** Titles of the project's ready documents, in chain order. */
  documents: string[];
}

export interface HandoffFile {
  path: string;
  content: string;
}

/** A requirement with what the exports say about it, numbered as a user story (1-based). */
export interface Story {
  n: number;
  fr: SpecItem;
  criteria: SpecItem[];
  personas: SpecItem[];
  journeys: SpecItem[];
  tasks: SpecItem[];
  priority: 'P1' | 'P2' | 'P3';
}

const priorities: Record<string, Story['priority']> = { Must: 'P1', Should: 'P2', Could: 'P3' };

export const pad3 = (n: number) => String(n).padStart(3, '0');
export const projectSlug = (input: HandoffInput) => slug(input.brief.projectName || 'project');
export const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
export const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
export { sentence };

/** `A`, `A and B`, `A, B and C`. */
export function joinAnd(parts: string[]): string {
  if (parts.length < 2) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Line breaks inside one value become spaces: the exports put values on one line each. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

function oneLineValue<T>(value: T): T {
  if (typeof value === 'string') return oneLine(value) as T;
  if (Array.isArray(value)) return value.map(oneLineValue) as T;
  return value;
}

/**
 * The input with no line break inside a user's value (the problem statement excepted: every
 * export splits it into sentences itself). An export writes a title, a statement or a list
 * entry into one line of Markdown or Gherkin; a line break in it would start a line of the
 * user's own, which could be a heading, a list, a fence or a Gherkin step.
 */
function lineSafe(input: HandoffInput): HandoffInput {
  const brief: ComposerBrief = { ...input.brief };
  // Generic per key, so each field keeps its own type through oneLineValue.
  const lineSafeField = <K extends keyof ComposerBrief>(key: K) => {
    brief[key] = oneLineValue(input.brief[key]);
  };
  for (const key of Object.keys(brief) as (keyof ComposerBrief)[]) if (key !== 'problemStatement') lineSafeField(key);
  const items = input.graph.items.map((item) => ({
    ...item,
    title: oneLine(item.title),
    statement: oneLine(item.statement),
    fields: Object.fromEntries(Object.entries(item.fields).map(([key, value]) => [key, oneLineValue(value)])) as ItemFields,
  }));
  return { ...input, brief, graph: { ...input.graph, items } };
}

export class HandoffView {
  readonly input: HandoffInput;
  readonly byId: Map<string, SpecItem>;
  readonly stories: Story[];
  readonly tasks: SpecItem[];

  constructor(input: HandoffInput) {
    this.input = lineSafe(input);
    const { graph } = this.input;
    this.byId = itemById(graph);
    const active = (ids: string[]) => ids.map((id) => this.byId.get(id)).filter((i): i is SpecItem => !!i && i.status === 'active');
    const frs = itemsOf(graph, 'requirement');
    this.stories = frs
      .map((fr) => ({
        fr,
        criteria: active(linked(fr, 'verified_by')).sort((a, b) => compareIds(a.id, b.id)),
        personas: active(linked(fr, 'serves')),
        journeys: linkedFrom(graph, fr.id, 'needs').filter((j) => j.kind === 'journey'),
        tasks: active(linked(fr, 'built_by')),
        priority: priorities[String(fr.fields.priority ?? 'Must')] ?? 'P3',
      }))
      .sort((a, b) => a.priority.localeCompare(b.priority))
      .map((s, i) => ({ ...s, n: i + 1 }));
    // Schedule order: by start date, then by id (a graph without dates keeps id order).
    this.tasks = itemsOf(graph, 'task').sort((a, b) => String(a.fields.start ?? '').localeCompare(String(b.fields.start ?? '')) || compareIds(a.id, b.id));
    if (!this.tasks.length) this.tasks = this.buildTasks();
  }

  /**
   * A graph without a plan (a model that wrote no tasks) still hands over work: one build task
   * per requirement, `T-FR-1` …, so every task list and build order has something true to say.
   */
  private buildTasks(): SpecItem[] {
    return this.stories.map((s) => {
      const task: SpecItem = {
        id: `T-${s.fr.id}`,
        kind: 'task',
        title: `Build ${s.fr.id}: ${s.fr.title}`,
        statement: `API, screens and automated tests for the acceptance criteria of ${s.fr.id}.`,
        status: 'active',
        source: 'derived',
        fields: { role: 'feature' },
        links: [],
      };
      s.tasks = [task];
      return task;
    });
  }

  of(kind: SpecItem['kind']): SpecItem[] {
    return itemsOf(this.input.graph, kind);
  }

  item(id: string): SpecItem | undefined {
    return this.byId.get(id);
  }

  /** Who a requirement serves, as the subject of a sentence: "busy parents … and …" or "users". */
  who(story: Story): string {
    if (story.personas.length) return joinAnd(story.personas.map((p) => lowerFirst(p.title)));
    return canClause(story.fr.statement)?.who ?? 'users';
  }

  /** One of them, for "As a …": "a busy parent with two or more kids or a health-conscious couple". */
  asOne(story: Story): string {
    if (story.personas.length) return story.personas.map((p) => lowerFirst(oneOf(p.title))).join(' or ');
    const who = canClause(story.fr.statement)?.who;
    return who ? lowerFirst(oneOf(who)) : 'a user';
  }

  /** What the requirement lets people do ("use the weekly meal planner"), from its fields or its "… can …" statement. */
  action(story: Story): string | null {
    const a = story.fr.fields.action;
    if (typeof a === 'string' && a.trim()) return a.trim();
    return canClause(story.fr.statement)?.action ?? null;
  }

  /** "System MUST let busy parents … use the weekly meal planner." */
  mustStatement(story: Story): string {
    const action = this.action(story);
    return action ? `System MUST let ${this.who(story)} ${action}.` : `System MUST satisfy: ${sentence(story.fr.statement)}`;
  }

  benefit(story: Story): string | null {
    const b = story.fr.fields.benefit;
    return typeof b === 'string' && b.trim() ? b.trim().replace(/\.$/, '') : null;
  }

  storyFor(frId: string): Story | undefined {
    return this.stories.find((s) => s.fr.id === frId);
  }

  /** The requirements a task builds (the reverse of `built_by`). */
  requirementsOf(task: SpecItem): Story[] {
    return this.stories.filter((s) => s.tasks.some((t) => t.id === task.id));
  }

  dependencies(task: SpecItem): SpecItem[] {
    return linked(task, 'depends_on')
      .map((id) => this.byId.get(id))
      .filter((t): t is SpecItem => !!t && t.status === 'active');
  }

  dependents(task: SpecItem): SpecItem[] {
    return linkedFrom(this.input.graph, task.id, 'depends_on').filter((t) => t.kind === 'task');
  }

  /** The decision for an area ("Backend", "Database" …), if the spec made one. */
  decision(area: string): SpecItem | undefined {
    return this.of('decision').find((d) => d.fields.area === area);
  }

  choice(d: SpecItem): string {
    return String(d.fields.choice ?? d.title);
  }

  /** Requirements a task touches beyond building them: the journeys, metrics, entities, NFRs it concerns. */
  touchedRequirements(task: SpecItem): Story[] {
    const ids = new Set<string>();
    for (const to of [...linked(task, 'concerns'), ...linked(task, 'uses'), ...linked(task, 'integrates')]) {
      const item = this.byId.get(to);
      if (!item) continue;
      if (item.kind === 'requirement') ids.add(item.id);
      if (item.kind === 'journey') linked(item, 'needs').forEach((id) => ids.add(id));
      if (item.kind === 'metric' || item.kind === 'entity' || item.kind === 'integration') {
        const kind = item.kind === 'metric' ? 'measured_by' : 'uses';
        linkedFrom(this.input.graph, item.id, kind).forEach((r) => r.kind === 'requirement' && ids.add(r.id));
      }
    }
    return this.stories.filter((s) => ids.has(s.fr.id));
  }

  /**
   * The requirements a task serves: those it builds or touches, else those of the tasks that
   * depend on it (a setup task serves what it enables); the last task (launch) serves them all.
   * A task that verifies NFRs only serves those.
   */
  servedRequirements(task: SpecItem): Story[] {
    const direct = [...this.requirementsOf(task), ...this.touchedRequirements(task)];
    if (direct.length) return uniqueStories(direct);
    if (this.nfrsOf(task).length) return [];
    const dependents = this.dependents(task);
    if (!dependents.length) return this.stories;
    return uniqueStories(dependents.flatMap((t) => this.servedRequirements(t)));
  }

  /** NFRs a task verifies. */
  nfrsOf(task: SpecItem): SpecItem[] {
    return linked(task, 'concerns')
      .map((id) => this.byId.get(id))
      .filter((i): i is SpecItem => !!i && i.kind === 'nfr' && i.status === 'active');
  }

  openQuestions(): SpecItem[] {
    return this.of('question').filter((q) => q.fields.resolved !== true);
  }

  /** "2 days, 2026-01-05 → 2026-01-06" from a task's fields, or null when it has none. */
  schedule(task: SpecItem): string | null {
    const days = task.fields.estimateDays;
    const { start, end } = task.fields;
    const parts = [typeof days === 'number' ? `${days} day${days === 1 ? '' : 's'}` : null, start && end ? `${String(start)} → ${String(end)}` : null];
    return parts.filter(Boolean).join(', ') || null;
  }

  milestoneOf(task: SpecItem): SpecItem | undefined {
    return linked(task, 'due_in')
      .map((id) => this.byId.get(id))
      .find((m) => m?.kind === 'milestone');
  }
}

/** "Patients can book a slot." → who "patients", action "book a slot". */
function canClause(statement: string): { who: string; action: string } | null {
  const m = /^(.+?) (?:can|must be able to) (.+?)\.?$/.exec(statement.trim());
  return m ? { who: lowerFirst(m[1]!), action: m[2]! } : null;
}

function uniqueStories(list: Story[]): Story[] {
  return [...new Map(list.map((s) => [s.fr.id, s])).values()].sort((a, b) => a.n - b.n);
}

/** A criterion's Given/When/Then, from its fields or parsed from its statement. */
export function gwt(ac: SpecItem): { given: string; when: string; then: string } | null {
  const { given, when, then } = ac.fields;
  if (typeof given === 'string' && typeof when === 'string' && typeof then === 'string') return { given, when, then: then.replace(/\.$/, '') };
  const m = /^given (.+?),? when (.+?),? then (.+?)\.?$/i.exec(ac.statement.trim());
  return m ? { given: m[1]!, when: m[2]!, then: m[3]! } : null;
}

/** A criterion about a failure or an absence (EARS "unwanted behaviour": IF … THEN …). */
export function isUnwanted(given: string): boolean {
  return /\b(missing|invalid|fails?|failed|error|nothing|empty|expired|denied|off|offline|not|no|without|lost)\b/i.test(given);
}
