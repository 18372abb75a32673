import { type ComposerBrief, wantsRecommendation } from '../brief.js';
import { type DocumentDraft, section } from '../assemble.js';
import { nfrApproach } from './nfr-approach.js';
import { runsOnDevice } from '../planner/integration-catalogue.js';
import { toPlural } from '../reader/inflect.js';
import { lexicon } from '../reader/lexicon.js';
import { bullets, mermaidLabel, quote, sentence } from '../text.js';
import type { DataEntity, PlanStructured, PrdStructured } from '../types.js';

export interface Component {
  id: string;
  name: string;
  technology: string;
  responsibility: string;
}

function components(brief: ComposerBrief, prd: PrdStructured, plan: PlanStructured): Component[] {
  const tech = (area: string, fallback: string) => plan.stack.find((s) => s.area === area)?.choice ?? fallback;
  const out: Component[] = [];
  const clients = plan.stack.filter((s) => s.area.endsWith('client'));
  if (clients.length) clients.forEach((c, i) => out.push({ id: `client${i + 1}`, name: c.area, technology: c.choice, responsibility: 'Screens of the user journeys; talks only to the API.' }));
  else out.push({ id: 'client1', name: `Client (${brief.platforms.join(', ') || 'Web'})`, technology: 'per the tech stack', responsibility: 'Screens of the user journeys; talks only to the API.' });
  out.push({ id: 'api', name: 'API service', technology: tech('Backend', 'per the tech stack'), responsibility: `Business rules for ${prd.requirements.map((r) => r.id).join(', ')}, authorisation on every request.` });
  out.push({ id: 'db', name: 'Database', technology: tech('Database', tech('Data', 'PostgreSQL')), responsibility: 'System of record; migrations versioned with the code.' });
  if (plan.stack.some((s) => s.area === 'Cache and queue')) out.push({ id: 'cache', name: 'Cache and queue', technology: tech('Cache and queue', 'Redis'), responsibility: 'Hot reads and background job queue.' });
  if (plan.integrations.some((i) => !runsOnDevice(i.choice))) {
    out.push({ id: 'worker', name: 'Background worker', technology: 'same code base as the API', responsibility: 'Calls to third parties, notifications and retries, off the request path.' });
  }
  if (prd.requirements.some((r) => /\b(upload|photos?|images?|videos?|files?|attachments?)\b/i.test(r.title)))
    out.push({ id: 'storage', name: 'Object storage', technology: 'S3-compatible bucket', responsibility: 'Uploaded files, served through signed URLs.' });
  // A device-side service (card reader SDK, Bluetooth meter, label printer) is driven by the apps, not the server.
  plan.integrations.forEach((i, n) => out.push({ id: `ext${n + 1}`, name: i.choice, technology: runsOnDevice(i.choice) ? 'on the device, from each client app' : 'external service', responsibility: i.rationale }));
  return out;
}

function componentDiagram(list: Component[]): string {
  const lines = ['flowchart LR', '  user((User))'];
  for (const c of list) lines.push(`  ${c.id}[${mermaidLabel(c.name)}]`);
  for (const c of list) {
    if (c.id.startsWith('client')) lines.push(`  user --> ${c.id}`, `  ${c.id} --> api`);
    else if (c.id === 'db' || c.id === 'cache' || c.id === 'storage') lines.push(`  api --> ${c.id}`);
    else if (c.id === 'worker') lines.push('  api --> worker', '  worker --> db');
    else if (c.id.startsWith('ext') && runsOnDevice(c.name)) lines.push(...list.filter((x) => x.id.startsWith('client')).map((x) => `  ${x.id} --> ${c.id}`));
    else if (c.id.startsWith('ext')) lines.push(`  ${list.some((x) => x.id === 'worker') ? 'worker' : 'api'} --> ${c.id}`);
  }
  return lines.join('\n');
}

/** "the app connects to the pump meter", "FuelDock sends the receipt": a step the product does, not the person. */
function productDoes(step: string, projectName: string): boolean {
  const subject = /^(?:then\s+)?(?:the|our)\s+([a-z]+)\b/i.exec(step)?.[1]?.toLowerCase();
  return (!!subject && lexicon.selfNouns.has(subject)) || (!!projectName && step.toLowerCase().startsWith(`${projectName.toLowerCase()} `));
}

function sequenceDiagram(prd: PrdStructured, projectName: string): string {
  const j = prd.journeys[0];
  const lines = ['sequenceDiagram', '  actor U as User', '  participant C as Client', '  participant A as API', '  participant D as Database'];
  for (const step of j?.steps ?? []) {
    // The product's own step starts in the client; only a person's step starts with the user.
    if (productDoes(step, projectName)) lines.push(`  C->>A: ${mermaidLabel(step, 60)}`, '  A->>D: read / write', '  A-->>C: result', '  C-->>U: updated screen');
    else lines.push(`  U->>C: ${mermaidLabel(step, 60)}`, '  C->>A: request (validated, authorised)', '  A->>D: read / write', '  A-->>C: result', '  C-->>U: updated screen');
  }
  return lines.join('\n');
}

