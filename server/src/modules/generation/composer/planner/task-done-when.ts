import { linked, type SpecItem } from '../../../spec/graph.js';
import { joinAnd } from '../text.js';
import { runsOnDevice } from './integration-catalogue.js';
import { serviceName } from '../reader/read-shape.js';

/**
 * "Done when …" for every planned task: the check that closes it, from what the task is for (its
 * role and what it links to). A task that does not say how it is checked invites phantom
 * completions; the quality gate's task-unverified rule reads this field.
 */
export function doneWhen(task: SpecItem, byId: ReadonlyMap<string, SpecItem>): string {
  const role = String(task.fields.role ?? '');
  const concerns = linked(task, 'concerns')
    .map((id) => byId.get(id))
    .filter((x): x is SpecItem => !!x);
  const integrates = linked(task, 'integrates')
    .map((id) => byId.get(id)?.title)
    .filter(Boolean);
  // A device-side service is checked on the device, with the hardware or the vendor's test mode; it has no server sandbox.
  if (integrates.length && integrates.every((n) => runsOnDevice(n as string)))
    return `${joinAnd(integrates as string[])} ${integrates.length > 1 ? 'work' : 'works'} on a real device with the hardware or the vendor's test mode, and a test with it switched off or out of range shows the fallback.`;
  if (integrates.length) return `a call to ${joinAnd(integrates as string[])} from staging succeeds against its sandbox, and a test with the service timing out shows the fallback.`;
  if (role === 'feature') {
    const frs = [...byId.values()].filter((r) => r.kind === 'requirement' && linked(r, 'built_by').includes(task.id));
    const acs = frs.flatMap((r) => linked(r, 'verified_by'));
    return acs.length ? `${joinAnd(acs)} pass as automated tests in CI on every platform the task builds.` : `the outcome agreed for ${joinAnd(frs.map((r) => r.id))} is shown in a demo and covered by a test.`;
  }
  // Tasks from reviewed data (design, stabilisation, store release) carry the check their entry states.
  if (typeof task.fields.doneWhen === 'string' && task.fields.doneWhen) return task.fields.doneWhen;
  if (role === 'launch') return 'every verification task is closed, the launch checklist is signed off and the first users are on the production build.';
  if (role === 'verification') {
    const ids = concerns.map((c) => c.id);
    if (concerns.some((c) => c.kind === 'journey')) return `five target users per persona have tried ${joinAnd(ids)} and every issue that stopped one of them is fixed.`;
    if (concerns.some((c) => c.kind === 'metric')) return `${joinAnd(ids)} each show a value on the dashboard from test traffic on staging.`;
    return ids.length ? `the report attached to the task shows ${joinAnd(ids)} met at ${ids.length > 1 ? 'their thresholds' : 'its threshold'}, with no open high or critical finding.` : 'the report attached to the task shows no open high or critical finding.';
  }
  if (/^Repository/.test(task.title)) return 'a merge to main runs the checks and deploys to staging, and production deploys from the same pipeline.';
  if (/^Data model/.test(task.title)) return 'the migrations run on an empty database in CI and the seed data loads.';
  if (/^App shell/.test(task.title)) return 'the build starts on a test device in CI and every top-level screen opens from the navigation.';
  if (/^Accounts/.test(task.title)) {
    // Built on an identity provider (build-tech.ts `signIn`): signing in through it is part of the check.
    const providers = linked(task, 'depends_on')
      .flatMap((id) => linked(byId.get(id) ?? task, 'integrates'))
      .map((id) => byId.get(id))
      .filter((i): i is SpecItem => !!i?.fields.signIn)
      .map((i) => serviceName(i.title));
    // Under single sign-on there is no sign-up or password of ours: the provider's sign-in is the check.
    if (providers.length) return `signing in through ${joinAnd(providers)} works in its test environment, sign-out and sessions pass end-to-end tests, and each role is refused what it may not do.`;
    return 'sign-up, sign-in, password reset and sign-out pass end-to-end tests, and each role is refused what it may not do.';
  }
  // A constraint's task closes on the check its catalogue entry states; else on the criteria it adds.
  if (/^Required by the (?:constraint|security concern) /.test(task.statement)) return typeof task.fields.doneWhen === 'string' ? task.fields.doneWhen : 'the criteria the constraint adds to the affected features pass in CI.';
  return 'its result is shown in a demo and covered by an automated test.';
}
