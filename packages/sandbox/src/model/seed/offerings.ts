import type { DateTime } from 'luxon';
import { isoSeoul } from '../clock';
import type { BuildingFacts, Disclosure, Offering, ProspectusDocument } from '../types';

type Phase = 'LISTED' | 'ALLOTTED' | 'CLOSED' | 'OPEN' | 'UPCOMING';

interface OfferingSeed {
  name: string;
  buildingName: string;
  address: string;
  summary: string;
  phase: Phase;
  /** For OPEN offerings: days until the last day (0 = ends today). */
  daysLeft?: number;
  securitiesClassCod: Offering['securitiesClassCod'];
  productRiskLevelCod: Offering['productRiskLevelCod'];
  scrPrice: number;
  totalIssueQty: number;
  subscribedRatio: number;
  expectedDividendRate: number;
}

const SEEDS: readonly OfferingSeed[] = [
  { name: '을지로 파인타워 1호', buildingName: '을지로 파인타워', address: '서울특별시 중구 을지로 100', summary: '을지로3가역 도보 2분, 공실률 2% 미만의 도심 프라임 오피스', phase: 'LISTED', securitiesClassCod: 'TRUST_BENEFICIARY', productRiskLevelCod: '3', scrPrice: 5_000, totalIssueQty: 1_800_000, subscribedRatio: 1.42, expectedDividendRate: 4.8 },
  { name: '성수 레드브릭 오피스', buildingName: '성수 레드브릭', address: '서울특별시 성동구 성수이로 78', summary: '붉은 벽돌 공장을 리모델링한 성수동 복합 업무시설', phase: 'LISTED', securitiesClassCod: 'TRUST_BENEFICIARY', productRiskLevelCod: '2', scrPrice: 5_000, totalIssueQty: 1_200_000, subscribedRatio: 2.31, expectedDividendRate: 4.1 },
  { name: '해운대 마린시티 오션스퀘어', buildingName: '오션스퀘어', address: '부산광역시 해운대구 마린시티2로 38', summary: '해운대 마린시티 바다 조망 근린생활시설, 임대차 10년 확정', phase: 'LISTED', securitiesClassCod: 'TRUST_BENEFICIARY', productRiskLevelCod: '3', scrPrice: 5_000, totalIssueQty: 900_000, subscribedRatio: 1.08, expectedDividendRate: 5.2 },
  { name: '역삼 테헤란 418', buildingName: '테헤란 418 빌딩', address: '서울특별시 강남구 테헤란로 418', summary: '역삼역 초역세권 IT 기업 임차 오피스', phase: 'LISTED', securitiesClassCod: 'TRUST_BENEFICIARY', productRiskLevelCod: '2', scrPrice: 10_000, totalIssueQty: 2_500_000, subscribedRatio: 1.77, expectedDividendRate: 3.9 },
  { name: '서면 센트럴 스테이션', buildingName: '서면 센트럴 스테이션', address: '부산광역시 부산진구 중앙대로 680', summary: '서면역 지하 연결 리테일 상가, 대형 SPA 브랜드 입점', phase: 'ALLOTTED', securitiesClassCod: 'TRUST_BENEFICIARY', productRiskLevelCod: '3', scrPrice: 5_000, totalIssueQty: 1_000_000, subscribedRatio: 1.25, expectedDividendRate: 5.0 },
  { name: '여의도 리버사이드 오피스', buildingName: '리버사이드 오피스', address: '서울특별시 영등포구 여의대로 24', summary: '한강 조망 여의도 금융지구 A급 오피스', phase: 'ALLOTTED', securitiesClassCod: 'TRUST_BENEFICIARY', productRiskLevelCod: '2', scrPrice: 5_000, totalIssueQty: 2_000_000, subscribedRatio: 0.94, expectedDividendRate: 4.3 },
  { name: '한남 스트리트 리테일', buildingName: '한남 스트리트 빌딩', address: '서울특별시 용산구 한남대로 42', summary: '한남동 플래그십 스토어 거리의 꼬마빌딩', phase: 'CLOSED', securitiesClassCod: 'INVESTMENT_CONTRACT', productRiskLevelCod: '1', scrPrice: 5_000, totalIssueQty: 600_000, subscribedRatio: 1.6, expectedDividendRate: 5.6 },
  { name: '광안리 오션뷰 스테이', buildingName: '광안 오션뷰 스테이', address: '부산광역시 수영구 광안해변로 219', summary: '광안대교 정면 조망 생활숙박시설, 위탁 운영 수익 배분', phase: 'OPEN', daysLeft: 4, securitiesClassCod: 'INVESTMENT_CONTRACT', productRiskLevelCod: '1', scrPrice: 5_000, totalIssueQty: 800_000, subscribedRatio: 0.46, expectedDividendRate: 6.1 },
  { name: '판교 테크원 라이프', buildingName: '판교 테크원', address: '경기도 성남시 분당구 판교역로 166', summary: '판교 테크노밸리 연구개발 오피스, 대기업 계열사 장기 임차', phase: 'OPEN', daysLeft: 6, securitiesClassCod: 'TRUST_BENEFICIARY', productRiskLevelCod: '3', scrPrice: 5_000, totalIssueQty: 1_500_000, subscribedRatio: 0.31, expectedDividendRate: 4.5 },
  { name: '홍대 와우산로 스테이', buildingName: '와우산로 스테이', address: '서울특별시 마포구 와우산로 94', summary: '홍대입구역 인근 외국인 관광객 특화 숙박시설', phase: 'OPEN', daysLeft: 0, securitiesClassCod: 'INVESTMENT_CONTRACT', productRiskLevelCod: '1', scrPrice: 5_000, totalIssueQty: 500_000, subscribedRatio: 0.88, expectedDividendRate: 6.4 },
  { name: '명동 헤리티지 호텔', buildingName: '명동 헤리티지', address: '서울특별시 중구 명동길 73', summary: '명동성당 앞 부티크 호텔, 운영사 최소 수익 보장', phase: 'UPCOMING', securitiesClassCod: 'TRUST_BENEFICIARY', productRiskLevelCod: '2', scrPrice: 5_000, totalIssueQty: 1_400_000, subscribedRatio: 0, expectedDividendRate: 4.9 },
  { name: '센텀시티 비즈니스 타워', buildingName: '센텀 비즈니스 타워', address: '부산광역시 해운대구 센텀중앙로 97', summary: '센텀시티 영상·IT 클러스터 핵심 입지 업무시설', phase: 'UPCOMING', securitiesClassCod: 'TRUST_BENEFICIARY', productRiskLevelCod: '3', scrPrice: 10_000, totalIssueQty: 1_100_000, subscribedRatio: 0, expectedDividendRate: 4.4 },
];

