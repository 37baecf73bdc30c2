import { HttpResponse, type HttpHandler } from 'msw';
import { isoSeoul } from '../model/clock';
import { badRequest, notFound, SandboxRuleError } from '../model/errors';
import type { SandboxState } from '../model/state';
import type { Offering, OfferingStatus } from '../model/types';
import { oneOf, optionalText, paginate, readBody, route, text, whole, yn } from './http-kit';
import { simplePdf } from './pdf';
import { lastCountedTradeNo, PRICE_INTERVALS, priceCandles, type PriceInterval } from './price-history';
import { randomId, storeOf } from './secrets';
import { marketOperationView, marketStock, marketStockDetail, offeringDetail, offeringSummary, orderView, subscriptionView } from './views';

const STATUSES: readonly OfferingStatus[] = ['UPCOMING', 'OPEN', 'CLOSED', 'ALLOTTED', 'LISTED'];
const STOCK_CD = /^[A-Z0-9]{6,12}$/;

function offeringOf(state: SandboxState, id: string | undefined): Offering {
  const offering = state.data.offerings.find((item) => item.id === id);
  if (!offering) throw notFound('청약 정보를 찾을 수 없어요.');
  return offering;
}

function listedOf(state: SandboxState, stockCd: string | undefined): string {
  if (!stockCd || !state.data.stocks.has(stockCd)) throw notFound('상장된 종목을 찾을 수 없어요.');
  return stockCd;
}

function requireConfirmations(manualRead: 'Y' | 'N', unsuitable: 'Y' | 'N'): void {
  if (manualRead !== 'Y' || unsuitable !== 'Y') throw badRequest('UNSUITABLE_CONFIRM_REQUIRED', '설명서 확인과 부적합 거래 확인에 모두 동의해주세요.');
}

/**
 * Offerings and subscriptions, disclosures and prospectus PDFs, the market (stocks, order
 * books, price history, operation time), orders, and the short-link utility.
 */
