import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type ASTNode, type ASTVisitor, type ValidationContext } from 'graphql';
import { findUnsafeText, hasUnsafeText, unsafeTextError, type UnsafeTextIssue } from '../input/unsafe-text.js';

/**
 * The edge's text rule (core/input/unsafe-text.ts) for GraphQL: a GraphQLError wrapping the same
 * VALIDATION_FAILED AppError REST answers with, so formatError gives it `appCode` and `fields`,
 * and HTTP answers 400.
 */
export function unsafeTextGraphQLError(issue: UnsafeTextIssue, nodes?: ASTNode): GraphQLError {
  const error = unsafeTextError(issue);
  return new GraphQLError(error.message, { nodes, originalError: error, extensions: { http: { status: 400 } } });
}

/** Where a literal sits: `input.name` for `createProject(input: { name: "…" })`. */
function literalPath(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  const names: string[] = [];
  for (const node of ancestors) {
    if (Array.isArray(node) || !('kind' in node)) continue;
    if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.push(node.name.value);
    else if (node.kind === Kind.VARIABLE_DEFINITION) names.push(node.variable.name.value);
  }
  return names.join('.') || 'query';
}

/**
 * Validation rule: string literals written into the document (`"a\u0000b"` is a legal GraphQL
 * escape) follow the rule too. Runs on both transports (HTTP and graphql-ws).
 */
export function unsafeTextRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node, _key, parent, _path, ancestors) {
      // `ancestors` stops above the parent (the object field or argument holding the literal).
      const path = parent && !Array.isArray(parent) ? [...ancestors, parent as ASTNode] : ancestors;
      if (hasUnsafeText(node.value)) context.reportError(unsafeTextGraphQLError({ field: literalPath(path), inKey: false }, node));
    },
  };
}

/** Variables over HTTP (POST bodies and GET query strings alike, as Apollo has parsed them). */
export function unsafeTextPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request }) {
          const issue = findUnsafeText(request.variables ?? {});
          if (issue) throw unsafeTextGraphQLError(issue);
        },
      };
    },
  };
}