/** The buildings, in the order of SEEDS: use, floors above/below, areas (m²), year, lease %, colour. */
const BUILDINGS: readonly BuildingFacts[] = [
  { usage: '업무시설', floorsAboveGround: 20, floorsBelowGround: 6, grossFloorArea: 38_412.5, landArea: 2_310.2, completedYear: 2009, leaseRate: 98.4, color: '#5b6b8c' },
  { usage: '업무시설', floorsAboveGround: 6, floorsBelowGround: 2, grossFloorArea: 4_820.7, landArea: 1_105.3, completedYear: 1978, leaseRate: 100, color: '#a0432f' },
  { usage: '근린생활시설', floorsAboveGround: 8, floorsBelowGround: 3, grossFloorArea: 9_604.1, landArea: 1_820.4, completedYear: 2014, leaseRate: 96.2, color: '#2f7fa8' },
  { usage: '업무시설', floorsAboveGround: 24, floorsBelowGround: 7, grossFloorArea: 52_180.9, landArea: 3_012.6, completedYear: 2012, leaseRate: 97.1, color: '#3d4a5c' },
  { usage: '판매시설', floorsAboveGround: 10, floorsBelowGround: 5, grossFloorArea: 21_340.2, landArea: 2_650.8, completedYear: 2016, leaseRate: 95.5, color: '#c2853a' },
  { usage: '업무시설', floorsAboveGround: 18, floorsBelowGround: 5, grossFloorArea: 33_870.4, landArea: 2_480.1, completedYear: 2011, leaseRate: 93.8, color: '#4a7f8f' },
  { usage: '근린생활시설', floorsAboveGround: 5, floorsBelowGround: 1, grossFloorArea: 1_980.6, landArea: 512.3, completedYear: 2019, leaseRate: 100, color: '#8d7b68' },
  { usage: '숙박시설', floorsAboveGround: 15, floorsBelowGround: 4, grossFloorArea: 12_450.8, landArea: 1_240.5, completedYear: 2021, leaseRate: 88.6, color: '#3b8ea5' },
  { usage: '업무시설', floorsAboveGround: 12, floorsBelowGround: 4, grossFloorArea: 26_730.1, landArea: 3_410.9, completedYear: 2015, leaseRate: 99.2, color: '#5d7a4a' },
  { usage: '숙박시설', floorsAboveGround: 9, floorsBelowGround: 2, grossFloorArea: 4_310.2, landArea: 690.4, completedYear: 2018, leaseRate: 91.3, color: '#b0566f' },
  { usage: '숙박시설', floorsAboveGround: 14, floorsBelowGround: 3, grossFloorArea: 11_204.7, landArea: 1_030.2, completedYear: 1996, leaseRate: 94.7, color: '#7a5c3e' },
  { usage: '업무시설', floorsAboveGround: 22, floorsBelowGround: 6, grossFloorArea: 41_905.3, landArea: 3_820.7, completedYear: 2017, leaseRate: 96.9, color: '#46608a' },
];

