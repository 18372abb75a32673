import { z } from 'zod';
import data from './compliance.json' with { type: 'json' };
import { namesMatcher } from './names.js';

/**
 * What each well-known regulation asks of the product (compliance.json), validated when the
 * module loads: a broken rule stops the load with the problem.
 */
export const complianceSchema = z.object({
  _about: z.string().min(20),
  rules: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      names: z.array(z.string().regex(/^[a-z0-9][a-z0-9 .\-/]*\*?$/)).min(1),
      personalData: z.boolean(),
      control: z.string().min(20),
    }),
  ),
});

export type ComplianceRule = z.infer<typeof complianceSchema>['rules'][number];

const rules = complianceSchema.parse(data).rules.map((rule) => ({ rule, test: namesMatcher(rule.names) }));

/** The first rule one of whose names the compliance item contains, if any. */
export function complianceRule(item: string): ComplianceRule | undefined {
  return rules.find(({ test }) => test(item))?.rule;
}
