import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { schemaResolver } from './schema-resolver.ts';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'Enter your name' }), z.maxLength(3, { error: 'Too long' })),
  people: z.array(z.object({ email: z.email({ error: 'Enter an email address' }) })),
});
type Input = z.input<typeof schema>;

describe('schemaResolver', () => {
  it("answers each field's first problem by its nested name, with the rule's code and the schema's message", async () => {
    const resolve = schemaResolver<Input, z.output<typeof schema>>(schema);
    expect(await resolve({ name: '', people: [{ email: 'ana@example.com' }, { email: 'leo' }] })).toEqual({
      errors: {
        name: { type: 'too_small', message: 'Enter your name' },
        'people.1.email': { type: 'invalid_format', message: 'Enter an email address' },
      },
    });
  });

  it("gives a valid form's values as the schema makes them", async () => {
    const resolve = schemaResolver<Input, z.output<typeof schema>>(schema);
    expect(await resolve({ name: ' Ana ', people: [] })).toEqual({ errors: {}, values: { name: 'Ana', people: [] } });
  });
});
