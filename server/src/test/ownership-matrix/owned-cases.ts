import type { ProjectRole } from '../../modules/projects/project-access.js';
import { type Call, gql, rest } from './calls.js';
import { documentCases } from './owned-document-cases.js';
import { specCases } from './owned-spec-cases.js';
import { teamCases } from './owned-team-cases.js';

/** An operation that names another object by id: a stranger's id answers `code`, like a missing one. */
export interface OwnedCase {
  name: string;
  code: 'PROJECT_NOT_FOUND' | 'DOCUMENT_NOT_FOUND' | 'NOTIFICATION_NOT_FOUND' | 'TOKEN_NOT_FOUND' | 'COMMENT_NOT_FOUND';
  /** The answer to a malformed id when it is not `code`: a body field validated as a UUID. */
  malformedId?: 'VALIDATION_FAILED';
  /** The least role on the project the operation needs (project and document operations). */
  role?: ProjectRole;
  calls: Call[];
}

const project = (i: { projectId: string }) => ({ id: i.projectId });
/** A valid JUnit report citing a criterion: the only thing wrong with the call is whose project it names. */
export const JUNIT = '<testsuite name="s" tests="1"><testcase classname="login" name="AC-1.1 signs in"/></testsuite>';
const doc = (i: { documentId: string }) => ({ id: i.documentId });
const info = { section_id: 'project_info', responses: { projectName: 'Taken over', projectDescription: 'Hacked' } };
const infoInput = { sectionId: info.section_id, responses: info.responses };
const edit = { name: 'Taken over', status: 'archived' };
// A valid whole brief (the wizard's required answers); base_version 0 is what a stranger would guess.
const brief = { projectName: 'Taken over', projectDescription: 'Hacked', keyFeatures: ['Exfiltrate'] };
const trackProject = (i: { projectId: string }) => ({ activity_type: 'PROJECT_CREATE', metadata: { entity_id: i.projectId, entity_type: 'project' } });
const trackDocument = (i: { documentId: string }) => ({ activity_type: 'DOCUMENT_CREATE', metadata: { entity_id: i.documentId, entity_type: 'document' } });

