import { type Call, gql, rest } from './calls.js';

/** Accepting an invitation, named by its secret token (role-operations.test.ts walks the flow). */
export interface InviteeCase {
  name: string;
  calls: Call[];
}

// A token that was never issued: signed out, the caller is refused before it is looked up.
const UNKNOWN = 'never-issued-invitation-token-0000000000';

export const inviteeCases: InviteeCase[] = [
  {
    name: 'accept an invitation',
    calls: [rest('POST /api/invitations/{token}/accept', () => ({ token: UNKNOWN })), gql('Mutation', 'mutation($t: String!) { acceptInvitation(token: $t) { id role } }', () => ({ t: UNKNOWN }))],
  },
];