/** Day offsets from today (begin of subscription, its end, allotment, listing) per phase. */
const PHASE_DAYS: Record<Phase, (index: number, daysLeft: number) => [number, number, number, number]> = {
  LISTED: (index) => [-200 + index * 20, -193 + index * 20, -189 + index * 20, -175 + index * 20],
  ALLOTTED: (index) => [-22 - index, -15 - index, -11 - index, 6 + index],
  CLOSED: () => [-9, -1, 2, 15],
  OPEN: (_index, daysLeft) => [daysLeft - 7, daysLeft, daysLeft + 3, daysLeft + 17],
  UPCOMING: (index) => [3 + index, 10 + index, 14 + index, 28 + index],
};

function documentsFor(id: string, stockCd: string): ProspectusDocument[] {
  return [
    { manageCode: 'PROSPECTUS', title: '투자설명서', fileName: `${stockCd}_투자설명서.pdf` },
    { manageCode: 'SECURITIES_REPORT', title: '증권신고서', fileName: `${stockCd}_증권신고서.pdf` },
    { manageCode: 'TRUST_CONTRACT', title: '신탁계약서', fileName: `${stockCd}_신탁계약서.pdf` },
    { manageCode: 'APPRAISAL', title: '감정평가서 요약', fileName: `${stockCd}_감정평가서.pdf` },
  ].map((doc) => ({ ...doc, url: `/main/v1/stock/get-terms-pdf/${id}?manageCode=${doc.manageCode}` }));
}

function disclosuresFor(id: string, seed: OfferingSeed, today: DateTime, begin: number): Disclosure[] {
  const list: Disclosure[] = [
    {
      disclosureId: `${id}01`,
      offeringId: id,
      title: `[증권신고] ${seed.name} 증권신고서 제출`,
      content: `<p>${seed.buildingName}(${seed.address})을 기초자산으로 하는 증권의 신고서를 금융위원회에 제출하였습니다.</p>`,
      publishedAt: isoSeoul(today.plus({ days: begin - 14, hours: 10 })),
    },
    {
      disclosureId: `${id}02`,
      offeringId: id,
      title: `[투자위험] ${seed.name} 주요 투자위험 안내`,
      content: '<ul><li>임차인 공실에 따른 배당 감소 위험</li><li>금리 변동에 따른 자산 가치 변동 위험</li><li>유통시장 거래량 부족에 따른 환금성 위험</li></ul>',
      publishedAt: isoSeoul(today.plus({ days: begin - 7, hours: 10 })),
    },
  ];
  if (seed.phase === 'LISTED') {
    list.push({
      disclosureId: `${id}03`,
      offeringId: id,
      title: `[정기공시] ${seed.name} 분기 운용보고서`,
      content: `<p>임대율 ${98 - (Number(seed.productRiskLevelCod) % 3)}%, 분기 배당금 지급 예정입니다.</p>`,
      publishedAt: isoSeoul(today.minus({ days: 20 }).set({ hour: 16 })),
    });
  }
  return list;
}

/**
 * The demo offerings: 12 real-sounding Seoul and Busan buildings, in every state, with dates
 * relative to `now` so each stays in its state on any day the sandbox starts.
 *
 * @example
 * seedOfferings(DateTime.now()).length; // 12
 */
export function seedOfferings(now: DateTime): Offering[] {
  const today = now.startOf('day');
  let listedIndex = 0;
  let allottedIndex = 0;
  let upcomingIndex = 0;
  return SEEDS.map((seed, index): Offering => {
    const id = String(101 + index);
    const stockCd = `JG${String(index + 1).padStart(4, '0')}`;
    const phaseIndex = seed.phase === 'LISTED' ? listedIndex++ : seed.phase === 'ALLOTTED' ? allottedIndex++ : seed.phase === 'UPCOMING' ? upcomingIndex++ : 0;
    const [begin, end, put, list] = PHASE_DAYS[seed.phase](phaseIndex, seed.daysLeft ?? 0);
    const totalOfferingQty = Math.round(seed.totalIssueQty * 0.9);
    return {
      id,
      subscribeInfoId: String(5_000 + index + 1),
      stockCd,
      name: seed.name,
      buildingName: seed.buildingName,
      address: seed.address,
      summary: seed.summary,
      securitiesClassCod: seed.securitiesClassCod,
      productRiskLevelCod: seed.productRiskLevelCod,
      scrPrice: seed.scrPrice,
      totalIssueQty: seed.totalIssueQty,
      totalOfferingQty,
      totalScrQty: Math.round(totalOfferingQty * seed.subscribedRatio),
      subsBeginAt: isoSeoul(today.plus({ days: begin })),
      subsEndAt: isoSeoul(today.plus({ days: end }).endOf('day').set({ millisecond: 0 })),
      putAt: isoSeoul(today.plus({ days: put })),
      listAt: isoSeoul(today.plus({ days: list })),
      expectedDividendRate: seed.expectedDividendRate,
      building: BUILDINGS[index] ?? BUILDINGS[0]!,
      thumbImgUrl: `/__sandbox/images/offering-${id}.svg`,
      documents: documentsFor(id, stockCd),
      disclosures: disclosuresFor(id, seed, today, begin),
      allotmentDone: seed.phase === 'LISTED' || seed.phase === 'ALLOTTED',
    };
  });
}
