// The risk conditions are codes in the domain and words here (decision 300): `common:conditions.labels` names each
// condition of the domain's table, and nothing else, in English (translations.test.ts then asks every language for
// the same keys). A condition added to the table without its label fails here and in the type check of the pages that
// list it (the quiz's conditions question and the "which conditions count" list).
import { describe, expect, it } from 'vitest';
import { MEDICAL_CONDITIONS } from '@vaxnear/domain/quiz/medical-conditions';
import english from './en/common.json';
import spanish from './es/common.json';

describe('the labels of the risk conditions', () => {
  it('name every condition of the domain’s table, and only those', () => {
    const ids = MEDICAL_CONDITIONS.map((c) => c.id).sort();
    expect(Object.keys(english.conditions.labels).sort()).toEqual(ids);
    expect(Object.keys(spanish.conditions.labels).sort()).toEqual(ids);
  });

  it('are the words each language has always shown', () => {
    expect(english.conditions.labels.diabetes).toBe('Diabetes (type 1 or type 2)');
    expect(spanish.conditions.labels.diabetes).toBe('Diabetes (tipo 1 o tipo 2)');
    expect(spanish.conditions.labels.heartDisease).toMatch(/cardíaca/);
  });
});
