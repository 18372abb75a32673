import { schemaResolver, type FormErrors } from '@mantine/form';
import type { z } from 'zod/mini';

/**
 * A zod schema (`zod/mini`: only the checks a schema uses are bundled) as a `useForm` validator. Mantine's own Standard Schema resolver, run synchronously
 * (zod schemas here never await), so `form.validate()` and `form.isValid()` answer at once.
 * A field gets the message of its first failing check, so a schema's checks are in the order
 * the form reports them.
 */
export function zodValidator<Values>(schema: z.ZodMiniType<unknown, Values>): (values: Values) => FormErrors {
  return schemaResolver(schema, { sync: true });
}

/** The first message in the given field order: for the forms that show one alert, not per-field errors. */
export function firstError(errors: FormErrors, order: readonly string[]): string | null {
  for (const field of order) {
    const message = errors[field];
    if (typeof message === 'string' && message !== '') return message;
  }
  return null;
}
