// A form resolver from a zod schema (lib/use-form.ts): each field's first issue, its code as the error's type and its
// message as the form's message, as @hookform/resolvers' zodResolver answered. An issue of the domain's field rules
// carries its reason and numbers in its params (decision 298): the reason is then the type, the numbers the params. Typed by shape rather than by zod's
// types, so it costs a page nothing until a schema is passed to it.
import type { FormErrors, FormResolver } from './use-form.ts';

interface Issue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  params?: { reason?: string; params?: { max?: number } } | undefined;
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
      errors[name] ??= {
        type: issue.params?.reason ?? issue.code,
        message: issue.message,
        ...(issue.params?.params ? { params: issue.params.params } : {}),
      };
    }
    return { errors };
  };
}
