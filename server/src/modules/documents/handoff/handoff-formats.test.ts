import { describe, expect, it } from 'vitest';
import { composeAll } from '../../generation/composer/index.js';
import { conformanceBriefs } from '../conformance/testing/briefs.js';
import { type HandoffInput, renderHandoff } from './index.js';

/**
 * The spec-kit (1.0 templates: spec-template.md, plan-template.md, tasks-template.md and the
 * /tasks and /clarify rules) and Kiro formats, section by section, for every conformance brief.
 */
const inputs = Object.entries(conformanceBriefs).map(([name, brief]) => {
  const all = composeAll(brief);
  const input: HandoffInput = { graph: all.prd.graph, brief, date: '2026-01-05', appUrl: 'https://specforge.example.com', documents: Object.values(all).map((d) => d.title) };
  return [name, input] as const;
});

const file = (input: HandoffInput, format: 'speckit' | 'kiro', name: string) => renderHandoff(format, input).find((f) => f.path.endsWith(`/${name}`))!.content;
const headings = (md: string) => md.split('\n').filter((l) => /^#{1,4} /.test(l));
const nfrIds = (input: HandoffInput) => input.graph.items.filter((i) => i.kind === 'nfr' && i.status === 'active').map((i) => i.id);

// spec-kit's checklist format: `- [ ] T001 [P] [US1] Description with file path`.
const TASK = /^- \[ \] (T\d{3})( \[P\])?( \[US\d+\])? (.+)$/;
const PATH = /(?:^|\s)(?:\.github|docs|[a-z]+\/(?:src|tests|test|Tests|internal|supabase))\/[\w./-]*/;

describe.each(inputs)('spec-kit export of the %s brief', (_name, input) => {
  const spec = file(input, 'speckit', 'spec.md');
  const plan = file(input, 'speckit', 'plan.md');
  const tasks = file(input, 'speckit', 'tasks.md');

  it("spec.md has the template's sections in order, item lines as `**FR-001**: …` and our ids in comments", () => {
    const h2 = headings(spec).filter((h) => h.startsWith('## '));
    expect(h2.filter((h) => !h.startsWith('## Clarifications'))).toEqual(['## User Scenarios & Testing *(mandatory)*', '## Requirements *(mandatory)*', '## Success Criteria *(mandatory)*', '## Assumptions']);
    const items = spec.split('\n').filter((l) => /^- \*\*(FR|NFR|SC)-/.test(l));
    expect(items.length).toBeGreaterThan(3);
    for (const l of items) expect(l).toMatch(/^- \*\*(FR|NFR|SC)-\d{3}\*\*: \S.* <!-- [A-Z]+-\d+(, Q-\d+)* -->$/);
    expect(spec).not.toMatch(/\*\*FR-\d{3}\*\* \(/);
    expect(spec).toMatch(/^\*\*Input\*\*: User description: "/m);
  });

  it('plan.md names the language and test tools of the chosen stack', () => {
    expect(plan).toMatch(/^\*\*Language\/Version\*\*: \S/m);
    expect(plan).toMatch(/^\*\*Testing\*\*: \S/m);
    expect(headings(plan)).toEqual(expect.arrayContaining(['## Summary', '## Technical Context', '## Project Structure', '### Documentation (this feature)', '### Source Code (repository root)']));
  });

  it('tasks.md: every task in the checklist format with a file path, numbered in file order, [USn] only in story phases', () => {
    const lines = tasks.split('\n').filter((l) => l.startsWith('- [ ] '));
    expect(lines.length).toBeGreaterThan(5);
    let phase = '';
    const seen: string[] = [];
    for (const l of tasks.split('\n')) {
      if (l.startsWith('## ')) phase = l;
      const m = TASK.exec(l);
      if (!l.startsWith('- [ ] ')) continue;
      expect(m, l).not.toBeNull();
      seen.push(m![1]!);
      expect(m![4], l).toMatch(PATH);
      expect(!!m![3], `${phase}: ${l}`).toBe(/User Story \d+/.test(phase));
    }
    expect(seen).toEqual(seen.map((_, i) => `T${String(i + 1).padStart(3, '0')}`));
  });

  it("tasks.md has the template's sections: path conventions, tests before implementation, parallel example, strategy, notes", () => {
    const h = headings(tasks);
    for (const required of ['## Format: `[ID] [P?] [Story] Description`', '## Path Conventions', '## Phase 1: Setup (Shared Infrastructure)', '## Dependencies & Execution Order', '### Phase Dependencies', '## Implementation Strategy', '## Notes'])
      expect(h).toContain(required);
    const stories = h.filter((x) => /^## Phase \d+: User Story/.test(x)).length;
    expect(h.filter((x) => /^### Implementation for User Story \d+$/.test(x))).toHaveLength(stories);
    const testsAt = h.findIndex((x) => x.startsWith('### Tests for User Story 1'));
    expect(testsAt).toBeGreaterThan(-1);
    expect(testsAt).toBeLessThan(h.indexOf('### Implementation for User Story 1'));
    if (input.graph.items.some((i) => i.kind === 'requirement' && i.links.filter((l) => l.kind === 'verified_by').length > 1)) expect(h.some((x) => x.startsWith('## Parallel Example: User Story'))).toBe(true);
  });

  it('every NFR is verified by a task', () => {
    for (const id of nfrIds(input))
      expect(
        tasks.split('\n').some((l) => l.startsWith('- [ ] ') && l.includes(id)),
        id,
      ).toBe(true);
  });
});

describe.each(inputs)('Kiro export of the %s brief', (_name, input) => {
  const requirements = file(input, 'kiro', 'requirements.md');
  const tasks = file(input, 'kiro', 'tasks.md');

  it('tasks refer to acceptance criteria (`_Requirements: 1.2, 3.1_`) that requirements.md defines, never to a whole requirement', () => {
    const defined = new Set<string>();
    let req = '';
    for (const l of requirements.split('\n')) {
      req = /^### Requirement (\d+):/.exec(l)?.[1] ?? req;
      const c = /^(\d+)\. /.exec(l)?.[1];
      if (req && c) defined.add(`${req}.${c}`);
    }
    const refs = tasks.split('\n').filter((l) => l.includes('_Requirements:'));
    expect(refs.length).toBeGreaterThan(3);
    for (const l of refs) {
      const list = /_Requirements: (.+)_$/.exec(l.trim())![1]!.split(', ');
      for (const r of list) {
        expect(r, l).toMatch(/^\d+\.\d+$/);
        expect(defined.has(r), `${r} in ${l}`).toBe(true);
      }
    }
  });

  it('every NFR is verified by a task', () => {
    for (const id of nfrIds(input))
      expect(
        tasks.split('\n').some((l) => /^- \[ \] \d+\. /.test(l) && l.includes(id)),
        id,
      ).toBe(true);
  });
});

describe('spec-kit clarifications', () => {
  const [, base] = inputs[0]!;
  const graph = {
    ...base.graph,
    items: [
      ...base.graph.items,
      { id: 'Q-90', kind: 'question' as const, title: 'Which reminder channel comes first?', statement: '', status: 'active' as const, source: 'derived', fields: { resolved: true, answer: 'Push, then e-mail', answeredAt: '2026-01-03T10:00:00Z' }, links: [] },
      { id: 'Q-91', kind: 'question' as const, title: 'Can a list be shared by link?', statement: '', status: 'active' as const, source: 'derived', fields: { resolved: true, answer: 'No, by invitation only' }, links: [] },
    ],
  };
  const spec = file({ ...base, graph }, 'speckit', 'spec.md');

  it('answered questions are sessions of `- Q: … → A: …` under `## Clarifications`, before the user scenarios; open ones stay NEEDS CLARIFICATION markers', () => {
    const lines = spec.split('\n');
    const at = lines.indexOf('## Clarifications');
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThan(lines.indexOf('## User Scenarios & Testing *(mandatory)*'));
    expect(lines).toContain('### Session 2026-01-03');
    expect(lines).toContain('- Q: Which reminder channel comes first? → A: Push, then e-mail <!-- Q-90 -->');
    expect(lines).toContain('### Session 2026-01-05');
    expect(lines).toContain('- Q: Can a list be shared by link? → A: No, by invitation only <!-- Q-91 -->');
    expect(spec).toContain('[NEEDS CLARIFICATION: ');
    expect(spec).not.toContain('[NEEDS CLARIFICATION: Which reminder channel');
  });

  it('a spec without answers has no Clarifications section', () => {
    expect(file(base, 'speckit', 'spec.md')).not.toContain('## Clarifications');
  });
});

describe.each(inputs)('AGENTS.md of the %s brief', (_name, input) => {
  const agents = renderHandoff('agents', input)[0]!.content;

  it('has the sections of the agents.md convention', () => {
    for (const h of ['## Project overview', '## Setup commands', '## Code style', '## Testing instructions', '## Commit and pull request instructions', '## Security considerations']) expect(headings(agents)).toContain(h);
  });

  it('its sample commit message cites the task that builds the requirement it names', () => {
    const [, taskId, frId] = /\(`(T-\d+): [^`]* \((FR-\d+)\)`\)/.exec(agents) ?? [];
    expect(taskId).toBeDefined();
    const fr = input.graph.items.find((i) => i.id === frId)!;
    expect(fr.links).toContainEqual({ kind: 'built_by', to: taskId });
    expect(input.graph.items.find((i) => i.id === taskId)?.fields.role).toBe('feature');
  });
});

describe('commands for the chosen stack', () => {
  const stackOf = (techStack: string[], backendChoice?: string) => {
    const brief = { ...conformanceBriefs.sample!, techStack };
    const { graph } = composeAll(brief).prd;
    // A graph a model wrote may name a backend no toolchain entry knows.
    const items = graph.items.map((i) => (backendChoice && i.kind === 'decision' && i.fields.area === 'Backend' ? { ...i, fields: { ...i.fields, choice: backendChoice } } : i));
    return renderHandoff('agents', { graph: { ...graph, items }, brief, date: '2026-01-05', appUrl: 'https://x.example', documents: [] })[0]!.content;
  };

  it('a Django backend gets pytest and ruff, a Go one go test, the recommended Node one npm', () => {
    const django = stackOf(['Django', 'PostgreSQL']);
    expect(django).toContain('- `backend/`: run `pytest` (pytest with pytest-django), then `ruff check .`.');
    expect(django).toContain('  - Install: `python -m venv .venv && . .venv/bin/activate && pip install -r requirements.txt`');
    expect(stackOf(['Go', 'PostgreSQL'])).toContain('- `backend/`: run `go test ./...`');
    expect(stackOf(['[AI_RECOMMEND]'])).toContain('- `backend/`: run `npm test`');
  });

  it('a stack with no known toolchain says so instead of guessing', () => {
    const elixir = stackOf(['[AI_RECOMMEND]'], 'Elixir with Phoenix');
    expect(elixir).toMatch(/- `backend\/`: the spec chose a stack \(AD-\d+\) Specforge has no commands for/);
    expect(elixir).not.toContain('- `backend/`: run');
  });
});
