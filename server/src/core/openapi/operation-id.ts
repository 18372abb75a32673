/**
 * The one naming rule for REST operation ids (what generated clients name their methods): the
 * HTTP method, then each path segment in PascalCase, a path parameter read as `By<Name>`.
 *   GET /projects/{id}/wizard/responses/{section} → getProjectsByIdWizardResponsesBySection
 *   DELETE /users/tokens/{id}                     → deleteUsersTokensById
 * Derived from the path, so an id changes only when its path does (and paths are contracts).
 */
export function operationIdOf(method: string, path: string): string {
  const pascal = (word: string) =>
    word
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join('');
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? `By${pascal(param[1]!)}` : pascal(segment);
    });
  return method.toLowerCase() + segments.join('');
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface PathsObject {
  [path: string]: Partial<Record<(typeof METHODS)[number], { operationId?: string }>> | undefined;
}

/**
 * Gives every operation of a generated document its operationId by the rule above; two
 * operations named alike would break every generated client, so that throws.
 */
export function nameOperations(paths: PathsObject | undefined): void {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      const where = `${method.toUpperCase()} ${path}`;
      const clash = seen.get(operation.operationId);
      if (clash) throw new Error(`OpenAPI operationId ${operation.operationId} names both ${clash} and ${where}`);
      seen.set(operation.operationId, where);
    }
  }
}
