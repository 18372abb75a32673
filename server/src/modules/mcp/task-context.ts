import { itemById, linked, linkedFrom, type SpecGraph, type SpecItem } from '../spec/graph.js';
import { taskStatusOf } from './spec-views.js';

/** The pack's budget: 4,000 tokens at 4 characters a token, whatever the spec's size. */
export const TASK_CONTEXT_MAX_TOKENS = 4000;
export const CHARS_PER_TOKEN = 4;
/** Room for the user-content note and the fence the tool wraps the pack in (mcp.server.ts). */
const FRAMING_CHARS = 200;
const MAX_CHARS = TASK_CONTEXT_MAX_TOKENS * CHARS_PER_TOKEN - FRAMING_CHARS;

export const estimateTokens = (text: string) => Math.ceil(text.length / CHARS_PER_TOKEN);

/**
 * Everything a coding agent needs to build one task, as Markdown: the task, the requirements it
 * builds with their acceptance criteria, the entities, decisions and integrations it touches, and
 * its dependencies' status. Parts are added in priority order; what does not fit the budget is
 * left out and a closing note says what (ids to fetch with get_spec_item).
 */
export function taskContext(graph: SpecGraph, taskId: string): { text: string; tokens: number; omitted: string[] } | null {
  const byId = itemById(graph);
  const task = byId.get(taskId);
  if (!task || task.kind !== 'task') return null;
  const get = (ids: string[]) => ids.map((id) => byId.get(id)).filter((i): i is SpecItem => !!i && i.status === 'active');
  const requirements = linkedFrom(graph, task.id, 'built_by').filter((r) => r.kind === 'requirement');
  const uses = new Set<string>([...linked(task, 'integrates'), ...requirements.flatMap((r) => linked(r, 'uses'))]);
  const touched = get([...uses]);
  const reqIds = new Set(requirements.map((r) => r.id));
  const decisions = graph.items.filter((d) => d.kind === 'decision' && d.status === 'active' && d.links.some((l) => l.kind === 'supports' && reqIds.has(l.to)));
  const deps = get(linked(task, 'depends_on'));
  const milestone = get(linked(task, 'due_in'))[0];

  const f = task.fields;
  const head = [
    `# ${task.id}: ${task.title}`,
    task.statement,
    `Status: ${taskStatusOf(task)}${f.note ? ` (note: ${String(f.note)})` : ''} · role: ${String(f.role ?? '?')} · estimate: ${String(f.estimateDays ?? '?')} d · ${String(f.start ?? '?')} → ${String(f.end ?? '?')}${f.critical ? ' · on the critical path' : ''}${milestone ? ` · milestone ${milestone.id} ${milestone.title}` : ''}`,
  ].join('\n');

  // Blocks in priority order; a block that does not fit is dropped whole and named in the note.
  const blocks: { label: string; ids: string[]; text: string }[] = [];
  if (deps.length) {
    blocks.push({ label: 'dependencies', ids: deps.map((d) => d.id), text: ['## Dependencies', ...deps.map((d) => `- ${d.id} ${d.title}: ${taskStatusOf(d)}`)].join('\n') });
  }
  for (const r of requirements) {
    const criteria = get(linked(r, 'verified_by'));
    const lines = [`## ${r.id}: ${r.title}`, r.statement, r.fields.priority ? `Priority: ${String(r.fields.priority)}` : '', 'Acceptance criteria:', ...criteria.map((c) => `- ${c.id}: ${c.statement}`)];
    blocks.push({ label: r.id, ids: [r.id], text: lines.filter(Boolean).join('\n') });
  }
  const briefList = (title: string, items: SpecItem[]) => [`## ${title}`, ...items.map((i) => `- ${i.id} ${i.title}${i.statement ? `: ${i.statement}` : ''}`)].join('\n');
  for (const [title, kind] of [
    ['Entities', 'entity'],
    ['Integrations', 'integration'],
  ] as const) {
    const items = touched.filter((i) => i.kind === kind);
    if (items.length) blocks.push({ label: title.toLowerCase(), ids: items.map((i) => i.id), text: briefList(title, items) });
  }
  if (decisions.length) blocks.push({ label: 'decisions', ids: decisions.map((d) => d.id), text: briefList('Decisions', decisions) });

  const NOTE_RESERVE = 600;
  const parts = [clip(head, MAX_CHARS - NOTE_RESERVE)];
  let used = parts[0]!.length;
  const omitted: string[] = [];
  let firstRequirement = true;
  for (const b of blocks) {
    const room = MAX_CHARS - NOTE_RESERVE - used - 2;
    const isRequirement = b.label.startsWith('FR-');
    if (b.text.length <= room) {
      parts.push(b.text);
      used += b.text.length + 2;
    } else if (isRequirement && firstRequirement && room > 200) {
      // The first requirement is the heart of the task: shortened rather than left out.
      parts.push(clip(b.text, room));
      used += room + 2;
      omitted.push(`${b.ids[0]!} (shortened)`);
    } else {
      omitted.push(...b.ids);
    }
    if (isRequirement) firstRequirement = false;
  }
  if (omitted.length) {
    const list = omitted.length > 40 ? `${omitted.slice(0, 40).join(', ')} and ${omitted.length - 40} more` : omitted.join(', ');
    parts.push(clip(`_Trimmed to stay within ${TASK_CONTEXT_MAX_TOKENS} tokens: ${list} left out; read them with get_spec_item._`, NOTE_RESERVE - 2));
  }
  const text = parts.join('\n\n');
  return { text, tokens: estimateTokens(text), omitted };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
