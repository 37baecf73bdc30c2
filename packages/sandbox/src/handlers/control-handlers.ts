import { http, HttpResponse, type HttpHandler } from 'msw';
import type { FaultInput, FaultSwitches } from '../faults/faults';
import { isoSeoul } from '../model/clock';
import { SandboxRuleError } from '../model/errors';
import { DEMO_ACCOUNT_PASSWORD, DEMO_PIN } from '../model/seed/members';
import type { SandboxState } from '../model/state';
import { buildingIllustrationSvg } from './building-illustration';
import { errorResponse, MESSAGES } from './http-kit';
import { reviewInvestorChange } from './investor-review';
import { simplePdf } from './pdf';

/** The prefix of the sandbox's own routes: never part of the partner's API. */
export const CONTROL_PREFIX = '/__sandbox';

async function jsonOf(request: Request): Promise<Record<string, unknown>> {
  const body = await request.text();
  if (!body) return {};
  const value: unknown = JSON.parse(body);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function guarded(run: (request: Request, params: Record<string, string>) => Promise<Response> | Response) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    try {
      return await run(request, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));
    } catch (error) {
      if (error instanceof SandboxRuleError) return errorResponse(error.status, error.code, error.message);
      if (error instanceof SyntaxError) return errorResponse(400, 'BAD_REQUEST', MESSAGES.badJson);
      if (error instanceof RangeError) return errorResponse(400, 'BAD_REQUEST', error.message);
      throw error;
    }
  };
}

const PALETTE = ['#5b3df5', '#0f9d8a', '#e0613a', '#2b6cb0', '#b83280', '#2f855a'];

/** A generated cover image: a gradient with a few building blocks and the name. */
function coverSvg(name: string, seed: number): string {
  const color = PALETTE[seed % PALETTE.length] ?? '#5b3df5';
  const blocks = Array.from({ length: 5 }, (_, index) => {
    const height = 80 + ((seed * (index + 3) * 37) % 140);
    return `<rect x="${40 + index * 70}" y="${300 - height}" width="56" height="${height}" rx="4" fill="#ffffff" fill-opacity="${0.55 + index * 0.08}"/>`;
  }).join('');
  const label = name.replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1a1a2e"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/>${blocks}<text x="24" y="40" font-family="sans-serif" font-size="22" fill="#ffffff">${label}</text></svg>`;
}

/**
 * The sandbox-only routes under `/__sandbox`: demo members, reset, fault switches, the clock,
 * a demo deposit, the review of a pending investor-qualification request, and generated images (building illustrations of offerings, covers of events
 * and stories).
 */
export function controlHandlers(state: SandboxState, faults: FaultSwitches): HttpHandler[] {
  const at = (path: string) => `*${CONTROL_PREFIX}${path}`;
  return [
    http.get(
      at('/members'),
      guarded(() =>
        HttpResponse.json({
          pin: DEMO_PIN,
          accountPassword: DEMO_ACCOUNT_PASSWORD,
          content: [...state.data.members.values()].map((member) => ({
            memberId: member.id,
            name: member.corpName || member.name,
            userType: member.userType,
            individualCorpCode: member.individualCorpCode,
            investorClass: member.investorClass,
            blockCode: member.blockCode,
            description: member.demoNote,
          })),
        }),
      ),
    ),

    http.post(
      at('/reset'),
      guarded(() => {
        state.reset();
        faults.clear();
        return HttpResponse.json({ result: 'SUCCESS', at: isoSeoul(state.clock.now()) });
      }),
    ),

    http.get(at('/faults'), guarded(() => HttpResponse.json({ content: faults.list() }))),
    http.post(
      at('/faults'),
      guarded(async (request) => HttpResponse.json(faults.add((await jsonOf(request)) as FaultInput))),
    ),
    http.delete(
      at('/faults'),
      guarded(() => {
        faults.clear();
        return HttpResponse.json({ content: [] });
      }),
    ),
    http.delete(
      at('/faults/:id'),
      guarded((_request, params) => {
        faults.clear(params.id);
        return HttpResponse.json({ content: faults.list() });
      }),
    ),

    http.get(at('/clock'), guarded(() => HttpResponse.json({ now: isoSeoul(state.clock.now()), frozen: state.clock.frozen }))),
    http.post(
      at('/clock'),
      guarded(async (request) => {
        const body = await jsonOf(request);
        if (body.realTime === true) state.clock.useRealTime();
        if (typeof body.now === 'string') state.clock.set(body.now);
        if (body.advance && typeof body.advance === 'object') state.clock.advance(body.advance as Record<string, number>);
        state.sync();
        return HttpResponse.json({ now: isoSeoul(state.clock.now()), frozen: state.clock.frozen });
      }),
    ),

    http.post(
      at('/deposit'),
      guarded(async (request) => {
        const body = await jsonOf(request);
        const record = state.deposit(String(body.memberId ?? ''), Number(body.amount), '입금 (샌드박스)');
        return HttpResponse.json(record);
      }),
    ),

    http.post(
      at('/investor-change/:memberId/:decision'),
      guarded((_request, params) => {
        const decision = params.decision === 'approve' ? 'APPROVE' : params.decision === 'reject' ? 'REJECT' : null;
        if (!decision) return errorResponse(404, 'NOT_FOUND', 'approve 또는 reject만 할 수 있어요.');
        return HttpResponse.json(reviewInvestorChange(state, params.memberId ?? '', decision));
      }),
    ),

    http.get(
      at('/documents/:name'),
      guarded((_request, params) => {
        const name = params.name ?? '';
        const document = state.data.votes
          .flatMap((vote) => vote.agendas.flatMap((agenda) => agenda.documents))
          .find((item) => item.url.endsWith(`/${name}`));
        if (!document) return errorResponse(404, 'NOT_FOUND', '문서를 찾을 수 없어요.');
        return new HttpResponse(simplePdf(['Jogak sandbox', `Vote document ${name}`]), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${encodeURIComponent(name)}"` },
        });
      }),
    ),

    http.get(
      at('/attachments/:key/:name'),
      guarded((_request, params) => {
        const file = state.data.qnaAttachments.find((item) => item.key === params.key);
        if (!file) return errorResponse(404, 'NOT_FOUND', '파일을 찾을 수 없어요.');
        // A fresh copy: the Response takes the buffer over, and the stored file must stay readable.
        return new HttpResponse(file.bytes.slice(), { headers: { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=3600' } });
      }),
    ),

    http.get(
      at('/images/:name'),
      guarded((_request, params) => {
        const name = params.name ?? '';
        const offering = state.data.offerings.find((item) => `offering-${item.id}.svg` === name);
        const headers = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' };
        if (offering) {
          const svg = buildingIllustrationSvg({ id: offering.id, floorsAboveGround: offering.building.floorsAboveGround, color: offering.building.color });
          return new HttpResponse(svg, { headers });
        }
        const event = state.data.events.find((item) => `event-${item.id}.svg` === name);
        const story = state.data.stories.find((item) => `story-${item.id}.svg` === name);
        const title = event?.title ?? story?.title;
        if (!title) return errorResponse(404, 'NOT_FOUND', '이미지를 찾을 수 없어요.');
        const seed = Number(name.replace(/\D/g, '')) || 1;
        return new HttpResponse(coverSvg(title, seed), { headers });
      }),
    ),
  ];
}
