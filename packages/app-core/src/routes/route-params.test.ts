import { describe, expect, it } from 'vitest';
import { onlyIdSegments } from './route-params';

describe('onlyIdSegments', () => {
  it('숫자 아이디만 있는 경로는 그대로 받는다', () => {
    expect(onlyIdSegments({ id: '108' }, 'id')).toEqual({ id: '108' });
    expect(onlyIdSegments({ id: '108', disclosureId: '3' }, 'id', 'disclosureId')).toEqual({ id: '108', disclosureId: '3' });
  });

  it('이름을 대지 않은 세그먼트(문서 코드)는 보지 않는다', () => {
    expect(onlyIdSegments({ id: '108', manageCode: 'PROSPECTUS-A' }, 'id')).toEqual({ id: '108', manageCode: 'PROSPECTUS-A' });
  });

  it.each(['abc', '', '0', '012', '-3', '1.5', '1e3', ' 7', '1234567890123456'])('"%s"는 아이디가 아니어서 어떤 경로에도 맞지 않는다', (segment) => {
    expect(onlyIdSegments({ id: segment }, 'id')).toBe(false);
  });

  it('여러 세그먼트 중 하나라도 아이디가 아니면 맞지 않는다', () => {
    expect(onlyIdSegments({ id: '108', disclosureId: 'x' }, 'id', 'disclosureId')).toBe(false);
  });
});
