// zod validation for route params, queries and bodies. A failure is a 400 naming the field,
// never a 500.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType, core } from 'zod';
import { badRequest, type AppError } from './errors';

/** The 400 for a failed parse: the first issue's field (or `whole` for the value itself) and why. */
export function invalidInput(error: core.$ZodError, whole: string): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || whole;
  return badRequest(`Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error, target);
  });
}
