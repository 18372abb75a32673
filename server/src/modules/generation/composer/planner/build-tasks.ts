import { linked, type SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { catalogue } from '../catalogue/load.js';
import { effortFloorDays, reviewedPlatforms } from '../catalogue/effort-floor.js';
import { clientPlatforms, featureEstimate, raised, scaling, spread, taskPlaces, type Range } from './estimate.js';
import { constraintCapabilities, constraintClients } from './constraint-reading.js';
import { joinAnd } from '../text.js';
import { item } from './item.js';
import { runsOnDevice } from './integration-catalogue.js';
import { addDeliveryTasks, designEffort } from './delivery-tasks.js';
import { serviceName } from '../reader/read-shape.js';

/** Connecting a device-side service on one client platform: SDK set-up, pairing, permissions, disconnects. */
const deviceIntegrationEffort = { full: { low: 2, likely: 4, high: 8 }, quick: { low: 1, likely: 2, high: 4 } } as const;

/**
 * Tasks and milestones from the dependency graph: foundations first, each integration before the
 * features that use it, a feature after the earlier feature that introduces the things it works
 * on, then verification and launch. Every requirement is built by at least one task; tasks that
 * build no requirement say what they enable or verify (`role`).
 */

export interface TaskInputs {
  brief: ComposerBrief;
  personas: SpecItem[];
  journeys: SpecItem[];
  requirements: SpecItem[];
  /** The requirements' criteria: one a constraint adds carries the constraint's line (`fields.constraint`). */
  criteria: SpecItem[];
  nfrs: SpecItem[];
  metrics: SpecItem[];
  entities: SpecItem[];
  integrations: SpecItem[];
  decisions: SpecItem[];
  /** Entity ids each requirement works on (build-entities.ts). */
  workedOn: Map<string, string[]>;
}

// "Sign up for open shifts" or "register for a class" enrols in something; it is not the account.
const accountWords = /\b(?:sign[- ]?(?:up|in)(?!\s+(?:for|to)\b)|log[- ]?in|account|registration|register(?!\s+(?:for|to)\b)|onboarding)\b/i;
// "Put fuel on their marina account", "charge drinks to the club account": an account after a
// preposition is where something is booked (a ledger), not the sign-in the feature is about.
const bookedToAccount = /\b(?:on|onto|to|into|from|against|off|in)\s+(?:(?:the|their|his|her|its|our|your|my|a|an)\s+)?(?:(?!(?:on|onto|to|into|from|against|off|in)\b)[\w'’-]+\s+){0,2}accounts?\b/gi;

/** The feature about people's accounts (sign-up, sign-in, registration), not one that books to an account. */
export function isAccountFeature(title: string): boolean {
  return accountWords.test(title.replace(bookedToAccount, ' '));
}

export { constraintCapabilities } from './constraint-reading.js';

/** Verbs that bring a thing into the product: the feature that uses one on a thing is built first. */
const producerVerb = /^(?:create|add|publish|post|list|upload|log|record|register|enter|import|set up|schedule|define|write|submit|propose|make|plan|invite|configure|capture|scan|build)\b/i;

/**
 * The order features are built in. Each thing a feature works on is introduced by the first
 * feature that produces it ("Coordinators publish shifts" before "Volunteers sign up for shifts"),
 * else by the first that works on it; a feature comes after the introducers of its things. Ties,
 * and any circle, fall back to the brief's order; the account feature always goes first.
 */
export function buildOrder(requirements: SpecItem[], accountFr: SpecItem | undefined, workedOn: Map<string, string[]>): { order: SpecItem[]; introducer: Map<string, string>; needs: Map<string, Set<string>> } {
  const ranked = accountFr ? [accountFr, ...requirements.filter((r) => r !== accountFr)] : requirements;
  // "Export approved awards" needs the approval feature first: a state a capability gives (catalogue `states`).
  const giver = new Map<string, string[]>();
  for (const c of catalogue())
    for (const s of c.states)
      giver.set(
        s,
        ranked.filter((r) => r.fields.capability === c.id).map((r) => r.id),
      );
  const stateNeeds = new Map(
    ranked.map((r) => [
      r.id,
      new Set(
        r.title
          .toLowerCase()
          .split(/[^a-z-]+/)
          .flatMap((w) => (giver.get(w) ?? []).filter((id) => id !== r.id)),
      ),
    ]),
  );
  // A feature that works on things in a given state ("pay for approved trips") never introduces them.
  const introducer = new Map<string, string>();
  const produces = (r: SpecItem) => producerVerb.test(String(r.fields.action ?? ''));
  const consumes = (r: SpecItem) => stateNeeds.get(r.id)!.size > 0;
  for (const r of [...ranked.filter(produces), ...ranked.filter((r) => !consumes(r)), ...ranked]) {
    for (const e of workedOn.get(r.id) ?? []) if (!introducer.has(e)) introducer.set(e, r.id);
  }
  const needs = new Map(ranked.map((r) => [r.id, new Set([...(workedOn.get(r.id) ?? []).map((e) => introducer.get(e)!).filter((id) => id !== r.id), ...stateNeeds.get(r.id)!])]));
  const order: SpecItem[] = [];
  const left = [...ranked];
  while (left.length) {
    const done = new Set(order.map((r) => r.id));
    const next = left.find((r) => r === accountFr || [...needs.get(r.id)!].every((id) => done.has(id))) ?? left[0]!;
    order.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return { order, introducer, needs };
}

export function buildTasks(x: TaskInputs): { tasks: SpecItem[]; milestones: SpecItem[] } {
  const quick = x.brief.projectScope === 'quickTest';
  const tasks: SpecItem[] = [];
  const add = (title: string, statement: string, est: number | Range, role: string, milestone: string, deps: string[]): SpecItem => {
    const estimateRange = typeof est === 'number' ? spread(est) : est;
    const estimateDays = Math.max(1, Math.round(estimateRange.likely));
    const t = item(`T-${tasks.length + 1}`, 'task', title, statement, 'derived', { estimateDays, estimateRange, role, status: 'todo' }, [...deps.map((d): ['depends_on', string] => ['depends_on', d]), ['due_in', milestone]]);
    tasks.push(t);
    return t;
  };
  const hosting = x.decisions.find((d) => d.fields.area === 'Hosting')?.fields.choice ?? 'the chosen hosting';
  const repo = add('Repository, CI pipeline and environments', `Set up the repository, CI and staging/production environments on ${String(hosting)}.`, quick ? 1 : 2, 'setup', 'M-1', []);
  const names = x.entities.map((e) => e.title);
  const data = add('Data model and migrations', `Create ${names.join(', ')} with migrations and seed data.`, 2 + Math.ceil(names.length / 3), 'setup', 'M-1', [repo.id]);
  for (const e of x.entities) data.links.push({ kind: 'uses', to: e.id });
  const clients = clientPlatforms(x.brief);
  // Each client platform is its own build: its own shell, navigation and release pipeline.
  const shells = clients.map((p) => add(`App shell and design system on ${p}`, `Navigation, layout and the shared components every ${p} screen uses.`, quick ? { low: 1, likely: 2, high: 3 } : { low: 2, likely: 3, high: 5 }, 'setup', 'M-1', [repo.id]));
  const base = [data.id, ...shells.map((t) => t.id)];
  // Technical constraints bend the design: each one the catalogue recognises brings its tasks; the rest are asked about.
  const constraintMatches = constraintCapabilities(x.brief);
  const offline = constraintMatches.some((c) => c.match.capability.id === 'offline-sync');
  // Offline work on the device the constraint names ("the technician's iPad") makes only that client's screens harder.
  const k = scaling(x.brief, offline, offline ? constraintClients(x.brief, 'offline-sync') : []);
  const constraintTasks: string[] = [];
  const offlineLines = new Set(constraintMatches.filter((c) => c.match.capability.id === 'offline-sync').map((c) => c.line));
  const constrained = new Set(x.criteria.filter((c) => offlineLines.has(String(c.fields.constraint ?? ''))).map((c) => c.id));
  const offlineBent = new Set(x.requirements.filter((r) => linked(r, 'verified_by').some((id) => constrained.has(id))).map((r) => r.id));
  // One set of tasks per capability: a second sentence saying the same ("offline in the barn",
  // "syncs when back in range") is met by the same work.
  const builtFor = new Set<string>();
  // A constraint on signing in ("Court staff sign in with their Microsoft accounts") is met by the
  // accounts and sign-in task, when the plan builds one: not by a second set of account tasks.
  const accountsTask = !x.requirements.some((r) => isAccountFeature(r.title));
  const accountConstraints: { said: string; decisions: SpecItem[] }[] = [];
  for (const { line, field, match } of constraintMatches) {
    // The decision the brief states (its line) and the one the capability implies (its area).
    const implied = match.capability.affects ? `${match.capability.affects.decision.area}:` : null;
    const decisions = x.decisions.filter((d) => d.fields.area === 'Constraint' && (String(d.fields.choice).includes(line) || (implied && String(d.fields.choice).startsWith(implied))));
    const said = field === 'securityConcerns' ? 'the security concern' : 'the constraint';
    // The capability whose thing is the account (catalogue `object`), read with the account feature's own words.
    if (accountsTask && isAccountFeature(match.capability.object)) {
      accountConstraints.push({ said: `${said} "${line}"`, decisions });
      continue;
    }
    if (builtFor.has(match.capability.id)) continue;
    builtFor.add(match.capability.id);
    // Built on the clients the constraint names by their device ("the technician's iPad": iOS), else on every one.
    const on = constraintClients(x.brief, match.capability.id);
    for (const ct of match.capability.tasks) {
      for (const where of taskPlaces(ct.on, on)) {
        const t = add(`${ct.title}${ct.on !== 'server' ? ` on ${where}` : ''}`, `Required by ${said} "${line}" (${match.capability.name}).`, ct.effort, 'setup', 'M-2', [data.id, ...(ct.on !== 'server' ? [shells[clients.indexOf(where)]!.id] : [])]);
        for (const decision of decisions) t.links.push({ kind: 'concerns', to: decision.id });
        // The catalogue's own check for this task (task-done-when.ts falls back to the criteria).
        if (ct.doneWhen) t.fields.doneWhen = ct.doneWhen;
        constraintTasks.push(t.id);
      }
    }
  }
  const accountFr = x.requirements.find((r) => isAccountFeature(r.title));
  let accounts: SpecItem | undefined;
  if (!accountFr) {
    // Everyone who signs in has a role, whether or not the features name them.
    const roles = x.personas.length > 1 ? x.personas.map((p) => p.title) : [];
    const who = roles.length ? ` with the roles ${joinAnd(roles)}` : '';
    // Sessions and roles on the server once, the sign-in screens in every client app.
    const meets = accountConstraints.length ? ` It meets ${joinAnd([...new Set(accountConstraints.map((c) => c.said))])}.` : '';
    // Signed in through an identity provider (single sign-on), people have no password of ours to reset.
    const providers = x.integrations.filter((i) => i.fields.signIn).map((i) => serviceName(i.title));
    const how = providers.length ? `Sign-in through ${joinAnd(providers)}, sessions and roles (no password of ours to reset)` : 'Sign-up, sign-in, password reset and sessions';
    accounts = add(`Accounts and sign-in${who}`, `${how}, so every feature knows who the user is.${meets}`, 2 + clients.length, 'setup', 'M-1', [data.id, ...shells.map((t) => t.id)]);
    // Made from the persona list as a whole (its roles): a persona added or removed changes it.
    if (x.brief.userPersonas.length) accounts.source = 'brief:userPersonas';
    for (const d of new Set(accountConstraints.flatMap((c) => c.decisions))) accounts.links.push({ kind: 'concerns', to: d.id });
    base.push(accounts.id);
  }

  const must = new Set(x.requirements.filter((r) => r.fields.priority === 'Must').map((r) => r.id));
  const integrationTasks = new Map<string, SpecItem[]>();
  for (const i of x.integrations) {
    const users = x.requirements.filter((r) => linked(r, 'uses').includes(i.id));
    const purpose = i.fields.purpose ? String(i.fields.purpose) : 'purpose to be confirmed';
    // An identity provider (build-tech.ts `signIn`) is what the accounts task signs people in with: built before it.
    const signIn = !!i.fields.signIn && !!accounts;
    const unused = users.length || signIn ? '' : ' No requirement uses it yet: confirm it is needed before building this (see the open questions).';
    const milestone = signIn ? 'M-1' : users.some((u) => must.has(u.id)) || !users.length ? 'M-2' : 'M-3';
    const role = users.length || signIn ? 'integration' : 'setup';
    // A device-side service (a card reader SDK, a Bluetooth meter) is built in every client app on
    // real hardware: pairing, permissions and dropped connections differ per platform.
    const device = runsOnDevice(i.title);
    const where = device ? clients : [null];
    const connect = where.map((p) =>
      add(
        `Integrate ${i.title}${p ? ` on ${p}` : ''}`,
        device ? `Connect ${i.title} (${purpose}) in the ${p} app, on the real device, with a clear state when it is unavailable.${unused}` : `Connect ${i.title} (${purpose}) behind an adapter with timeouts, retries and a fallback.${unused}`,
        device ? (quick ? deviceIntegrationEffort.quick : deviceIntegrationEffort.full) : quick ? 2 : 3,
        role,
        milestone,
        [data.id, ...(p ? [shells[clients.indexOf(p)]!.id] : [])],
      ),
    );
    for (const t of connect) {
      t.links.push({ kind: 'integrates', to: i.id });
      if (signIn) accounts!.links.push({ kind: 'depends_on', to: t.id });
      for (const u of users) u.links.push({ kind: 'built_by', to: t.id });
    }
    integrationTasks.set(i.id, connect);
  }

  const built = new Map<string, SpecItem>();
  const { order, introducer, needs } = buildOrder(x.requirements, accountFr, x.workedOn);
  const capabilities = new Map(catalogue().map((c) => [c.id, c]));
  for (const fr of order) {
    const capability = capabilities.get(String(fr.fields.capability ?? '')) ?? null;
    const means = capabilities.get(String(fr.fields.means ?? '')) ?? null;
    const pattern = featureEstimate(capability, clients, k, means);
    // Never below what a reviewer would quote for its criteria, platforms and integrations (the
    // gate's floor), counting the integration tasks it is also built by.
    const uses = linked(fr, 'uses').filter((id) => integrationTasks.has(id));
    const connecting = uses.reduce((s, id) => s + integrationTasks.get(id)!.reduce((n, t) => n + Number((t.fields.estimateRange as Range).likely), 0), 0);
    const floor = effortFloorDays(linked(fr, 'verified_by').length, reviewedPlatforms(x.brief.platforms).length, uses.length) - connecting;
    const built0 = pattern.range.likely >= floor ? pattern : raised(pattern, floor);
    // Its screens designed, tried and handed over first (reviewed per-feature effort, delivery-work.json).
    const design = designEffort(quick, clients.length);
    const est = { range: { low: built0.range.low + design.low, likely: built0.range.likely + design.likely, high: built0.range.high + design.high }, breakdown: [`design ${design.likely} d`, ...built0.breakdown] };
    const deps = new Set(fr === accountFr ? [data.id, ...shells.map((t) => t.id)] : [...base, ...(accountFr ? [built.get(accountFr.id)!.id] : [])]);
    // A feature that must work offline (the constraint gave it its check) waits for the sync layer;
    // with no such check anywhere (a model's draft), every feature does.
    if (offline && (!offlineBent.size || offlineBent.has(fr.id))) for (const id of constraintTasks) deps.add(id);
    for (const i of linked(fr, 'uses')) for (const it of integrationTasks.get(i) ?? []) deps.add(it.id);
    for (const e of x.workedOn.get(fr.id) ?? []) {
      const from = built.get(introducer.get(e) ?? '');
      if (from) deps.add(from.id);
    }
    // And after the feature that gives a state it names ("approved awards" after the approval).
    for (const id of needs.get(fr.id) ?? []) {
      const from = built.get(id);
      if (from) deps.add(from.id);
    }
    const basis = capability ? `the ${capability.name} pattern${means ? `, with ${means.name} as its means` : ''}` : 'a wide default range (no catalogue pattern matches)';
    const t = add(
      `Build ${fr.id}: ${fr.title}`,
      `Design, API, screens on ${clients.join(', ')} and automated tests for the acceptance criteria of ${fr.id}. Likely effort: ${est.breakdown.join('; ')} (${basis}).`,
      est.range,
      'feature',
      must.has(fr.id) ? 'M-2' : 'M-3',
      [...deps],
    );
    fr.links.push({ kind: 'built_by', to: t.id });
    built.set(fr.id, t);
  }

  const featureTasks = [...built.values()].map((t) => t.id);
  const usability = add(
    `Usability test of ${x.journeys.map((j) => j.id).join(', ') || 'the key journeys'} with target users`,
    `Five target users per persona try the journeys; the top issues are fixed before launch.`,
    quick ? 2 : 3,
    'verification',
    'M-3',
    featureTasks,
  );
  for (const j of x.journeys) usability.links.push({ kind: 'concerns', to: j.id });
  const measured = x.metrics.map((m) => m.id);
  const analytics = add(`Analytics events for ${measured.join(', ')}`, 'Events and a dashboard so every success metric can be read from launch day.', 2, 'verification', 'M-3', featureTasks);
  for (const m of measured) analytics.links.push({ kind: 'concerns', to: m });
  const perfNfrs = x.nfrs.filter((n) => /Performance|Scalability|Availability/.test(String(n.fields.category)));
  const perf = add(`Performance and load test against ${perfNfrs.map((n) => n.id).join(', ')}`, 'Load test at the stated peak; fix what breaks the thresholds.', quick ? 1 : x.brief.performanceExpectations === 'High' ? 4 : 2, 'verification', 'M-4', [
    usability.id,
  ]);
  for (const n of perfNfrs) perf.links.push({ kind: 'concerns', to: n.id });
  const secNfrs = x.nfrs.filter((n) => /Security|Compliance/.test(String(n.fields.category)));
  const security = add(
    `Security and privacy review against ${secNfrs.map((n) => n.id).join(', ') || 'the baseline'}`,
    'Review against the security requirements and the compliance items; fix findings before launch.',
    quick ? 1 : x.brief.compliance.length ? 4 : 2,
    'verification',
    'M-4',
    [usability.id],
  );
  for (const n of secNfrs) security.links.push({ kind: 'concerns', to: n.id });
  // Every NFR is verified by some task: the ones the reviews above do not cover get their own check.
  const verifiers = [perf, security];
  for (const n of x.nfrs.filter((nfr) => !tasks.some((t) => linked(t, 'concerns').includes(nfr.id)))) {
    const accessibility = /Accessibility/i.test(String(n.fields.category)) || /WCAG|accessib/i.test(n.statement);
    const t = add(
      accessibility ? `Accessibility audit on ${clients.join(', ')} against ${n.id}` : `Verify ${n.id} (${String(n.fields.category)})`,
      `Check ${n.id} against its threshold (${String(n.fields.threshold ?? 'stated in the PRD')}) and fix what fails before launch.`,
      accessibility ? { low: 1, likely: 1 + clients.length, high: 2 + 2 * clients.length } : 2,
      'verification',
      'M-4',
      [usability.id],
    );
    t.links.push({ kind: 'concerns', to: n.id });
    verifiers.push(t);
  }
  const launch = add(quick ? 'Release to test users' : 'Beta, launch checklist and go-live', 'Ship to users once every verification task has passed.', 2, 'launch', 'M-4', [usability.id, analytics.id, ...verifiers.map((t) => t.id)]);
  addDeliveryTasks({ add, quick, clients, builds: [...built.values()], tested: usability, launch });

  const milestoneNames = ['Foundations ready', 'Must requirements work end to end', 'Feature complete and user-tested', 'Launch'];
  const milestones = milestoneNames.map((name, i) => item(`M-${i + 1}`, 'milestone', name, `${name}.`, 'derived', {})).filter((m) => tasks.some((t) => linked(t, 'due_in').includes(m.id)));
  return { tasks, milestones };
}
