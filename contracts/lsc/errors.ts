import { z } from 'zod';

/** The body of every refused lsc request: a 400 names the parameter it could not use. */
export const LscErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), parameter: z.string().optional() }),
});
export type LscErrorBody = z.infer<typeof LscErrorBody>;
