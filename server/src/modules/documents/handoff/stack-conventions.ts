import type { SpecItem } from '../../spec/graph.js';
import type { HandoffView } from './handoff-model.js';
import { sourceDirs } from './speckit-plan.js';
import { taskPaths, type Toolchain, toolchains } from './stack-conventions.data.js';

/** One deployable part of the plan: its folder, its stack decision and that stack's toolchain. */
export interface Part {
  dir: string;
  what: string;
  decision?: SpecItem;
  toolchain?: Toolchain;
}

export function toolchainFor(choice: string): Toolchain | undefined {
  return toolchains.find((t) => new RegExp(t.match, 'i').test(choice));
}

/** The backend and each client, with the toolchain of the stack the spec chose for it. */
export function parts(v: HandoffView): Part[] {
  const dirs = sourceDirs(v);
  const areaOf: Record<string, string> = { web: 'Web client', mobile: 'Mobile client' };
  const list = [{ dir: dirs.backend, what: 'API', area: 'Backend' }, ...dirs.clients.map((c) => ({ ...c, area: areaOf[c.dir]! }))];
  return list.map(({ dir, what, area }) => {
    const decision = v.decision(area);
    const toolchain = decision ? toolchainFor(v.choice(decision)) : undefined;
    return { dir, what, ...(decision ? { decision } : {}), ...(toolchain ? { toolchain } : {}) };
  });
}

/** The folder or file a task outside the user stories works in (stack-conventions.data.ts). */
export function taskPath(v: HandoffView, task: SpecItem): string {
  const dirs = sourceDirs(v);
  const web = dirs.clients.find((c) => c.dir === 'web')?.dir;
  const mobile = dirs.clients.find((c) => c.dir === 'mobile')?.dir;
  const folders: Record<string, string> = { backend: dirs.backend, web: web ?? mobile ?? dirs.backend, mobile: mobile ?? web ?? dirs.backend, client: web ?? mobile ?? dirs.backend };
  const rule = taskPaths.find((r) => r.match && new RegExp(r.match, 'i').test(task.title)) ?? taskPaths.find((r) => r.role && r.role === task.fields.role) ?? { path: `${dirs.backend}/src/` };
  return rule.path.replace(/\{(\w+)\}/g, (_, key: string) => folders[key] ?? dirs.backend);
}

/** The file the test of one acceptance criterion goes in: the backend toolchain's convention. */
export function criterionTestFile(v: HandoffView, module: string, criterionId: string): string {
  const backend = parts(v)[0]!;
  const n = criterionId.replace(/^AC-/, '').replace(/\./g, '_');
  const tokens: Record<string, string> = {
    module,
    module_snake: module.replace(/-/g, '_'),
    ac: `ac-${n.replace(/_/g, '-')}`,
    ac_snake: `ac_${n}`,
    AcPascal: `Ac${n}`,
  };
  const template = backend.toolchain?.testFile ?? 'tests/{module}/{ac}.test';
  return `${backend.dir}/${template.replace(/\{(\w+)\}/g, (_, key: string) => tokens[key] ?? key)}`;
}
