import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AuthClient, type Outcome, type Transport } from './auth-client.js';
import { createUser, GOOD_PASSWORD } from './account-factories.js';

// GraphQL speaks camelCase; the aliases give its answers REST's snake_case names, so one scenario
// asserts the same shape over both transports.
export const PROJECT_FIELDS = `id name description status user_id: userId key_features: keyFeatures tech_stack: techStack
  integrations success_metrics: successMetrics timeline development_phase: developmentPhase platforms
  business_goals: businessGoals user_personas: userPersonas settings created_at: createdAt updated_at: updatedAt
  documents_ready: documentsReady`;
export const WIZARD_FIELDS = 'id project_id: projectId section_id: sectionId responses completed created_at: createdAt updated_at: updatedAt';

type Body = Record<string, unknown>;

/** A scenario's REST body as a GraphQL input: top-level keys in camelCase, values (settings, responses) as given. */
export function camelInput(body: Body): Body {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));
}

/**
 * One scenario, two transports: every project, wizard, usage and activity operation over REST
 * or GraphQL. `data` is the REST `data` or the GraphQL field's value.
 */
export class ProjectClient extends AuthClient {
  private async call(rest: () => Promise<Outcome>, gql: () => Promise<Outcome>): Promise<Outcome> {
    if (this.transport === 'graphql') return gql();
    const out = await rest();
    if (!out.ok) return out;
    const body = out.body;
    // REST wraps answers in { status, data, message }: unwrap so both transports compare alike.
    const data = (body.data ?? {}) as Body;
    return { ...out, data: Array.isArray(data) ? ({ items: data } as Outcome['data']) : (data as Outcome['data']) };
  }

  listProjects(page?: { first?: number; after?: string }): Promise<Outcome> {
    const qs = page ? `?${new URLSearchParams({ ...(page.first ? { limit: String(page.first) } : {}), ...(page.after ? { cursor: page.after } : {}) })}` : '';
    return this.call(
      () => this.rest('get', `/projects${qs}`),
      () =>
        this.gql(
          `query($first: Int, $after: String) { projects(first: $first, after: $after) {
            nodes { ${PROJECT_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
          page ?? {},
        ).then((o) => (o.ok ? { ...o, data: { items: (o.data as { nodes: unknown[] }).nodes, pageInfo: o.data.pageInfo } } : o)),
    );
  }

  getProject(id: string): Promise<Outcome> {
    return this.call(
      () => this.rest('get', `/projects/${id}`),
      () => this.gql(`query($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`, { id }),
    );
  }

  createProject(input: Body): Promise<Outcome> {
    return this.call(
      () => this.rest('post', '/projects', input),
      () => this.gql(`mutation($input: ProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`, { input: camelInput(input) }),
    );
  }

  updateProject(id: string, input: Body): Promise<Outcome> {
    return this.call(
      () => this.rest('put', `/projects/${id}`, input),
      () => this.gql(`mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { ${PROJECT_FIELDS} } }`, { id, input: camelInput(input) }),
    );
  }

  deleteProject(id: string): Promise<Outcome> {
    return this.transport === 'rest' ? this.rest('delete', `/projects/${id}`) : this.gql('mutation($id: ID!) { deleteProject(id: $id) { message } }', { id });
  }

  wizardResponses(id: string): Promise<Outcome> {
    return this.call(
      () => this.rest('get', `/projects/${id}/wizard/responses`),
      () => this.gql(`query($id: ID!) { wizardResponses(projectId: $id) { ${WIZARD_FIELDS} } }`, { id }).then(asItems),
    );
  }

  wizardResponse(id: string, section: string): Promise<Outcome> {
    return this.call(
      () => this.rest('get', `/projects/${id}/wizard/responses/${section}`),
      () => this.gql(`query($id: ID!, $s: String!) { wizardResponse(projectId: $id, sectionId: $s) { ${WIZARD_FIELDS} } }`, { id, s: section }),
    );
  }

  saveWizardResponse(id: string, input: Body): Promise<Outcome> {
    return this.call(
      () => this.rest('post', `/projects/${id}/wizard/responses`, input),
      () =>
        this.gql(`mutation($id: ID!, $input: WizardResponseInput!) { saveWizardResponse(projectId: $id, input: $input) { ${WIZARD_FIELDS} } }`, {
          id,
          input: camelInput(input),
        }),
    );
  }

  saveWizardBatch(id: string, responses: Body[]): Promise<Outcome> {
    return this.call(
      () => this.rest('post', `/projects/${id}/wizard/responses/batch`, { responses }),
      () =>
        this.gql(`mutation($id: ID!, $r: [WizardResponseInput!]!) { saveWizardResponses(projectId: $id, responses: $r) { ${WIZARD_FIELDS} } }`, {
          id,
          r: responses.map(camelInput),
        }).then(asItems),
    );
  }

  validateWizard(id: string, step: number | string, responses: Body): Promise<Outcome> {
    return this.call(
      () => this.rest('post', `/projects/${id}/wizard/validate`, { step, responses }),
      () =>
        this.gql(
          `query($id: ID!, $step: String!, $r: JSONObject!) { validateWizardStep(projectId: $id, step: $step, responses: $r) {
            valid errors { field message } warnings { field message } } }`,
          { id, step: String(step), r: responses },
        ),
    );
  }

  usage(): Promise<Outcome> {
    return this.call(
      () => this.rest('get', '/users/usage'),
      () => this.gql('{ usageStats { projectsCreated documentsGenerated lastActive maxProjects maxDocuments inputTokens outputTokens } }'),
    );
  }

  track(input: Body): Promise<Outcome> {
    return this.call(
      () => this.rest('post', '/activity/track', input),
      () =>
        this.gql('mutation($input: TrackActivityInput!) { trackActivity(input: $input) { recorded } }', {
          input: camelInput({ ...input, ...(input.metadata ? { metadata: camelInput(input.metadata as Body) } : {}) }),
        }),
    );
  }
}

function asItems(o: Outcome): Outcome {
  // A list field arrives as the array itself (AuthClient.gql keeps objects as they are).
  return o.ok ? { ...o, data: { items: Array.isArray(o.data) ? o.data : [] } } : o;
}

/** A confirmed account, signed in over the given transport. */
export async function signedInClient(app: Express, orm: MikroORM, transport: Transport): Promise<{ c: ProjectClient; userId: string }> {
  const { user, email } = await createUser(orm);
  const c = new ProjectClient(app, transport);
  await c.signIn(email, GOOD_PASSWORD);
  return { c, userId: user.id };
}