function erDiagram(entities: DataEntity[]): string {
  const type = (f: string) => (/At$|^at$|^period/.test(f) ? 'datetime' : /^(amount|size|value)$/.test(f) ? 'number' : 'string');
  const lines = ['erDiagram'];
  const names = new Set(entities.map((e) => e.name));
  for (const e of entities) {
    for (const r of e.relations) if (names.has(r)) lines.push(`  ${r} ||--o{ ${e.name} : has`);
  }
  for (const e of entities) lines.push(`  ${e.name} {`, ...e.fields.map((f) => `    ${type(f)} ${f}${f === 'id' ? ' PK' : ''}`), '  }');
  return lines.join('\n');
}

const internal = new Set(['AuditLog', 'SearchIndexEntry', 'Session', 'MetricSnapshot']);

/** "TaxReturn" → "tax-returns", "Criterion" → "criteria", "Person" → "people": the last word takes the English plural. */
function pluralPath(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split('-');
  return [...words.slice(0, -1), toPlural(words.at(-1)!)].join('-');
}

function apiSurface(plan: PlanStructured): string[] {
  const out: string[] = [];
  for (const e of plan.entities) {
    // Internal tables are written by the system, never through a public resource.
    if (internal.has(e.name)) continue;
    const path = e.name === 'User' ? '/api/me' : `/api/${pluralPath(e.name)}`;
    out.push(e.name === 'User' ? `\`GET /api/me\`, \`PATCH /api/me\`, \`DELETE /api/me\` — profile, data export and deletion` : `\`GET ${path}\`, \`POST ${path}\`, \`GET|PATCH|DELETE ${path}/{id}\` — ${e.frIds.join(', ') || 'used by the setup tasks'}`);
  }
  out.push('All list endpoints are paginated (cursor), every write accepts an idempotency key, errors use one JSON shape with a stable code.');
  return [...new Set(out)];
}

export function draftTechnicalArchitecture(brief: ComposerBrief, prd: PrdStructured, plan: PlanStructured): DocumentDraft<{ components: Component[]; diagrams: { components: string; sequence: string; data: string } }> {
  const list = components(brief, prd, plan);
  const diagrams = { components: componentDiagram(list), sequence: sequenceDiagram(prd, brief.projectName), data: erDiagram(plan.entities) };
  const userStack = plan.stack.filter((s) => s.source === 'user').map((s) => s.choice);
  const sections = [
    section(
      'overview',
      'Overview',
      [
        `${sentence(`${brief.projectName || 'The product'}${brief.projectDescription ? ` — ${brief.projectDescription}` : ''}`)} Performance level ${brief.performanceExpectations}; clients for ${brief.platforms.join(', ') || 'the web'}.`,
        userStack.length ? `Technologies you chose: ${userStack.join(', ')}.` : 'The technologies are the ones recommended in the implementation plan.',
        brief.technicalConstraints && !wantsRecommendation(brief.technicalConstraints) ? `Constraints the design respects:\n\n${quote(brief.technicalConstraints)}` : `Constraints: ${plan.constraints.map((c) => c.choice).join('; ') || 'none stated'}.`,
      ].join('\n\n'),
    ),
    section('components', 'Components', bullets(list.map((c) => `**${c.name}** (${c.technology}): ${c.responsibility}`)), { components: list }),
    section('diagrams', 'Diagrams', ['### Component diagram', `\`\`\`mermaid\n${diagrams.components}\n\`\`\``, `### Main request path (${prd.journeys[0]?.id ?? 'UJ-1'})`, `\`\`\`mermaid\n${diagrams.sequence}\n\`\`\``].join('\n\n'), { diagrams }),
    section(
      'data_model',
      'Data model',
      `\`\`\`mermaid\n${diagrams.data}\n\`\`\`\n\nEvery table has created/updated timestamps. A table with a person column (the owner, or a role such as the one who submitted it) belongs to that person and access is checked against it on every request; a table without one is shared by everyone allowed to see it, and whose it is stays an open question until the brief says.`,
    ),
    section('api_surface', 'API surface', bullets(apiSurface(plan))),
    section('nfrs', 'How the non-functional requirements are met', bullets(prd.nfrs.map((n) => `**${n.id} (${n.category})** ${n.statement}\n  - How: ${nfrApproach(n, brief, plan)}`)), {
      nfrs: prd.nfrs.map((n) => ({ id: n.id, approach: nfrApproach(n, brief, plan) })),
    }),
    section(
      'security_compliance',
      'Security and compliance',
      [
        brief.securityConcerns && !wantsRecommendation(brief.securityConcerns) ? quote(brief.securityConcerns) : plan.security.map((s) => `${s.choice}. ${s.rationale}`).join('\n\n'),
        brief.compliance.length
          ? `Compliance scope: ${brief.compliance.join(', ')}; see ${prd.nfrs
              .filter((n) => n.category === 'Compliance')
              .map((n) => n.id)
              .join(', ')}.`
          : 'No regulatory scope was stated.',
      ].join('\n\n'),
    ),
    section(
      'evolution',
      'Evolution',
      [brief.futureEvolution ? quote(brief.futureEvolution) : '_No future direction was described._', 'The modular structure lets a module with its own load profile become a separate service later, behind the same API contract.'].join('\n\n'),
    ),
  ];
  return { title: `Technical Architecture: ${brief.projectName || 'Untitled project'}`, sections, extra: { components: list, diagrams } };
}
