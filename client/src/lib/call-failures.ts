import { errorMessage } from './error-message';
import { graphqlErrorMessage } from './graphql-error';

/**
 * The product spec's log lines for failed project and wizard calls (error catalogue), kept word
 * for word now that those calls speak GraphQL: a console reader (or a log collector) sees the
 * same line the REST client wrote.
 */
export const callFailures = {
  getProject: 'Failed to get project',
  createProject: 'Failed to create project',
  updateProject: 'Failed to update project',
  deleteProject: 'Failed to delete project',
  getWizardResponses: 'Failed to get wizard responses',
  getWizardResponse: 'Failed to get wizard response',
  saveWizardResponse: 'Failed to save wizard response',
  validateWizardResponse: 'Failed to validate wizard response',
  saveWizardResponsesBatch: 'Failed to save wizard responses batch',
} as const;

export type CallFailure = (typeof callFailures)[keyof typeof callFailures];

/** The spec's line for a failed call, with the server's message when it sent one (GraphQL or REST), else the error. */
export function logCallFailure(label: CallFailure, error: unknown): void {
  const server = graphqlErrorMessage(error, errorMessage(error, '', ''));
  console.error(label, server || error);
}