// Valid inputs throughout: the only thing wrong with each call is whose object it names.
const projectCases: OwnedCase[] = [
  {
    name: "set a task's status",
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [
      rest('PUT /api/projects/{id}/tasks/{taskId}', (i) => ({ id: i.projectId, taskId: 'T-1' }), { body: () => ({ status: 'done', note: 'Taken over' }) }),
      gql('Mutation', 'mutation($id: ID!) { updateTaskStatus(projectId: $id, taskId: "T-1", status: "done", note: "Taken over") { id } }', project),
    ],
  },
  {
    name: 'revoke a personal access token',
    code: 'TOKEN_NOT_FOUND',
    calls: [rest('DELETE /api/users/tokens/{id}', (i) => ({ id: i.tokenId })), gql('Mutation', 'mutation($id: ID!) { revokePersonalAccessToken(id: $id) { id } }', (i) => ({ id: i.tokenId }))],
  },
  {
    name: 'read a project',
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}', project), gql('Query', 'query($id: ID!) { project(id: $id) { id name } }', project)],
  },
  {
    name: 'update a project',
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('PUT /api/projects/{id}', project, { body: () => edit }), gql('Mutation', 'mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { id } }', (i) => ({ id: i.projectId, input: edit }))],
  },
  {
    name: "set a project's team size",
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('PUT /api/projects/{id}/team-size', project, { body: () => ({ team_size: 4 }) }), gql('Mutation', 'mutation($id: ID!) { setTeamSize(projectId: $id, teamSize: 4) { teamSize } }', project)],
  },
  {
    name: 'delete a project',
    role: 'owner',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('DELETE /api/projects/{id}', project), gql('Mutation', 'mutation($id: ID!) { deleteProject(id: $id) { message } }', project)],
  },
  {
    name: 'list wizard responses',
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/wizard/responses', project), gql('Query', 'query($id: ID!) { wizardResponses(projectId: $id) { id responses } }', project)],
  },
  {
    name: 'read a wizard response',
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/wizard/responses/{section}', (i) => ({ id: i.projectId, section: 'project_info' })), gql('Query', 'query($id: ID!) { wizardResponse(projectId: $id, sectionId: "project_info") { id responses } }', project)],
  },
  {
    name: 'save a wizard response',
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [
      rest('POST /api/projects/{id}/wizard/responses', project, { body: () => info }),
      gql('Mutation', 'mutation($id: ID!, $input: WizardResponseInput!) { saveWizardResponse(projectId: $id, input: $input) { id } }', (i) => ({ id: i.projectId, input: infoInput })),
    ],
  },
  {
    name: 'save wizard responses at once',
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [
      rest('POST /api/projects/{id}/wizard/responses/batch', project, { body: () => ({ responses: [info] }) }),
      gql('Mutation', 'mutation($id: ID!, $r: [WizardResponseInput!]!) { saveWizardResponses(projectId: $id, responses: $r) { id } }', (i) => ({ id: i.projectId, r: [infoInput] })),
    ],
  },
  {
    name: 'validate a wizard step',
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [
      rest('POST /api/projects/{id}/wizard/validate', project, { body: () => ({ step: 1, responses: info.responses }) }),
      gql('Query', 'query($id: ID!, $r: JSONObject!) { validateWizardStep(projectId: $id, step: "1", responses: $r) { valid } }', (i) => ({ id: i.projectId, r: info.responses })),
    ],
  },
  {
    name: 'read the brief',
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/brief', project), gql('Query', 'query($id: ID!) { brief(projectId: $id) { version projectName } }', project)],
  },
  {
    name: 'save the brief',
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [
      rest('PUT /api/projects/{id}/brief', project, { body: () => ({ ...brief, base_version: 0 }) }),
      gql('Mutation', 'mutation($id: ID!, $input: BriefInput!) { updateBrief(projectId: $id, input: $input, baseVersion: 0) { version } }', (i) => ({ id: i.projectId, input: brief })),
    ],
  },
  {
    name: "list the brief's versions",
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/brief/versions', project), gql('Query', 'query($id: ID!) { briefVersions(projectId: $id) { version author { name } } }', project)],
  },
  {
    name: 'read what the brief was understood to say',
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/brief/understanding', project), gql('Query', 'query($id: ID!) { briefUnderstanding(projectId: $id) { projectId lines { key source } } }', project)],
  },
  {
    name: 'track activity on a project',
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    malformedId: 'VALIDATION_FAILED',
    calls: [
      rest('POST /api/activity/track', undefined, { body: trackProject }),
      gql('Mutation', 'mutation($input: TrackActivityInput!) { trackActivity(input: $input) { recorded } }', (i) => ({ input: { activityType: 'PROJECT_CREATE', metadata: { entityId: i.projectId, entityType: 'project' } } })),
    ],
  },
  {
    name: 'track activity on a document',
    role: 'viewer',
    code: 'DOCUMENT_NOT_FOUND',
    malformedId: 'VALIDATION_FAILED',
    calls: [
      rest('POST /api/activity/track', undefined, { body: trackDocument }),
      gql('Mutation', 'mutation($input: TrackActivityInput!) { trackActivity(input: $input) { recorded } }', (i) => ({ input: { activityType: 'DOCUMENT_CREATE', metadata: { entityId: i.documentId, entityType: 'document' } } })),
    ],
  },
  {
    name: "list a project's documents",
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/documents', project), gql('Query', 'query($id: ID!) { documents(projectId: $id) { id content } }', project)],
  },
  {
    name: 'read generation status',
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [gql('Query', 'query($id: ID!) { generationStatus(projectId: $id) { active percent } }', project)],
  },
  {
    name: 'generate one document',
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('POST /api/projects/{id}/documents/{type}/generate', (i) => ({ id: i.projectId, type: 'prd' })), gql('Mutation', 'mutation($id: ID!) { generateDocument(projectId: $id, type: "prd") { id status } }', project)],
  },
  {
    name: 'generate every document',
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('POST /api/projects/{id}/documents/generate', project), gql('Mutation', 'mutation($id: ID!) { generateAllDocuments(projectId: $id) { id status } }', project)],
  },
  {
    name: "read a project's spec graph",
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/spec', project), gql('Query', 'query($id: ID!) { specGraph(projectId: $id) { items { id } } }', project)],
  },
  {
    name: 'report test results',
    code: 'PROJECT_NOT_FOUND',
    calls: [
      rest('POST /api/projects/{id}/test-results', project, { body: () => ({ format: 'junit', report: JUNIT, commit: 'abc1234' }) }),
      gql('Mutation', 'mutation($id: ID!, $r: String!) { reportTestResults(projectId: $id, report: $r, commit: "abc1234") { runId } }', (i) => ({ id: i.projectId, r: JUNIT })),
    ],
  },
  {
    name: "read a project's verification",
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/verification', project), gql('Query', 'query($id: ID!) { verification(projectId: $id) { project { status } } }', project)],
  },
  {
    name: "read a project's traceability matrix",
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/spec/traceability', project), gql('Query', 'query($id: ID!) { traceability(projectId: $id) { rows { requirementId } } }', project)],
  },
  {
    name: "read a project's change impact",
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/impact', project), gql('Query', 'query($id: ID!) { changeImpact(projectId: $id) { items { id } } }', project)],
  },
  {
    name: "read a project's quality report",
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/analysis', project), gql('Query', 'query($id: ID!) { analysis(projectId: $id) { score } }', project)],
  },
  {
    name: "read a project's clarifying questions",
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/questions', project), gql('Query', 'query($id: ID!) { clarifyingQuestions(projectId: $id) { id } }', project)],
  },
  {
    name: "answer a project's clarifying questions",
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [
      rest('POST /api/projects/{id}/questions/answers', project, { body: () => ({ answers: [{ question_id: 'keyFeatures', answer: 'Taken over' }] }) }),
      gql('Mutation', 'mutation($id: ID!) { answerClarifyingQuestions(projectId: $id, answers: [{ questionId: "keyFeatures", answer: "Taken over" }]) { score } }', project),
    ],
  },
  {
    name: "read a project's open update",
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/patch', project), gql('Query', 'query($id: ID!) { specPatch(projectId: $id) { id } }', project)],
  },
  {
    name: "prepare a project's update",
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('POST /api/projects/{id}/patch', project), gql('Mutation', 'mutation($id: ID!) { preparePatch(projectId: $id) { id } }', project)],
  },
  {
    name: "decide on a project's update",
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [
      rest('POST /api/projects/{id}/patch/{patchId}/decisions', (i) => ({ id: i.projectId, patchId: '00000000-0000-4000-8000-000000000000' }), {
        body: () => ({ decisions: [{ hunk_id: 'prd-1', decision: 'reject' }] }),
      }),
      gql('Mutation', 'mutation($id: ID!) { decidePatch(projectId: $id, patchId: "00000000-0000-4000-8000-000000000000", decisions: [{ hunkId: "prd-1", decision: "reject" }]) { id } }', project),
    ],
  },
  {
    name: "re-plan a project's roadmap from today",
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('POST /api/projects/{id}/roadmap/replan', project), gql('Mutation', 'mutation($id: ID!) { replanRoadmap(projectId: $id) { version } }', project)],
  },
  {
    name: "export a project's documents",
    role: 'viewer',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('GET /api/projects/{id}/documents/export', project, { query: () => ({ format: 'zip' }) }), gql('Query', 'query($id: ID!) { projectDocumentsExport(projectId: $id, format: "zip") { filename contentBase64 } }', project)],
  },
  {
    name: 'read a document',
    role: 'viewer',
    code: 'DOCUMENT_NOT_FOUND',
    calls: [rest('GET /api/documents/{id}', doc), gql('Query', 'query($id: ID!) { document(id: $id) { id content } }', doc)],
  },
];

/** Every operation that names an object by id, for the ownership, role and token matrices. */
export const ownedCases: OwnedCase[] = [...projectCases, ...documentCases, ...teamCases, ...specCases];
