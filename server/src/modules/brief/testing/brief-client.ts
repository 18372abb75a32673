import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import type { Outcome, Transport } from '../../../test/auth-client.js';
import { createUser, GOOD_PASSWORD } from '../../../test/account-factories.js';
import { DocumentClient } from '../../documents/testing/document-client.js';
import { BRIEF_FIELDS } from '../brief-draft.js';

type Body = Record<string, unknown>;

const BRIEF = `projectId version changedFields updatedAt ${BRIEF_FIELDS.join(' ')} featureDetails { feature actor trigger outcome rule failure } integrationUses { integration feature } teamSize`;

/** GraphQL's flat Brief in REST's shape, so one scenario asserts the same answer over both transports. */
function restShape(o: Outcome): Outcome {
  if (!o.ok) return o;
  const { projectId, version, changedFields, updatedAt, ...brief } = o.data as Body;
  return { ...o, data: { project_id: projectId, version, changed_fields: changedFields, brief, updated_at: updatedAt } };
}

/** Aliased to REST's field names, so one assertion holds over both transports. */
const UNDERSTANDING = 'project_id: projectId lines { key topic item_id: itemId subject understood values source evidence question correction choices field }';

/** The brief editor's operations (and the project, wizard and document ones) over REST or GraphQL. */
export class BriefClient extends DocumentClient {
  private async unwrap(out: Promise<Outcome>): Promise<Outcome> {
    const o = await out;
    if (!o.ok) return o;
    const data = o.body.data;
    return { ...o, data: Array.isArray(data) ? { items: data } : (data as Outcome['data']) };
  }

  getBrief(projectId: string): Promise<Outcome> {
    if (this.transport === 'rest') return this.unwrap(this.rest('get', `/projects/${projectId}/brief`));
    return this.gql(`query($id: ID!) { brief(projectId: $id) { ${BRIEF} } }`, { id: projectId }).then(restShape);
  }

  /** Saves a draft; `baseVersion` undefined sends none. */
  saveBrief(projectId: string, brief: Body, baseVersion?: number): Promise<Outcome> {
    if (this.transport === 'rest') {
      return this.unwrap(this.rest('put', `/projects/${projectId}/brief`, baseVersion === undefined ? brief : { ...brief, base_version: baseVersion }));
    }
    return this.gql(`mutation($id: ID!, $input: BriefInput!, $base: Int) { updateBrief(projectId: $id, input: $input, baseVersion: $base) { ${BRIEF} } }`, {
      id: projectId,
      input: brief,
      base: baseVersion,
    }).then(restShape);
  }

  /** "Here is what I understood" of the saved brief, in REST's shape (`project_id`, `lines[].item_id`). */
  understanding(projectId: string): Promise<Outcome> {
    if (this.transport === 'rest') return this.unwrap(this.rest('get', `/projects/${projectId}/brief/understanding`));
    return this.gql(`query($id: ID!) { briefUnderstanding(projectId: $id) { ${UNDERSTANDING} } }`, { id: projectId });
  }

  /** The same for a draft that is not saved. */
  understandingPreview(brief: Body): Promise<Outcome> {
    if (this.transport === 'rest') return this.unwrap(this.rest('post', '/briefs/understanding', brief));
    return this.gql(`query($b: JSONObject!) { briefUnderstandingPreview(brief: $b) { ${UNDERSTANDING} } }`, { b: brief });
  }

  briefVersions(projectId: string): Promise<Outcome> {
    if (this.transport === 'rest') return this.unwrap(this.rest('get', `/projects/${projectId}/brief/versions`));
    return this.gql('query($id: ID!) { briefVersions(projectId: $id) { version changed_fields: changedFields created_at: createdAt author { id name } } }', {
      id: projectId,
    }).then((o) => (o.ok ? { ...o, data: { items: Array.isArray(o.data) ? o.data : [] } } : o));
  }
}

export async function briefClient(app: Express, orm: MikroORM, transport: Transport): Promise<{ c: BriefClient; userId: string }> {
  const { user, email } = await createUser(orm);
  const c = new BriefClient(app, transport);
  await c.signIn(email, GOOD_PASSWORD);
  return { c, userId: user.id };
}
