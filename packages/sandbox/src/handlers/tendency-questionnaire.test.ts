import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { memberApi } from '../../test/member-api';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const call = memberApi(sandbox);

const answers = (ageGroupCod: string) => ({
  investPersonInformOfferYn: 'Y',
  investRecommandHopeYn: 'Y',
  personalInfoAgreeYn: 'Y',
  investInformChgMatterCod: 'ETC',
  ageGroupCod,
  investProposeCod: '03',
  financePduUnderstandLevelCod: '03',
  investPossibleTermCod: '03',
  endureRiskLevelCod: '03',
  indivisualPropertySituationCod: '03',
  corporatePropertySituationCod: null,
  incomeStatusCod: '03',
  investExperienceTermCd: '03',
  corporateRiskToleranceCod: null,
});

describe('투자성향 설문: 연령대 (spec §9)', () => {
  it('개인 설문의 연령대는 20대, 30대, 40대, 50대, 60대 이상 (01…05)', async () => {
    const { status, body } = await call('GET', '/main/v1/member/invest-tendency/questionnaire?individualCorpCode=INDIVIDUAL', 'demo-general');
    expect(status).toBe(200);
    const questions = body.questions as { field: string; options: { code: string; label: string }[] }[];
    expect(questions.find((question) => question.field === 'ageGroupCod')?.options).toEqual([
      { code: '01', label: '20대' },
      { code: '02', label: '30대' },
      { code: '03', label: '40대' },
      { code: '04', label: '50대' },
      { code: '05', label: '60대 이상' },
    ]);
  });

  it('60대 이상(05)도 답으로 받는다', async () => {
    const { status, body } = await call('POST', '/main/v1/member/invest-tendency', 'demo-general', answers('05'));
    expect(status).toBe(200);
    expect(body.customerTendencyEvalCod).toEqual(expect.stringMatching(/^[1-5]$/));
  });

  it('연령대에 없는 06과 다른 문항의 05는 받지 않는다', async () => {
    expect(await call('POST', '/main/v1/member/invest-tendency', 'demo-general', answers('06'))).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: '모든 문항에 답해주세요.' },
    });
    const tooFar = { ...answers('02'), investProposeCod: '05' };
    expect((await call('POST', '/main/v1/member/invest-tendency', 'demo-general', tooFar)).status).toBe(400);
  });

  it('모든 문항에서 같은 자리를 고르면 연령대의 보기가 하나 더 많아도 같은 등급이다', async () => {
    const first = { ...answers('01'), investProposeCod: '01', financePduUnderstandLevelCod: '01', investPossibleTermCod: '01', endureRiskLevelCod: '01', indivisualPropertySituationCod: '01', incomeStatusCod: '01', investExperienceTermCd: '01' };
    expect((await call('POST', '/main/v1/member/invest-tendency', 'demo-general', first)).body.customerTendencyEvalCod).toBe('1');
    const last = { ...answers('05'), investProposeCod: '04', financePduUnderstandLevelCod: '04', investPossibleTermCod: '04', endureRiskLevelCod: '04', indivisualPropertySituationCod: '04', incomeStatusCod: '04', investExperienceTermCd: '04' };
    expect((await call('POST', '/main/v1/member/invest-tendency', 'demo-general', last)).body.customerTendencyEvalCod).toBe('5');
  });
});
