// The linter: typescript-eslint's recommended rules everywhere, plus the import boundaries that
// keep the layout honest (docs/architecture.md, "Dependency rules", says why each one exists).
// Run it with `pnpm lint`; server/src/lint.test.ts proves each boundary rule fails.
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { knownCycles, moduleGraph, moduleOf, reaches } from './server/scripts/module-graph.mjs';

/** What every part of the tree is, for the boundary rules. Paths are relative to this folder. */
const elements = [
  { type: 'server-scripts', pattern: 'server/src/scripts' },
  { type: 'server-core', pattern: 'server/src/core' },
  // The built-in composer and the LLM generator are libraries inside the generation module,
  // each with its own public surface; listed first so they win over the module pattern.
  { type: 'server-module', pattern: 'server/src/modules/generation/{composer,llm}', capture: ['module'] },
  { type: 'server-module', pattern: 'server/src/modules/*', capture: ['module'] },
  { type: 'server-infra', pattern: 'server/src/{config,db}' },
  // Test infrastructure and whole-app suites: they start the app, so they see everything.
  { type: 'server-test', pattern: 'server/src/{test,cluster,resilience}' },
  { type: 'client-feature', pattern: 'client/src/features/*', capture: ['feature'] },
  { type: 'client-shared', pattern: 'client/src/{app,components,lib,gql,playground,test}' },
];

/** A module's files that other modules may not import (see docs/architecture.md). */
const moduleInternals = [
  // Transports are wired by the composition root only.
  '**/*.resolver.ts',
  '**/*.routes.ts',
  // Anything in a module's subfolder except that subfolder's index.ts (test helpers in a
  // testing/ folder are allowed to tests by the last policy below).
  '*/**/!(index).ts',
];

