// `@jogak/domain-rules/seoul-calendar`: Seoul calendar days, D-day labels and the countdown to a
// day's end with Intl only, for code on the first screen that must not load luxon (STACK.md). The
// main entry's `dDayLabel` gives the same labels.
export { seoulClockText, seoulCountdown, seoulDateText, seoulDayNumber, seoulDDayLabel, seoulEndOfDay } from './date/seoul-calendar';
export type { DDayLabel, SeoulCountdown } from './date/seoul-calendar';
export type { DateInput } from './date/date-input';
