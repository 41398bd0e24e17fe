import type * as z from 'zod';

/** The first message of a schema's issues for each form field, `fieldOf` naming the field an issue's path points at. */
export function fieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fieldOf: (path: readonly PropertyKey[]) => F | undefined,
) {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
