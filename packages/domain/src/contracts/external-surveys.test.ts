import { describe, expect, it } from 'vitest';
import { externalSurveyBodySchema } from './external-surveys.ts';

const valid = {
  externalId: 'abc-123',
  version: 'pmap_survey_1',
  answers: { covid19: true, rsv: 'unsure', pneumococcal: 'pending' },
};
const issuePaths = (body: unknown) => {
  const parsed = externalSurveyBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

describe('POST /external_surveys body', () => {
  it('accepts the three answers with the survey version', () => {
    expect(
      externalSurveyBodySchema.parse({ ...valid, answers: { covid19: false, rsv: true, pneumococcal: false } }).answers
        .covid19,
    ).toBe(false);
    expect(issuePaths(valid)).toEqual([]);
  });

  it('refuses an empty, blank or over-long external id', () => {
    expect(issuePaths({ ...valid, externalId: '' })).toEqual(['externalId']);
    expect(issuePaths({ ...valid, externalId: '   ' })).toEqual(['externalId']);
    expect(issuePaths({ ...valid, externalId: 'x'.repeat(101) })).toEqual(['externalId']);
    expect(issuePaths({ ...valid, externalId: 'x'.repeat(100) })).toEqual([]);
  });

  it('refuses another version and unknown or missing answers', () => {
    expect(issuePaths({ ...valid, version: 'pmap_survey_2' })).toEqual(['version']);
    expect(issuePaths({ ...valid, answers: { ...valid.answers, rsv: 'maybe' } })).toEqual(['answers.rsv']);
    expect(issuePaths({ externalId: 'a', version: 'pmap_survey_1', answers: { covid19: true, rsv: true } })).toEqual([
      'answers.pneumococcal',
    ]);
  });
});