const boundaryPolicies = [
  {
    from: { element: { type: 'client-feature' } },
    disallow: { to: { element: { type: 'client-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
    message: 'A client feature imports no other feature: move what both need to client/src/components or client/src/lib.',
  },
  {
    from: { element: { type: 'server-core' } },
    disallow: [
      { to: { element: { types: { anyOf: ['server-module', 'server-scripts'] } } } },
      // The composition root (server/src/app.ts, main.ts, graphql-schema.ts, openapi-paths.ts)
      // imports every module, so core importing it would import them all.
      { to: { file: { categories: 'composition-root' } } },
    ],
    message: 'server/src/core imports no module: declare a port in core and let the composition root (app.ts) wire the module in.',
  },
  {
    from: { element: { type: 'server-module' } },
    disallow: {
      to: {
        element: {
          type: 'server-module',
          captured: { module: '!{{ from.element.captured.module }}' },
          fileInternalPath: moduleInternals,
        },
      },
    },
    message: "A module imports another module's public files only: top-level files other than resolvers and routes, or a subfolder's index.ts.",
  },
  {
    // One direction between the document store and the generation machinery: generation reads and
    // writes documents (entities, rules, the chain); documents never reach into generation. The
    // built-in composer (generation/composer) is a library of its own and stays allowed.
    from: { element: { type: 'server-module', captured: { module: 'documents' } } },
    disallow: { to: { element: { type: 'server-module', captured: { module: 'generation' } } } },
    message: 'documents imports nothing from generation (generation depends on documents, not the reverse): move the shared piece into documents, or call it through a port.',
  },
  {
    // Auth depends on users (the User and Identity entities, the user presenters); users never on
    // auth: credential changes (password, account deletion) are auth's own account.* files.
    from: { element: { type: 'server-module', captured: { module: 'users' } } },
    disallow: { to: { element: { type: 'server-module', captured: { module: 'auth' } } } },
    message: 'users imports nothing from auth (auth depends on users, not the reverse): put credential logic in auth, shared helpers in core.',
  },
  {
    // Test helpers (testing/ folders, server/src/test/) are for tests: production code never loads them.
    from: { file: { path: '!**/{*.test.ts,*.test.tsx,testing/**,test/**}' } },
    disallow: { to: { file: { path: ['**/testing/**', 'server/src/test/**'] } } },
    message: 'Only tests and other test helpers import a testing/ folder or server/src/test/.',
  },
  {
    // …and tests may use any module's test helpers (last matching policy wins).
    from: { file: { path: '**/{*.test.ts,*.test.tsx,testing/**}' } },
    allow: { to: { file: { path: ['**/testing/**', 'server/src/test/**'] } } },
  },
];

/**
 * No import may close a cycle between server modules: an import from module A of module B is
 * refused when B already reaches A (server/scripts/module-graph.mjs computes the graph from the
 * production files on disk). The cycles of `knownCycles` are the debt still to be paid: imports
 * inside one of them pass, and lint.test.ts fails if that list and the code disagree.
 */
let graph;
const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids an import that closes a cycle between server modules.' },
    messages: {
      cycle: "'{{from}}' imports '{{to}}', and '{{to}}' already reaches '{{from}}': a cycle between modules. Move what both need to server/src/core, or invert the dependency (a port in core, wired by app.ts).",
    },
    schema: [],
  },
  create(context) {
    const from = moduleOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(context.filename), spec));
      if (!to || to === from) return;
      if (knownCycles.some((cycle) => cycle.includes(from) && cycle.includes(to))) return;
      graph ??= moduleGraph();
      if (reaches(graph, to, from)) context.report({ node: node.source, messageId: 'cycle', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tools/**',
      '.data/**',
      'client/src/gql/**', // generated by GraphQL Code Generator
      'packages/contracts/types/**', // emitted from the contracts' JSDoc by `pnpm --filter @specforge/contracts types`
      'server/src/db/migrations/**', // generated by MikroORM
    ],
  },
  { ...js.configs.recommended, files: ['**/*.{js,mjs,cjs,ts,tsx}'] },
  ...tseslint.configs.recommended,
  {
    // The GraphQL schema as the server emits it (pnpm codegen writes schema/schema.graphql; a
    // test fails on drift): every type, field and argument described, Relay's rules for
    // connections, and no `*Type` suffix on object names.
    files: ['schema/schema.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: `${import.meta.dirname}/schema/schema.graphql` } } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/require-description': ['error', { types: true, FieldDefinition: true, InputValueDefinition: true, rootField: true }],
      '@graphql-eslint/relay-connection-types': 'error',
      '@graphql-eslint/relay-edge-types': ['error', { withEdgeSuffix: true, shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false }],
      '@graphql-eslint/relay-page-info': 'error',
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          // SpecItemType next to Project read as two conventions; enums keep product terms (DocumentType).
          ObjectTypeDefinition: { style: 'PascalCase', forbiddenSuffixes: ['Type'] },
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          'FieldDefinition[parent.name.value=Query]': { forbiddenPrefixes: ['get'] },
        },
      ],
      '@graphql-eslint/no-hashtag-description': 'error',
      '@graphql-eslint/no-typename-prefix': 'error',
      '@graphql-eslint/no-unreachable-types': 'error',
      '@graphql-eslint/unique-enum-value-names': 'error',
      '@graphql-eslint/require-deprecation-reason': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // A variable a function declared earlier reads (main.ts `starting`) cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('x')` stays allowed: vi.mock's factories type the original module with it.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // An empty interface named *Deps is a declaration-merging target (core/context.ts ServiceDeps, the service container).
      '@typescript-eslint/no-empty-object-type': ['error', { allowWithName: 'Deps$' }],
      // Express and Vitest augment their own namespaces; that is the only way to type req.service.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': elements,
      // A single file cannot be an element of its own, so the root's files get a category.
      'boundaries/files': [{ category: 'composition-root', pattern: 'server/src/*.ts' }],
      'boundaries/include': ['server/src/**/*', 'client/src/**/*'],
      'import/resolver': {
        typescript: { project: ['server/tsconfig.json', 'client/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
    },
  },
  {
    // The composer's three layers depend one way: the renderer (graph → Markdown) on the planner
    // (facts → graph) on the reader (brief → facts). Tests may import whatever they exercise.
    files: ['server/src/modules/generation/composer/reader/**/*.ts', 'server/src/modules/generation/composer/planner/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/renderer/*'], message: 'The composer renders last: the reader and the planner import nothing from renderer/.' }] }],
    },
  },
  {
    files: ['server/src/modules/generation/composer/reader/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/planner/*', '**/renderer/*'], message: 'The reader only reads the brief: it imports nothing from planner/ or renderer/.' }] }],
    },
  },
  {
    // Cycles between modules, in production files (tests may import whatever they exercise).
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    plugins: { specforge: { rules: { 'no-module-cycle': noModuleCycle } } },
    rules: { 'specforge/no-module-cycle': 'error' },
  },
);
