import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import request from 'supertest';
import type { Outcome, Transport } from '../../../test/auth-client.js';
import { createUser, GOOD_PASSWORD } from '../../../test/account-factories.js';
import { DOCUMENT_FIELDS, DocumentClient } from './document-client.js';

// Aliased to REST's names (GraphQL speaks camelCase) so scenarios compare both transports alike.
const VERSION_FIELDS = 'version source generator title created_at: createdAt created_by_name: createdByName';
const FILE_FIELDS = 'filename content_type: contentType content_base64: contentBase64 url';

export interface Download {
  ok: boolean;
  status: number;
  code?: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer;
}

/** Document editing operations over REST or GraphQL, answers unwrapped alike (lists as `data.items`). */
export class EditClient extends DocumentClient {
  private pick(rest: () => Promise<Outcome>, gql: () => Promise<Outcome>): Promise<Outcome> {
    return (this.transport === 'rest' ? rest() : gql()).then((o) => {
      if (!o.ok) return o;
      const data = this.transport === 'rest' ? o.body.data : o.data;
      return { ...o, data: (Array.isArray(data) ? { items: data } : data) as Outcome['data'] };
    });
  }

  /** The current document of a VERSION_CONFLICT (REST `current`, GraphQL `extensions.current`). */
  conflictCurrent(o: Outcome): Record<string, unknown> | undefined {
    if (this.transport === 'rest') return o.body.current as Record<string, unknown> | undefined;
    const errors = o.body.errors as { extensions: Record<string, unknown> }[] | undefined;
    return errors?.[0]?.extensions.current as Record<string, unknown> | undefined;
  }

  updateContent(id: string, content: string, baseVersion: number): Promise<Outcome> {
    return this.pick(
      () => this.rest('put', `/documents/${id}`, { content, base_version: baseVersion }),
      () =>
        this.gql(`mutation($id: ID!, $c: String!, $b: Int!) { updateDocumentContent(id: $id, content: $c, baseVersion: $b) { ${DOCUMENT_FIELDS} } }`, {
          id,
          c: content,
          b: baseVersion,
        }),
    );
  }

  versions(id: string): Promise<Outcome> {
    return this.pick(
      () => this.rest('get', `/documents/${id}/versions`),
      () => this.gql(`query($id: ID!) { documentVersions(documentId: $id) { ${VERSION_FIELDS} } }`, { id }),
    );
  }

  version(id: string, version: number): Promise<Outcome> {
    return this.pick(
      () => this.rest('get', `/documents/${id}/versions/${version}`),
      () => this.gql(`query($id: ID!, $v: Int!) { documentVersion(documentId: $id, version: $v) { ${VERSION_FIELDS} content } }`, { id, v: version }),
    );
  }

  restore(id: string, version: number): Promise<Outcome> {
    return this.pick(
      () => this.rest('post', `/documents/${id}/versions/${version}/restore`),
      () => this.gql(`mutation($id: ID!, $v: Int!) { restoreDocumentVersion(documentId: $id, version: $v) { ${DOCUMENT_FIELDS} } }`, { id, v: version }),
    );
  }

  regenerateSection(id: string, sectionId: string): Promise<Outcome> {
    return this.pick(
      () => this.rest('post', `/documents/${id}/sections/${encodeURIComponent(sectionId)}/regenerate`),
      () =>
        this.gql(`mutation($id: ID!, $s: String!) { regenerateSection(documentId: $id, sectionId: $s) { section_id: sectionId title before after base_version: baseVersion note } }`, {
          id,
          s: sectionId,
        }),
    );
  }

  acceptSection(id: string, sectionId: string, after: string, baseVersion: number): Promise<Outcome> {
    return this.pick(
      () => this.rest('post', `/documents/${id}/sections/${encodeURIComponent(sectionId)}/accept`, { after, base_version: baseVersion }),
      () => this.gql(`mutation($id: ID!, $s: String!, $a: String!, $b: Int!) { acceptSection(documentId: $id, sectionId: $s, after: $a, baseVersion: $b) { ${DOCUMENT_FIELDS} } }`, { id, s: sectionId, a: after, b: baseVersion }),
    );
  }

  /** A file over REST (raw bytes) or GraphQL (base64), by the REST path and the GraphQL field. */
  async download(path: string, field: 'documentExport' | 'roadmapExport' | 'projectDocumentsExport', vars: Record<string, string>): Promise<Download> {
    if (this.transport === 'rest') {
      const res = await request(this.app)
        .get(`/api${path}`)
        .set('Authorization', `Bearer ${this.token}`)
        .set('X-Forwarded-For', this.ip)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      const bytes = res.body as Buffer;
      const ok = res.status < 400;
      const code = ok ? undefined : (JSON.parse(bytes.toString('utf8')) as { code: string }).code;
      const filename = /filename="([^"]+)"/.exec(String(res.headers['content-disposition'] ?? ''))?.[1];
      return { ok, status: res.status, code, filename, contentType: res.headers['content-type'], bytes };
    }
    const args = Object.keys(vars)
      .map((k) => `${k}: $${k}`)
      .join(', ');
    const decl = Object.keys(vars)
      .map((k) => `$${k}: ${k.endsWith('Id') ? 'ID!' : 'String!'}`)
      .join(', ');
    const out = await this.gql(`query(${decl}) { ${field}(${args}) { ${FILE_FIELDS} } }`, vars);
    if (!out.ok) return { ok: false, status: out.status, code: out.code, bytes: Buffer.alloc(0) };
    return {
      ok: true,
      status: 200,
      filename: out.data.filename as string,
      contentType: out.data.content_type as string,
      bytes: Buffer.from(out.data.content_base64 as string, 'base64'),
    };
  }
}

export async function editClient(app: Express, orm: MikroORM, transport: Transport): Promise<{ c: EditClient; userId: string }> {
  const { user, email } = await createUser(orm);
  const c = new EditClient(app, transport);
  await c.signIn(email, GOOD_PASSWORD);
  return { c, userId: user.id };
}
