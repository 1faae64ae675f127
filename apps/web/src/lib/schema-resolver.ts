// A form resolver from a zod schema (lib/use-form.ts): each field's first issue, its code as the error's type and its
// message as the form's message, as @hookform/resolvers' zodResolver answered. An issue of the domain's field rules
// carries its reason and numbers in its params (decisions 298, 301): the reason is then the type, the numbers the params
// (zod's own too_big gives its limit). Typed by shape rather than by zod's
// types, so it costs a page nothing until a schema is passed to it.
import type { FormErrors, FormResolver } from './use-form.ts';

interface Issue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  params?: { reason?: string; params?: { max?: number; digits?: number } } | undefined;
  /** zod's too_big: the limit, which the words of "too long" need. */
  maximum?: number | bigint | undefined;
}

export interface ParsingSchema<Out> {
  safeParse(data: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

export function schemaResolver<T, Out>(schema: ParsingSchema<Out>): FormResolver<T, Out> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { errors: {}, values: result.data };
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      const params =
        issue.params?.params ??
        (issue.code === 'too_big' && typeof issue.maximum === 'number' ? { max: issue.maximum } : undefined);
      errors[name] ??= {
        type: issue.params?.reason ?? issue.code,
        message: issue.message,
        ...(params ? { params } : {}),
      };
    }
    return { errors };
  };
}
