import { z } from 'zod';
import data from './services.json' with { type: 'json' };

/**
 * The services people name in briefs (services.json), validated when the module loads: a broken
 * entry stops the load with the problem instead of reading briefs with half of it.
 */
const word = z.string().regex(/^[a-z0-9][a-z0-9 .\-/]*\*?$/, 'lower case words');

export const servicesSchema = z.object({
  _about: z.string().min(20),
  deviceWords: z.object({ _about: z.string().min(20), words: z.array(z.string().regex(/^[a-z0-9]+$/)).min(1) }),
  services: z.array(
    z.object({
      names: z.array(word).min(1),
      purpose: z.string().min(5),
      alternatives: z.array(z.string().min(2)),
      needs: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/)),
      signIn: z.literal(true).optional(),
    }),
  ),
});

export type ServicesData = z.infer<typeof servicesSchema>;

export const servicesData: ServicesData = servicesSchema.parse(data);
