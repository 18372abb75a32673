import { gql, rest } from './calls.js';
import type { OwnedCase } from './owned-cases.js';

const project = (i: { projectId: string }) => ({ id: i.projectId });
const item = (i: { projectId: string }) => ({ id: i.projectId, itemId: 'AC-1.1' });
const criterion = { given: 'a stranger', when: 'they take it over', then: 'it is theirs' };

/** The capability catalogue's suggestions: confirming, rewriting and un-confirming them is an editor's work. */
export const specCases: OwnedCase[] = [
  {
    name: 'confirm a suggested item',
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('POST /api/projects/{id}/spec/items/{itemId}/confirm', item), gql('Mutation', 'mutation($id: ID!) { confirmSpecItem(projectId: $id, itemId: "AC-1.1") { id } }', project)],
  },
  {
    name: 'confirm several suggested items',
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('POST /api/projects/{id}/spec/confirm', project, { body: () => ({ item_ids: ['AC-1.1', 'AC-1.2'] }) }), gql('Mutation', 'mutation($id: ID!) { confirmSpecItems(projectId: $id, itemIds: ["AC-1.1", "AC-1.2"]) { id } }', project)],
  },
  {
    name: 'rewrite a suggested item',
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [
      rest('PUT /api/projects/{id}/spec/items/{itemId}/text', item, { body: () => criterion }),
      gql('Mutation', 'mutation($id: ID!) { editSpecItemText(projectId: $id, itemId: "AC-1.1", given: "a stranger", when: "they take it over", then: "it is theirs") { id } }', project),
    ],
  },
  {
    name: 'take a confirmation back',
    role: 'editor',
    code: 'PROJECT_NOT_FOUND',
    calls: [rest('DELETE /api/projects/{id}/spec/items/{itemId}/confirm', item), gql('Mutation', 'mutation($id: ID!) { unconfirmSpecItem(projectId: $id, itemId: "AC-1.1") { id } }', project)],
  },
];
