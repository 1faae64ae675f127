import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the repository's own ESLint configuration on sample files, as `npm run lint` would see them.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'house/import-boundaries').map((m) => m.message);
}

describe('the web import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/scheduler/sample.ts',
      "import { x } from '../survey/survey-store.ts';\nexport const y = x;\n",
    );
    expect(errors).toEqual([expect.stringContaining("Feature 'scheduler' imports feature 'survey'")]);
  });

  it('refuses it from a nested folder and through a dynamic import too', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/scheduler/results/sample.ts',
      "export const load = () => import('../../../features/quiz-x/page.tsx');\nexport * from '../../eligibility/quiz-frame.tsx';\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('refuses components/ and lib/ importing a feature', async () => {
    const fromComponents = await boundaryErrors(
      'apps/web/src/components/ui/sample.tsx',
      "import { x } from '../../features/scheduler/machine/scheduler-store.ts';\nexport const y = x;\n",
    );
    const fromLib = await boundaryErrors('apps/web/src/lib/sample.ts', "import '../features/survey/survey.css';\n");
    expect(fromComponents).toEqual([expect.stringContaining("must not import a feature ('scheduler')")]);
    expect(fromLib).toHaveLength(1);
  });

  it('lets a feature import its own files, components/, lib/ and the domain', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/scheduler/results/sample.ts',
      [
        "import { a } from '../machine/scheduler-store.ts';",
        "import { b } from '../../../components/ui/bot-tokens.tsx';",
        "import { c } from '../../../lib/routes.ts';",
        "import { d } from '@vaxnear/domain/vaccines';",
        'export const all = [a, b, c, d];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('calls to the server', () => {
  async function restrictedImports(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it('refuses apiRequest in a page: the call belongs in an api/ module', async () => {
    const errors = await restrictedImports(
      'apps/web/src/features/group/sample-page.tsx',
      "import { ApiError, apiRequest } from '../../lib/api-client.ts';\nexport const y = [ApiError, apiRequest];\n",
    );
    expect(errors).toEqual([expect.stringContaining('api/ module')]);
  });

  it('lets an api/ module call it, and a page catch its ApiError', async () => {
    const inModule = await restrictedImports(
      'apps/web/src/features/group/api/sample.ts',
      "import { apiRequest } from '../../../lib/api-client.ts';\nexport const y = apiRequest;\n",
    );
    const errorOnly = await restrictedImports(
      'apps/web/src/features/group/sample-page.tsx',
      "import { ApiError } from '../../lib/api-client.ts';\nexport const y = ApiError;\n",
    );
    expect(inModule).toEqual([]);
    expect(errorOnly).toEqual([]);
  });
});

describe('the heavy libraries the web replaced', () => {
  async function heavyImports(code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src/lib/sample.ts') });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((m) => m.message);
  }

  it('refuses a value import of classic zod, i18next, react-i18next or react-hook-form', async () => {
    const errors = await heavyImports(
      [
        "import { z } from 'zod';",
        "import i18next from 'i18next';",
        "import { useTranslation } from 'react-i18next';",
        "import { useForm } from 'react-hook-form';",
        'export const all = [z, i18next, useTranslation, useForm];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining("Use 'zod/mini'"),
      expect.stringContaining('lib/use-translation.tsx'),
      expect.stringContaining('lib/use-translation.tsx'),
      expect.stringContaining('lib/use-form.ts'),
    ]);
  });

  it('lets the web take a type from classic zod and use zod/mini', async () => {
    const errors = await heavyImports(
      "import type { z } from 'zod';\nimport * as m from 'zod/mini';\nexport type T = z.infer<typeof s>;\nexport const s = m.string();\n",
    );
    expect(errors).toEqual([]);
  });
});
