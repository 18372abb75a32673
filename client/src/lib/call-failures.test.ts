import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { callFailures, logCallFailure } from './call-failures';

afterEach(() => vi.restoreAllMocks());

describe('logCallFailure', () => {
  it("logs the spec's line with the server's message, from GraphQL as from REST", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logCallFailure(callFailures.getProject, new CombinedGraphQLErrors({ errors: [{ message: 'Project not found', extensions: { code: 'NOT_FOUND' } }] }));
    logCallFailure(callFailures.updateProject, new ApiError('VALIDATION_FAILED', 'Project name is required', 400));
    expect(logged.mock.calls).toEqual([
      ['Failed to get project', 'Project not found'],
      ['Failed to update project', 'Project name is required'],
    ]);
  });

  it('logs the error itself when the server said nothing usable (a hidden internal error, a network failure)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const internal = new CombinedGraphQLErrors({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    const offline = new TypeError('Failed to fetch');
    logCallFailure(callFailures.saveWizardResponse, internal);
    logCallFailure(callFailures.validateWizardResponse, offline);
    expect(logged.mock.calls).toEqual([
      ['Failed to save wizard response', internal],
      ['Failed to validate wizard response', offline],
    ]);
  });

  it('names every project and wizard call of the spec word for word', () => {
    expect(Object.values(callFailures)).toEqual([
      'Failed to get project',
      'Failed to create project',
      'Failed to update project',
      'Failed to delete project',
      'Failed to get wizard responses',
      'Failed to get wizard response',
      'Failed to save wizard response',
      'Failed to validate wizard response',
      'Failed to save wizard responses batch',
    ]);
  });
});
