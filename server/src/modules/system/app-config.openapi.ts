import { z } from 'zod';
import { edgeRejection, openApiRegistry, publicAccess } from '../../core/openapi/registry.js';

const appConfigSchema = z
  .object({
    supportEmail: z.email(),
    supportPhone: z.string().nullable(),
    googleSignIn: z.boolean(),
    planMaxProjects: z.number().int(),
    planMaxDocuments: z.number().int(),
    generator: z.enum(['builtin', 'openai', 'anthropic']).describe('LLM_PROVIDER: builtin is the offline outline composer'),
  })
  .openapi('AppConfig');

openApiRegistry.registerPath({
  method: 'get',
  path: '/config',
  summary: 'Public settings: support contact, whether Google sign-in is available, plan limits, which generator drafts documents',
  tags: ['System'],
  security: publicAccess,
  responses: {
    200: {
      description: 'The settings',
      content: { 'application/json': { schema: z.object({ status: z.literal('success'), data: appConfigSchema }) } },
    },
    ...edgeRejection,
  },
});