export function marketHandlers(state: SandboxState): HttpHandler[] {
  return [
    route(state, 'get', '/main/v1/offerings', 'anyone', ({ url, memberId }) => {
      // One state or several repeated (status=ALLOTTED&status=LISTED); none for every state.
      const statuses = url.searchParams.getAll('status');
      if (statuses.some((status) => !STATUSES.includes(status as OfferingStatus))) throw badRequest('BAD_REQUEST', '요청 값(status)을 확인해주세요.');
      const list = state.data.offerings.filter((offering) => statuses.length === 0 || statuses.includes(state.offeringStatus(offering)));
      const page = paginate(list, url);
      return { content: page.content.map((offering) => offeringSummary(state, memberId, offering)), pageInfo: page.pageInfo };
    }),

    route(state, 'get', '/main/v1/offerings/:id', 'anyone', ({ params, memberId }) => offeringDetail(state, memberId, offeringOf(state, params.id))),

    route(state, 'get', '/main/v1/offerings/:id/subscription', 'member', ({ params, memberId }) => {
      const offering = offeringOf(state, params.id);
      // The live application, else the one cancelled last.
      const mine = state.data.subscriptions.filter((sub) => sub.memberId === memberId && sub.offeringId === offering.id);
      const latest = mine.find((sub) => sub.status !== 'CANCELLED') ?? mine.at(-1);
      if (!latest) throw new SandboxRuleError(404, 'SUBSCRIPTION_NOT_FOUND', '청약 내역이 없어요.');
      return subscriptionView(state, latest);
    }),

    route(state, 'post', '/main/v1/offerings/:id/subscription', 'member', async ({ request, params, memberId }) => {
      const body = await readBody(request);
      const quantity = whole(body, 'subsQty');
      const offering = offeringOf(state, params.id);
      requireConfirmations(yn(body, 'manualReadYn'), yn(body, 'unsuitableConfirmYn'));
      return subscriptionView(state, state.applySubscription(memberId, offering.id, quantity, true));
    }),

    route(state, 'delete', '/main/v1/offerings/:id/subscription', 'member', ({ params, memberId }) => {
      const offering = offeringOf(state, params.id);
      return subscriptionView(state, state.cancelSubscription(memberId, offering.id));
    }),

    route(state, 'get', '/main/v1/product-disclosure/:id', 'anyone', ({ params }) => {
      for (const offering of state.data.offerings) {
        const disclosure = offering.disclosures.find((item) => item.disclosureId === params.id);
        if (disclosure) {
          return {
            id: Number(disclosure.disclosureId),
            offeringId: Number(offering.id),
            title: disclosure.title,
            contents: disclosure.content,
            fileUrl: offering.documents[0]?.url ?? null,
            disclosedAt: disclosure.publishedAt,
          };
        }
      }
      throw notFound('공시를 찾을 수 없어요.');
    }),

    route(state, 'get', '/main/v1/stock/get-terms-pdf/:id', 'anyone', ({ params, url }) => {
      const offering = offeringOf(state, params.id);
      const manageCode = url.searchParams.get('manageCode');
      if (!manageCode) throw badRequest('BAD_REQUEST', '요청 값(manageCode)을 확인해주세요.');
      const document = offering.documents.find((item) => item.manageCode === manageCode);
      if (!document) throw notFound('문서를 찾을 수 없어요.');
      const pdf = simplePdf([
        'Jogak sandbox document (demo only)',
        `Offering ${offering.id} / ${offering.stockCd}`,
        `Document: ${document.manageCode}`,
        `Price per unit: ${offering.scrPrice} KRW`,
        `Units offered: ${offering.totalOfferingQty}`,
        `Subscription: ${offering.subsBeginAt.slice(0, 10)} - ${offering.subsEndAt.slice(0, 10)}`,
      ]);
      return new HttpResponse(pdf, {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${encodeURIComponent(document.fileName)}"` },
      });
    }),

    route(state, 'get', '/main/v1/stock/market-operation-time', 'anyone', () => marketOperationView(state)),

    route(state, 'post', '/main/v1/util/get/short_url', 'anyone', async ({ request }) => {
      const body = await readBody(request);
      const target = text(body, 'url', { nonEmpty: true });
      if (!URL.canParse(target)) throw badRequest('BAD_REQUEST', '링크 주소를 확인해주세요.');
      const code = randomId('s', 4).slice(2);
      storeOf<string>(state, 'short-urls').set(code, target);
      return { shortUrl: `https://jogak.link/${code}` };
    }),

    route(state, 'get', '/main/v1/market/stocks', 'anyone', () => ({
      stdAt: isoSeoul(state.clock.now()),
      content: [...state.data.stocks.keys()].map((stockCd) => marketStock(state, stockCd)),
    })),

    route(state, 'get', '/main/v1/market/stocks/:stockCd', 'anyone', ({ params }) => marketStockDetail(state, listedOf(state, params.stockCd))),

    route(state, 'get', '/main/v1/market/stocks/:stockCd/order-book', 'anyone', ({ params }) => {
      const stockCd = listedOf(state, params.stockCd);
      return { ...state.orderBook(stockCd), updatedAt: isoSeoul(state.clock.now()) };
    }),

    route(state, 'get', '/main/v1/market/stocks/:stockCd/price-history', 'anyone', ({ params, url }) => {
      const stockCd = listedOf(state, params.stockCd);
      const interval = url.searchParams.get('interval');
      if (!PRICE_INTERVALS.includes(interval as PriceInterval)) throw badRequest('BAD_REQUEST', '요청 값(interval)을 확인해주세요.');
      const stock = state.data.stocks.get(stockCd);
      const stdAt = isoSeoul(state.clock.now());
      if (!stock) return { stockCd, interval, candles: [], lastTradeNo: null, stdAt };
      return { stockCd, interval, candles: priceCandles(stock, interval as PriceInterval), lastTradeNo: lastCountedTradeNo(stock, interval as PriceInterval), stdAt };
    }),

    route(state, 'get', '/main/v1/orders', 'member', ({ url, memberId }) => {
      const stockCd = url.searchParams.get('stockCd');
      const status = url.searchParams.get('status');
      if (stockCd !== null && !STOCK_CD.test(stockCd)) throw badRequest('BAD_REQUEST', '요청 값(stockCd)을 확인해주세요.');
      if (status !== null && status !== 'OPEN') throw badRequest('BAD_REQUEST', '요청 값(status)을 확인해주세요.');
      const today = state.clock.now().toISODate() ?? '';
      const orders = [...state.data.orders.values()]
        .filter((order) => order.memberId === memberId && (stockCd === null || order.stockCd === stockCd))
        .filter((order) => (status === 'OPEN' ? order.status === 'OPEN' || order.status === 'PARTIAL' : order.orderedAt.startsWith(today)))
        .sort((a, b) => b.seq - a.seq);
      return { content: orders.map((order) => orderView(state, order)) };
    }),

    route(state, 'post', '/main/v1/orders', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const stockCd = text(body, 'stockCd', { pattern: STOCK_CD });
      const side = oneOf(body, 'side', ['buy', 'sell'] as const);
      const price = whole(body, 'inputPrice');
      const quantity = whole(body, 'inputNumber');
      if (side === 'buy' && yn(body, 'unsuitableConfirmYn') !== 'Y') {
        throw badRequest('UNSUITABLE_CONFIRM_REQUIRED', '부적합 거래 확인 후 매수할 수 있어요.');
      }
      return orderView(state, state.placeOrder(memberId, { stockCd, side, price, quantity }));
    }),

    route(state, 'delete', '/main/v1/orders/:orderNo', 'member', ({ params, memberId }) => orderView(state, state.cancelOrder(memberId, params.orderNo ?? ''))),

    route(state, 'post', '/main/v1/orders/cancel-all', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const stockCd = optionalText(body, 'stockCd');
      if (stockCd !== undefined && !STOCK_CD.test(stockCd)) throw badRequest('BAD_REQUEST', '요청 값(stockCd)을 확인해주세요.');
      return { content: state.cancelAllOrders(memberId, stockCd).map((order) => orderView(state, order)) };
    }),
  ];
}
