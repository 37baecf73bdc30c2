import type { HttpHandler } from 'msw';
import { badRequest } from '../model/errors';
import type { SandboxState } from '../model/state';
import { route } from './http-kit';
import type { Schemas } from './views';

type Address = Schemas['Address'];

/**
 * Real road-name addresses (도로명주소) with their postal codes: city halls, stations and
 * landmarks across the country, so an address search in development finds what a member would
 * type. The partner's backend searches the national address database instead.
 */
export const ROAD_ADDRESSES: readonly Address[] = [
  { postNo: '03045', roadAddress: '서울특별시 종로구 사직로 161', jibunAddress: '서울특별시 종로구 세종로 1-1', buildingName: '경복궁' },
  { postNo: '03171', roadAddress: '서울특별시 종로구 세종대로 209', jibunAddress: '서울특별시 종로구 세종로 77-6', buildingName: '정부서울청사' },
  { postNo: '03932', roadAddress: '서울특별시 마포구 월드컵로 240', jibunAddress: '서울특별시 마포구 성산동 515', buildingName: '서울월드컵경기장' },
  { postNo: '04353', roadAddress: '서울특별시 용산구 이태원로 29', jibunAddress: '서울특별시 용산구 용산동1가 8', buildingName: '전쟁기념관' },
  { postNo: '04383', roadAddress: '서울특별시 용산구 서빙고로 137', jibunAddress: '서울특별시 용산구 용산동6가 168-6', buildingName: '국립중앙박물관' },
  { postNo: '04524', roadAddress: '서울특별시 중구 세종대로 110', jibunAddress: '서울특별시 중구 태평로1가 31', buildingName: '서울특별시청' },
  { postNo: '04564', roadAddress: '서울특별시 중구 을지로 281', jibunAddress: '서울특별시 중구 을지로7가 2-1', buildingName: '동대문디자인플라자' },
  { postNo: '05551', roadAddress: '서울특별시 송파구 올림픽로 300', jibunAddress: '서울특별시 송파구 신천동 29', buildingName: '롯데월드타워' },
  { postNo: '06164', roadAddress: '서울특별시 강남구 영동대로 513', jibunAddress: '서울특별시 강남구 삼성동 159', buildingName: '코엑스' },
  { postNo: '06236', roadAddress: '서울특별시 강남구 테헤란로 152', jibunAddress: '서울특별시 강남구 역삼동 737', buildingName: '강남파이낸스센터' },
  { postNo: '07233', roadAddress: '서울특별시 영등포구 의사당대로 1', jibunAddress: '서울특별시 영등포구 여의도동 1', buildingName: '국회의사당' },
  { postNo: '07335', roadAddress: '서울특별시 영등포구 여의대로 108', jibunAddress: '서울특별시 영등포구 여의도동 22', buildingName: '파크원' },
  { postNo: '07345', roadAddress: '서울특별시 영등포구 63로 50', jibunAddress: '서울특별시 영등포구 여의도동 60', buildingName: '63빌딩' },
  { postNo: '08826', roadAddress: '서울특별시 관악구 관악로 1', jibunAddress: '서울특별시 관악구 신림동 산56-1', buildingName: '서울대학교' },
  { postNo: '13494', roadAddress: '경기도 성남시 분당구 판교역로 235', jibunAddress: '경기도 성남시 분당구 삼평동 681', buildingName: '에이치스퀘어' },
  { postNo: '13561', roadAddress: '경기도 성남시 분당구 불정로 6', jibunAddress: '경기도 성남시 분당구 정자동 178-1', buildingName: '네이버 그린팩토리' },
  { postNo: '16508', roadAddress: '경기도 수원시 영통구 도청로 30', jibunAddress: '경기도 수원시 영통구 이의동 1409', buildingName: '경기도청' },
  { postNo: '21554', roadAddress: '인천광역시 남동구 정각로 29', jibunAddress: '인천광역시 남동구 구월동 1138', buildingName: '인천광역시청' },
  { postNo: '22382', roadAddress: '인천광역시 중구 공항로 272', jibunAddress: '인천광역시 중구 운서동 2851', buildingName: '인천국제공항 제1여객터미널' },
  { postNo: '24266', roadAddress: '강원특별자치도 춘천시 중앙로 1', jibunAddress: '강원특별자치도 춘천시 봉의동 15', buildingName: '강원특별자치도청' },
  { postNo: '30151', roadAddress: '세종특별자치시 한누리대로 2130', jibunAddress: '세종특별자치시 보람동 605', buildingName: '세종특별자치시청' },
  { postNo: '35242', roadAddress: '대전광역시 서구 둔산로 100', jibunAddress: '대전광역시 서구 둔산동 1420', buildingName: '대전광역시청' },
  { postNo: '41911', roadAddress: '대구광역시 중구 공평로 88', jibunAddress: '대구광역시 중구 동인동1가 2-1', buildingName: '대구광역시청' },
  { postNo: '44675', roadAddress: '울산광역시 남구 중앙로 201', jibunAddress: '울산광역시 남구 신정동 646-4', buildingName: '울산광역시청' },
  { postNo: '46241', roadAddress: '부산광역시 금정구 부산대학로63번길 2', jibunAddress: '부산광역시 금정구 장전동 30', buildingName: '부산대학교' },
  { postNo: '47545', roadAddress: '부산광역시 연제구 중앙대로 1001', jibunAddress: '부산광역시 연제구 연산동 1000', buildingName: '부산광역시청' },
  { postNo: '48058', roadAddress: '부산광역시 해운대구 센텀남대로 35', jibunAddress: '부산광역시 해운대구 우동 1495', buildingName: '신세계 센텀시티' },
  { postNo: '48060', roadAddress: '부산광역시 해운대구 APEC로 55', jibunAddress: '부산광역시 해운대구 우동 1500', buildingName: '벡스코' },
  { postNo: '48729', roadAddress: '부산광역시 동구 중앙대로 206', jibunAddress: '부산광역시 동구 초량동 1187-1', buildingName: '부산역' },
  { postNo: '61945', roadAddress: '광주광역시 서구 내방로 111', jibunAddress: '광주광역시 서구 치평동 1200', buildingName: '광주광역시청' },
  { postNo: '63122', roadAddress: '제주특별자치도 제주시 문연로 6', jibunAddress: '제주특별자치도 제주시 연동 312-1', buildingName: '제주특별자치도청' },
];

const MAX_RESULTS = 20;
const compact = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/**
 * The addresses whose road address, lot-number address or building name contains every word of
 * `keyword` (spaces ignored inside a word's match, case-insensitive), by postal code, at most 20.
 *
 * @example
 * searchRoadAddresses('세종대로 110')[0]?.postNo // '04524'
 */
export function searchRoadAddresses(keyword: string): Address[] {
  const words = keyword.trim().split(/\s+/).filter(Boolean).map(compact);
  return ROAD_ADDRESSES.filter((address) => {
    const haystack = compact(`${address.roadAddress} ${address.jibunAddress} ${address.buildingName}`);
    return words.every((word) => haystack.includes(word));
  }).slice(0, MAX_RESULTS);
}

/** The road-name address search of the KYC form (designed: `GET /main/v1/util/address`). */
export function addressHandlers(state: SandboxState): HttpHandler[] {
  return [
    route(state, 'get', '/main/v1/util/address', 'anyone', ({ url }) => {
      const keyword = (url.searchParams.get('keyword') ?? '').trim();
      if (keyword.length < 2 || keyword.length > 60) throw badRequest('BAD_REQUEST', '검색어를 2자 이상 입력해주세요.');
      return { addresses: searchRoadAddresses(keyword) };
    }),
  ];
}
