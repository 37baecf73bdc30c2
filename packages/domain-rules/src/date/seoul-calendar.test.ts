import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dDayLabel } from './calendar-day';
import { dDayText, seoulClockText, seoulCountdown, seoulDateText, seoulDayNumber, seoulDDayLabel, seoulEndOfDay } from './seoul-calendar';
import { toSeoulDateTime } from './seoul-time';

describe('seoulDayNumber', () => {
  it('1970-01-01 부터 센 서울 달력의 날 수다', () => {
    expect(seoulDayNumber('1970-01-01')).toBe(0);
    expect(seoulDayNumber('1969-12-31')).toBe(-1);
    expect(seoulDayNumber('2026-11-21')).toBe(20_778);
  });

  it.each([
    // 15:00 UTC is midnight in Seoul: the next Seoul day has begun.
    ['2026-11-20T15:00:00Z', 20_778],
    ['2026-11-20T14:59:59.999Z', 20_777],
    ['2026-11-20T23:30:00-05:00', 20_778],
    ['20261120T150000Z', 20_778],
    ['2026-11-21T00:00:00+09:00', 20_778],
    ['2026-11-21T08:59:59+0900', 20_778],
    ['2026-11-21T23:59:59+09', 20_778],
  ])('다른 날의 UTC 시각도 서울 날짜로 읽는다: %s → %i', (text, day) => {
    expect(seoulDayNumber(text)).toBe(day);
  });

  it('Date 와 epoch 밀리초를 서울 날짜로 읽는다', () => {
    expect(seoulDayNumber(new Date('2026-11-20T15:00:00Z'))).toBe(20_778);
    expect(seoulDayNumber(Date.UTC(2026, 10, 20, 14, 59, 59, 999))).toBe(20_777);
  });

  it.each([
    ['20261121', 20_778],
    ['2026.11.21', 20_778],
    ['2026-11-21 23:59', 20_778],
    ['2026.11.21 23:59:59', 20_778],
    ['20261121235959', 20_778],
    ['202611210000', 20_778],
    ['2026-11-21T23:59:59', 20_778],
    ['  2026-11-21  ', 20_778],
  ])('오프셋 없는 시각은 서울 시각이다: %s → %i', (text, day) => {
    expect(seoulDayNumber(text)).toBe(day);
  });

  it.each(['', '내일', '2026-13-01', '20260230', '2026-11-21T24:00', '2026-11-21T10:60', '2026.11.21T10:00', '2026-11-21 10:00+09:00', 'x'.repeat(5_000)])(
    '날짜가 아닌 "%s" 는 null',
    (text) => {
      expect(seoulDayNumber(text)).toBeNull();
    },
  );

  it('유효하지 않은 Date 와 숫자는 null', () => {
    expect(seoulDayNumber(new Date('nope'))).toBeNull();
    expect(seoulDayNumber(Number.NaN)).toBeNull();
    expect(seoulDayNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('서머타임 시절(1988년)의 서울 날짜도 시간대 데이터대로 읽는다', () => {
    // 1988-05-08 to 10-09 Seoul kept UTC+10: 14:30 UTC was already 00:30 the next day.
    expect(seoulDateText(new Date('1988-07-01T14:30:00Z'))).toBe('1988-07-02');
    expect(seoulDateText(new Date('1988-12-01T14:30:00Z'))).toBe('1988-12-01');
    // Summer time ended 1988-10-09 03:00 (+10:00): the evening before still ran an hour ahead.
    expect(seoulDateText(new Date('1988-10-08T14:30:00Z'))).toBe('1988-10-09');
    expect(seoulDateText(new Date('1988-10-09T14:30:00Z'))).toBe('1988-10-09');
    expect(seoulClockText(Date.UTC(1988, 9, 8, 16, 59, 59), ':')).toBe('02:59:59');
    expect(seoulClockText(Date.UTC(1988, 9, 8, 17), ':')).toBe('02:00:00');
  });
});

describe('seoulDateText', () => {
  it.each([
    ['2025-02-28T15:30:00Z', '-', '2025-03-01'],
    ['2025-03-01T00:30:00+09:00', '.', '2025.03.01'],
    ['2025-03-01T00:30:00+09:00', '', '20250301'],
    ['20240229', '-', '2024-02-29'],
  ] as const)('%s (구분자 "%s") → %s', (input, separator, expected) => {
    expect(seoulDateText(input, separator)).toBe(expected);
  });

  it('기본 구분자는 - 이고, 읽을 수 없으면 null', () => {
    expect(seoulDateText(new Date('2025-02-28T15:30:00Z'))).toBe('2025-03-01');
    expect(seoulDateText('nope')).toBeNull();
  });
});

describe('dDayText', () => {
  it.each([
    [3, 'D-3'],
    [1, 'D-1'],
    [0, 'D-Day'],
    [-1, 'D+1'],
    [-30, 'D+30'],
  ])('%i 일 → %s', (days, label) => {
    expect(dDayText(days)).toBe(label);
  });
});

describe('seoulDDayLabel', () => {
  it.each([
    ['2026-11-24', '2026-11-21T23:00:00+09:00', 'D-3'],
    ['2026-11-22', '2026-11-21T23:59:59+09:00', 'D-1'],
    ['2026-11-21', '2026-11-21T00:00:00+09:00', 'D-Day'],
    ['2026-11-21', '2026-11-21T23:59:59+09:00', 'D-Day'],
    ['2026-11-20', '2026-11-21T00:00:00+09:00', 'D+1'],
    ['2026-10-22', '2026-11-21T12:00:00+09:00', 'D+30'],
    ['2026-11-21T15:30:00Z', '2026-11-21T23:00:00+09:00', 'D-1'],
  ])('마감 %s, 지금 %s → %s', (date, now, label) => {
    expect(seoulDDayLabel(date, now)).toBe(label);
  });

  it('기기 시간대가 아니라 서울 달력으로 센다', () => {
    // 2026-11-21 16:00 UTC is 2026-11-22 01:00 in Seoul: the 22nd is already today.
    expect(seoulDDayLabel('2026-11-22', new Date('2026-11-21T16:00:00Z'))).toBe('D-Day');
    expect(seoulDDayLabel('2026-11-22', new Date('2026-11-21T14:59:59Z'))).toBe('D-1');
  });

  it('어느 쪽이든 읽을 수 없으면 null', () => {
    expect(seoulDDayLabel('미정', '2026-11-21')).toBeNull();
    expect(seoulDDayLabel('2026-11-21', Number.NaN)).toBeNull();
  });
});

describe('luxon 판(메인 진입점)과 Intl 판은 같은 답을 낸다', () => {
  // 1900–2100: the product's dates, the 1950s and 1987–88 summer times and the +08:30 years.
  const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
  const seoulDay = (input: number | Date | string) => toSeoulDateTime(input).toISODate();

  it('어느 시각이든 서울 날짜가 같다 (Date 와 epoch 밀리초)', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(seoulDateText(ms)).toBe(seoulDay(ms));
        expect(seoulDateText(new Date(ms))).toBe(seoulDay(ms));
      }),
      { numRuns: 2_000 },
    );
  });

  it('날짜 가까이 몰린 시각 쌍에서 D-day 가 같다', () => {
    // Near pairs (within 60 days, around midnights) exercise day boundaries more than wide ones.
    const near = fc.tuple(instant, fc.integer({ min: -60 * 86_400_000, max: 60 * 86_400_000 }));
    fc.assert(
      fc.property(near, ([now, delta]) => {
        expect(seoulDDayLabel(now + delta, now)).toBe(dDayLabel(now + delta, now));
      }),
      { numRuns: 2_000 },
    );
  });

  it('제품이 쓰는 문자열 형식에서 서울 날짜가 같다', () => {
    const offsets = fc.integer({ min: -12 * 60, max: 14 * 60 }).map((minutes) => minutes - (minutes % 15));
    const text = fc.tuple(instant, offsets, fc.nat(7)).map(([ms, offset, form]) => {
      const seoul = DateTime.fromMillis(ms, { zone: 'Asia/Seoul' });
      const elsewhere = DateTime.fromMillis(ms, { zone: `UTC${offset < 0 ? '-' : '+'}${Math.floor(Math.abs(offset) / 60)}:${String(Math.abs(offset) % 60).padStart(2, '0')}` });
      const forms = [
        new Date(ms).toISOString(),
        elsewhere.toISO() ?? '',
        elsewhere.toFormat("yyyyMMdd'T'HHmmssZZZ"),
        seoul.toISODate() ?? '',
        seoul.toFormat('yyyyMMddHHmmss'),
        seoul.toFormat('yyyy.MM.dd HH:mm'),
        seoul.toFormat('yyyy-MM-dd HH:mm:ss'),
        seoul.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS"),
      ];
      return forms[form] ?? '';
    });
    fc.assert(
      fc.property(text, (input) => {
        expect(seoulDateText(input)).toBe(seoulDay(input));
      }),
      { numRuns: 2_000 },
    );
  });

  it('Intl 판이 읽는 문자열은 luxon 판도 읽고, 같은 날로 읽는다', () => {
    const dateLike = fc.stringMatching(/^\d{4}[-.]?[01]\d[-.]?[0-3]\d(?:[T ][0-2]\d:?[0-5]\d(?::?[0-6]\d(?:[.,]\d{1,3})?)?)?(?:Z|[+-][0-2]\d(?::?[0-5]\d)?)?$/);
    fc.assert(
      fc.property(dateLike, (input) => {
        const day = seoulDateText(input);
        if (day !== null) expect(day).toBe(seoulDay(input));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('seoulClockText', () => {
  it.each([
    [new Date('2025-02-28T15:30:15Z'), '', '003015'],
    [new Date('2025-03-01T03:04:05Z'), ':', '12:04:05'],
    [new Date('2025-03-01T14:59:59Z'), '', '235959'],
    [Date.UTC(2025, 2, 1, 15, 0, 0), '', '000000'],
  ] as const)('%s → %s', (instant, separator, expected) => {
    expect(seoulClockText(instant, separator)).toBe(expected);
  });

  it('Date 범위 밖이면 null', () => {
    expect(seoulClockText(Number.NaN)).toBeNull();
    expect(seoulClockText(9e15)).toBeNull();
  });

  it('luxon 의 서울 시각과 같다 (1900–2100)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (epochMs) => {
        expect(seoulClockText(epochMs)).toBe(toSeoulDateTime(new Date(epochMs)).toFormat('HHmmss'));
      }),
    );
  });
});

describe('seoulEndOfDay', () => {
  it.each([
    ['2025-03-08', '2025-03-08T23:59:59.999+09:00'],
    ['2025-03-08T00:00:00+09:00', '2025-03-08T23:59:59.999+09:00'],
    ['2025-03-08T15:00:00Z', '2025-03-09T23:59:59.999+09:00'],
    ['20250308', '2025-03-08T23:59:59.999+09:00'],
  ])('%s → %s', (date, end) => {
    expect(seoulEndOfDay(date)).toBe(Date.parse(end));
  });

  it('Date 와 epoch 밀리초는 서울 날짜로 읽는다', () => {
    expect(seoulEndOfDay(new Date('2025-03-08T14:59:59Z'))).toBe(Date.parse('2025-03-08T23:59:59.999+09:00'));
    expect(seoulEndOfDay(Date.UTC(2025, 2, 8, 15))).toBe(Date.parse('2025-03-09T23:59:59.999+09:00'));
  });

  it('서머타임(1988년, UTC+10)의 날도 그날 서울 시각으로 끝난다', () => {
    expect(seoulEndOfDay('1988-07-01')).toBe(Date.parse('1988-07-01T23:59:59.999+10:00'));
  });

  it('읽을 수 없으면 null', () => {
    expect(seoulEndOfDay('미정')).toBeNull();
    expect(seoulEndOfDay(Number.NaN)).toBeNull();
  });
});

describe('seoulCountdown', () => {
  it('마감일 23:59:59 까지 남은 일, 시, 분, 초', () => {
    expect(seoulCountdown('2025-03-08', new Date('2025-03-04T10:00:00+09:00'))).toEqual({ days: 4, hours: 13, minutes: 59, seconds: 59 });
    expect(seoulCountdown('2025-03-08T23:59:59+09:00', Date.parse('2025-03-04T10:00:00.400+09:00'))).toEqual({ days: 4, hours: 13, minutes: 59, seconds: 58 });
  });

  it('기기 시간대가 아니라 서울 날짜의 끝까지 센다', () => {
    // 15:00 UTC on the 4th is already the 5th in Seoul: the deadline is the 5th's 23:59:59.
    expect(seoulCountdown('2025-03-04T15:00:00Z', new Date('2025-03-04T10:00:00+09:00'))).toEqual({ days: 1, hours: 13, minutes: 59, seconds: 59 });
  });

  it('23:59:59 에 0 이 되고, 그 1초가 지나면(다음 날 00:00:00) 끝나서 null', () => {
    expect(seoulCountdown('2025-03-04', new Date('2025-03-04T23:59:58+09:00'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(seoulCountdown('2025-03-04', new Date('2025-03-04T23:59:59+09:00'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(seoulCountdown('2025-03-04', new Date('2025-03-04T23:59:59.999+09:00'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(seoulCountdown('2025-03-04', new Date('2025-03-05T00:00:00+09:00'))).toBeNull();
    expect(seoulCountdown('2025-03-03', new Date('2025-03-04T10:00:00+09:00'))).toBeNull();
  });

  it('어느 쪽이든 읽을 수 없으면 null', () => {
    expect(seoulCountdown('미정', Date.now())).toBeNull();
    expect(seoulCountdown('2025-03-04', Number.NaN)).toBeNull();
  });
});

describe('하루의 끝과 카운트다운도 luxon 판과 같다 (1900–2100)', () => {
  const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });

  it('어느 시각이든 서울 날짜의 끝(23:59:59.999)이 luxon 의 endOf("day") 와 같다', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(seoulEndOfDay(ms)).toBe(toSeoulDateTime(ms).endOf('day').toMillis());
      }),
      { numRuns: 2_000 },
    );
  });

  it('시간대가 바뀐 해(1908, 1912, 1948–61, 1987–88)의 모든 날에 luxon 과 같다', () => {
    const years = [1908, 1912, 1948, 1949, 1950, 1951, 1954, 1955, 1956, 1957, 1958, 1959, 1960, 1961, 1987, 1988];
    for (const year of years) {
      for (let day = DateTime.fromObject({ year }, { zone: 'Asia/Seoul' }); day.year === year; day = day.plus({ days: 1 })) {
        expect(seoulEndOfDay(day.toISODate() ?? ''), day.toISODate() ?? '').toBe(day.endOf('day').toMillis());
      }
    }
  });

  it('날짜 가까이 몰린 시각 쌍에서 남은 시간이 luxon 으로 센 23:59:59 까지와 같다', () => {
    const near = fc.tuple(instant, fc.integer({ min: -3 * 86_400_000, max: 60 * 86_400_000 }));
    fc.assert(
      fc.property(near, ([now, delta]) => {
        const endOfDay = toSeoulDateTime(now + delta).endOf('day').toMillis();
        const left = Math.max(0, Math.floor((endOfDay - 999 - now) / 1000));
        const expected = { days: Math.floor(left / 86_400), hours: Math.floor(left / 3_600) % 24, minutes: Math.floor(left / 60) % 60, seconds: left % 60 };
        expect(seoulCountdown(now + delta, now)).toEqual(now > endOfDay ? null : expected);
      }),
      { numRuns: 2_000 },
    );
  });
});
