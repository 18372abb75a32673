import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cycles, knownCycles, moduleGraph } from '../scripts/module-graph.mjs';

/**
 * The repository's ESLint config (eslint.config.js at the root) run on small snippets placed at
 * chosen paths of the real tree: each dependency rule of docs/architecture.md must reject the
 * import it is about and let the allowed neighbour through. Run alone with
 * `cd server && pnpm exec vitest run src/lint.test.ts`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of one rule for `code` as if it were the file at `file` (relative to the root). */
async function problems(file: string, code: string, rule = 'boundaries/dependencies'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('import boundaries', () => {
  it('a client feature imports no other feature, but its own files and the shared folders', async () => {
    const file = 'client/src/features/projects/components/lint-probe.tsx';
    expect(await problems(file, "import { loadDraft } from '../../wizard/stores/wizard-draft-store';\nloadDraft();\n")).toEqual([expect.stringContaining('client feature imports no other feature')]);
    expect(await problems(file, "import { formatDate } from '../../../lib/format';\nformatDate;\n")).toEqual([]);
  });

  it('server core imports no module and not the composition root', async () => {
    const file = 'server/src/core/graphql/lint-probe.ts';
    expect(await problems(file, "import { listProjects } from '../../modules/projects/project.service.js';\nlistProjects;\n")).toEqual([expect.stringContaining('server/src/core imports no module')]);
    expect(await problems(file, "import { getSchema } from '../../graphql-schema.js';\ngetSchema;\n")).toEqual([expect.stringContaining('server/src/core imports no module')]);
    expect(await problems(file, "import { AppError } from '../errors/index.js';\nAppError;\n")).toEqual([]);
  });

  it("a module imports another module's public files only", async () => {
    const file = 'server/src/modules/system/lint-probe.ts';
    const internal = expect.stringContaining("imports another module's public files only");
    // A file inside another module's subfolder, and another module's transports.
    expect(await problems(file, "import { isGoogleConfigured } from '../auth/google/google.config.js';\nisGoogleConfigured;\n")).toEqual([internal]);
    expect(await problems(file, "import { projectRouter } from '../projects/project.routes.js';\nprojectRouter;\n")).toEqual([internal]);
    expect(await problems(file, "import { ProjectResolver } from '../projects/project.resolver.js';\nProjectResolver;\n")).toEqual([internal]);
    // Top-level files and a subfolder's index.ts are the public surface; inside a module anything goes.
    expect(await problems(file, "import { isGoogleConfigured } from '../auth/google/index.js';\nisGoogleConfigured;\n")).toEqual([]);
    expect(await problems(file, "import { listProjects } from '../projects/project.service.js';\nlistProjects;\n")).toEqual([]);
    expect(await problems('server/src/modules/auth/lint-probe.ts', "import { isGoogleConfigured } from './google/google.config.js';\nisGoogleConfigured;\n")).toEqual([]);
  });

  it('documents and generation depend one way: generation on documents', async () => {
    const file = 'server/src/modules/documents/lint-probe.ts';
    expect(await problems(file, "import { cancelGeneration } from '../generation/generation-control.js';\ncancelGeneration;\n")).toEqual([expect.stringContaining('documents imports nothing from generation')]);
    expect(await problems(file, "import { composeSections } from '../generation/composer/index.js';\ncomposeSections;\n")).toEqual([]);
    const back = 'server/src/modules/generation/lint-probe.ts';
    expect(await problems(back, "import { advanceChain } from '../documents/document-chain.js';\nadvanceChain;\n")).toEqual([]);
  });

  it('auth and users depend one way: auth on users', async () => {
    const file = 'server/src/modules/users/lint-probe.ts';
    expect(await problems(file, "import { revokeUserSessions } from '../auth/session.service.js';\nrevokeUserSessions;\n")).toEqual([expect.stringContaining('users imports nothing from auth')]);
    const back = 'server/src/modules/auth/lint-probe.ts';
    expect(await problems(back, "import { User } from '../users/user.entity.js';\nUser;\n")).toEqual([]);
  });

  it('the built-in composer is a library of its own: its subfolders are private to it', async () => {
    const file = 'server/src/modules/generation/lint-probe.ts';
    expect(await problems(file, "import { buildSpecGraph } from './composer/planner/build-graph.js';\nbuildSpecGraph;\n")).toEqual([expect.stringContaining("imports another module's public files only")]);
    expect(await problems(file, "import { composeAll } from './composer/index.js';\ncomposeAll;\n")).toEqual([]);
  });

  it("the composer's layers depend one way: renderer on planner on reader", async () => {
    const reader = 'server/src/modules/generation/composer/reader/lint-probe.ts';
    const planner = 'server/src/modules/generation/composer/planner/lint-probe.ts';
    const renderer = 'server/src/modules/generation/composer/renderer/lint-probe.ts';
    const rule = 'no-restricted-imports';
    expect(await problems(reader, "import { buildPersonas } from '../planner/build-people.js';\nbuildPersonas;\n", rule)).toEqual([expect.stringContaining('The reader only reads the brief')]);
    expect(await problems(reader, "import { draftPrd } from '../renderer/prd.js';\ndraftPrd;\n", rule)).toEqual([expect.stringContaining('The reader only reads the brief')]);
    expect(await problems(planner, "import { draftPrd } from '../renderer/prd.js';\ndraftPrd;\n", rule)).toEqual([expect.stringContaining('The composer renders last')]);
    // The allowed direction.
    expect(await problems(planner, "import { personaFor } from '../reader/personas.js';\npersonaFor;\n", rule)).toEqual([]);
    expect(await problems(renderer, "import { buildPersonas } from '../planner/build-people.js';\nbuildPersonas;\n", rule)).toEqual([]);
    expect(await problems(reader, "import { singular } from './language.js';\nsingular;\n", rule)).toEqual([]);
  });

  it('only tests import test helpers (testing/ folders and server/src/test/)', async () => {
    for (const code of ["import { documentClient } from '../documents/testing/document-client.js';\ndocumentClient;\n", "import { signedInClient } from '../../test/project-client.js';\nsignedInClient;\n"]) {
      expect(await problems('server/src/modules/wizard/lint-probe.ts', code)).toEqual([expect.stringContaining('Only tests')]);
      expect(await problems('server/src/modules/wizard/lint-probe.test.ts', code)).toEqual([]);
    }
  });
});

describe('no cycle between server modules (specforge/no-module-cycle)', () => {
  it('refuses an import that closes a cycle, and lets the existing direction through', async () => {
    // teams imports users (the User entity); users importing teams back would close a cycle.
    const back = 'server/src/modules/users/lint-probe.ts';
    expect(await problems(back, "import { listMembers } from '../teams/member.service.js';\nlistMembers;\n", 'specforge/no-module-cycle')).toEqual([expect.stringContaining("'users' imports 'teams', and 'teams' already reaches 'users'")]);
    expect(await problems(back, "import { isUuid } from '../../core/input/uuid.js';\nisUuid;\n", 'specforge/no-module-cycle')).toEqual([]);
    const forward = 'server/src/modules/teams/lint-probe.ts';
    expect(await problems(forward, "import { User } from '../users/user.entity.js';\nUser;\n", 'specforge/no-module-cycle')).toEqual([]);
    // Tests may import whatever they exercise.
    expect(await problems('server/src/modules/users/lint-probe.test.ts', "import { listMembers } from '../teams/member.service.js';\nlistMembers;\n", 'specforge/no-module-cycle')).toEqual([]);
  });

  it('knows exactly the cycles still in the code (the list of debt only shrinks)', () => {
    expect(cycles(moduleGraph())).toEqual(knownCycles.map((cycle) => [...cycle].sort()));
  });
});

describe('typescript-eslint', () => {
  it('rejects an explicit any', async () => {
    expect(await problems('server/src/modules/system/lint-probe.ts', 'export const value: any = 1;\n', '@typescript-eslint/no-explicit-any')).toHaveLength(1);
  });
});

describe('GraphQL schema lint (schema/schema.graphql)', () => {
  const schemaFile = 'schema/schema.graphql';
  // The schema-aware rules (Relay) read the schema through graphql-config: point it at the probe.
  const lintSchema = async (sdl: string) => {
    const linter = new ESLint({ cwd: root, overrideConfig: { files: [schemaFile], languageOptions: { parserOptions: { graphQLConfig: { schema: sdl } } } } });
    const [result] = await linter.lintText(sdl, { filePath: path.join(root, schemaFile) });
    return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
  };

  it('rejects a *Type object name, an undescribed field or argument, and a PageInfo short of Relay', async () => {
    const found = await lintSchema(`"""Root."""
type Query {
  """A page."""
  things(
    """How many."""
    first: Int
    after: String
  ): ThingConnection!
}
"""A thing."""
type ThingType {
  name: String!
}
"""A page of things."""
type ThingConnection {
  """Edges."""
  edges: [ThingEdge!]!
  """Where the page is."""
  pageInfo: PageInfo!
}
"""An edge."""
type ThingEdge {
  """The cursor."""
  cursor: String!
  """The thing."""
  node: ThingType!
}
"""Where a page is."""
type PageInfo {
  """More after."""
  hasNextPage: Boolean!
  """Cursor."""
  endCursor: String
}
`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^@graphql-eslint\/naming-convention: .*ThingType.*"Type" suffix/),
        expect.stringMatching(/^@graphql-eslint\/require-description: .*name/),
        expect.stringMatching(/^@graphql-eslint\/require-description: .*after/),
        expect.stringMatching(/^@graphql-eslint\/relay-page-info: .*hasPreviousPage/),
        expect.stringMatching(/^@graphql-eslint\/relay-page-info: .*startCursor/),
      ]),
    );
  });

  it('finds nothing in the emitted schema', async () => {
    const { readFile } = await import('node:fs/promises');
    expect(await lintSchema(await readFile(path.join(root, schemaFile), 'utf8'))).toEqual([]);
  });
});
