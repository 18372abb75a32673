import { SECTION_FIELDS } from '@specforge/contracts/brief-options';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { expect } from 'vitest';
import type { Outcome, Transport } from '../../../test/auth-client.js';
import { createUser, GOOD_PASSWORD } from '../../../test/account-factories.js';
import { sampleInput } from '../../generation/composer/sample-brief.js';
import { ProjectClient } from '../../../test/project-client.js';

// GraphQL speaks camelCase; the aliases give its answers REST's snake_case names, so one scenario
// asserts the same shape over both transports.
export const SUMMARY_FIELDS = 'id project_id: projectId type title status version generator error progress current_section: currentSection generated_at: generatedAt created_at: createdAt updated_at: updatedAt';
export const DOCUMENT_FIELDS = `${SUMMARY_FIELDS} content structured`;

/** The sample brief, spread over the wizard sections as the wizard would save it. */
const sample: Record<string, unknown> = sampleInput;

/** Project, wizard and document operations over REST or GraphQL; `data` is unwrapped alike. */
export class DocumentClient extends ProjectClient {
  private async both(rest: () => Promise<Outcome>, gql: () => Promise<Outcome>): Promise<Outcome> {
    if (this.transport === 'graphql') return gql().then(asItems);
    const out = await rest();
    if (!out.ok) return out;
    const data = out.body.data;
    return { ...out, data: Array.isArray(data) ? { items: data } : (data as Outcome['data']) };
  }

  listDocuments(projectId: string): Promise<Outcome> {
    return this.both(
      () => this.rest('get', `/projects/${projectId}/documents`),
      () => this.gql(`query($id: ID!) { documents(projectId: $id) { ${SUMMARY_FIELDS} } }`, { id: projectId }),
    );
  }

  getDocument(id: string): Promise<Outcome> {
    return this.both(
      () => this.rest('get', `/documents/${id}`),
      () => this.gql(`query($id: ID!) { document(id: $id) { ${DOCUMENT_FIELDS} } }`, { id }),
    );
  }

  generate(projectId: string, type: string): Promise<Outcome> {
    return this.both(
      () => this.rest('post', `/projects/${projectId}/documents/${type}/generate`),
      () => this.gql(`mutation($id: ID!, $t: String!) { generateDocument(projectId: $id, type: $t) { ${SUMMARY_FIELDS} } }`, { id: projectId, t: type }),
    );
  }

  generateAll(projectId: string): Promise<Outcome> {
    return this.both(
      () => this.rest('post', `/projects/${projectId}/documents/generate`),
      () => this.gql(`mutation($id: ID!) { generateAllDocuments(projectId: $id) { ${SUMMARY_FIELDS} } }`, { id: projectId }),
    );
  }

  status(projectId: string): Promise<Outcome> {
    // REST has no per-document status path: the list carries the same per-document state.
    return this.gql(`query($id: ID!) { generationStatus(projectId: $id) { project_id: projectId active percent documents { ${SUMMARY_FIELDS} } } }`, {
      id: projectId,
    });
  }

  /** A project whose wizard holds the whole sample brief. */
  async projectWithBrief(name = 'MealMate'): Promise<string> {
    const created = await this.createProject({ name });
    expect(created.ok, JSON.stringify(created.body)).toBe(true);
    const id = created.data.id as string;
    const responses = Object.entries(SECTION_FIELDS).map(([section_id, keys]) => ({
      section_id,
      responses: Object.fromEntries(keys.filter((k) => k in sample).map((k) => [k, sample[k]])),
    }));
    const saved = await this.saveWizardBatch(id, responses);
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
    return id;
  }

  /** Polls the list until nothing of the project is queued or generating. */
  async settle(projectId: string, timeoutMs = 20_000): Promise<Record<string, unknown>[]> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const list = await this.listDocuments(projectId);
      // A refused poll is not an empty list. The answers that say "try again" (a rate limit; a
      // database connection not handed over within 3 s on an overloaded machine) are retried.
      if (!list.ok) {
        if ((list.status !== 429 && list.status !== 503) || Date.now() > until) throw new Error(`listing documents failed: ${list.status} ${JSON.stringify(list.body)}`);
        await new Promise((r) => setTimeout(r, 1_000 * Number(list.retryAfterHeader ?? 1)));
        continue;
      }
      const items = (list.data.items ?? []) as Record<string, unknown>[];
      if (!items.some((d) => d.status === 'queued' || d.status === 'generating')) return items;
      if (Date.now() > until) throw new Error(`generation did not settle: ${JSON.stringify(items.map((d) => [d.type, d.status]))}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function asItems(o: Outcome): Outcome {
  return o.ok && Array.isArray(o.data) ? { ...o, data: { items: o.data } } : o;
}

export async function documentClient(app: Express, orm: MikroORM, transport: Transport): Promise<{ c: DocumentClient; userId: string }> {
  const { user, email } = await createUser(orm);
  const c = new DocumentClient(app, transport);
  await c.signIn(email, GOOD_PASSWORD);
  return { c, userId: user.id };
}
