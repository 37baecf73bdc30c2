import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { ROAD_ADDRESSES, searchRoadAddresses } from './address-handlers';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

async function search(keyword: string) {
  const response = await fetch(`https://partner.example/main/v1/util/address?keyword=${encodeURIComponent(keyword)}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('도로명주소 검색', () => {
  it('전국의 실제 도로명주소 31곳, 우편번호 순', () => {
    expect(ROAD_ADDRESSES).toHaveLength(31);
    const postNos = ROAD_ADDRESSES.map((address) => address.postNo);
    expect(postNos).toEqual([...postNos].sort());
    expect(ROAD_ADDRESSES.every((address) => /^\d{5}$/.test(address.postNo))).toBe(true);
  });

  it('도로명과 건물번호로 찾는다', async () => {
    expect(await search('세종대로 110')).toEqual({
      status: 200,
      body: { addresses: [{ postNo: '04524', roadAddress: '서울특별시 중구 세종대로 110', jibunAddress: '서울특별시 중구 태평로1가 31', buildingName: '서울특별시청' }] },
    });
  });

  it('건물 이름, 지번, 띄어쓰기 없는 검색어도 찾는다', () => {
    expect(searchRoadAddresses('벡스코').map((address) => address.postNo)).toEqual(['48060']);
    expect(searchRoadAddresses('역삼동 737').map((address) => address.roadAddress)).toEqual(['서울특별시 강남구 테헤란로 152']);
    expect(searchRoadAddresses('롯데월드타워').map((address) => address.postNo)).toEqual(['05551']);
    expect(searchRoadAddresses('apec로').map((address) => address.postNo)).toEqual(['48060']);
  });

  it('모든 낱말이 들어간 주소만, 부산 해운대구는 둘', () => {
    expect(searchRoadAddresses('부산 해운대구').map((address) => address.buildingName)).toEqual(['신세계 센텀시티', '벡스코']);
    expect(searchRoadAddresses('부산 세종대로')).toEqual([]);
  });

  it('검색어가 2자 미만이면 400', async () => {
    expect(await search(' 서 ')).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message: '검색어를 2자 이상 입력해주세요.' } });
  });
});
