import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ValidationRule } from 'graphql';

/**
 * Limits on the shape of GraphQL documents (graphql-armor), checked before anything executes.
 * Tuned so every operation the client, the playground (including its introspection query) and
 * our documented examples send passes with room to spare, while documents built to exhaust the
 * server (deep nesting, alias floods, huge token counts, expensive selections) are refused with
 * a GRAPHQL_VALIDATION_FAILED error that names the limit.
 */
export const armorLimits = {
  /** Our deepest real selection is 5 levels; introspection's ofType chain reaches 13. */
  maxDepth: 15,
  maxAliases: 15,
  maxDirectives: 50,
  /** Tokens in the document (variables are not counted; big inputs go there). */
  maxTokens: 2_000,
  maxCost: 25_000,
} as const;

export interface ArmorProtection {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
  /**
   * The token limit is graphql-js's own parser option rather than armor's plugin: armor throws
   * from a plugin hook, which Apollo answers with 500; a parse error is a 400 GRAPHQL_PARSE_FAILED.
   */
  parseOptions: { maxTokens: number };
}

export function graphqlArmor({ production }: { production: boolean }): ArmorProtection {
  const armor = new ApolloArmor({
    maxDepth: { n: armorLimits.maxDepth, ignoreIntrospection: false, flattenFragments: true },
    maxAliases: { n: armorLimits.maxAliases },
    maxDirectives: { n: armorLimits.maxDirectives },
    maxTokens: { enabled: false },
    costLimit: { maxCost: armorLimits.maxCost, ignoreIntrospection: true, flattenFragments: true },
    // "Did you mean …?" hints map the schema for an attacker once introspection is off.
    blockFieldSuggestion: { enabled: production },
  });
  const { plugins, validationRules } = armor.protect();
  // armor's typings point at @apollo/server's CommonJS build, ours at its ESM build: the same
  // interface reached through two paths, which TypeScript treats as distinct types.
  return { plugins: plugins as unknown as ApolloServerPlugin[], validationRules, parseOptions: { maxTokens: armorLimits.maxTokens } };
}
