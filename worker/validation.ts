// zod validation for route params, queries and bodies. A failure is a 400 naming the field,
// never a 500.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { badRequest } from './errors';

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.join('.') || target;
      throw badRequest(`Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
    }
  });
}
