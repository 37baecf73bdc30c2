// `@jogak/domain-rules/seoul-calendar`: Seoul calendar days and D-day labels with Intl only, for
// code on the first screen that must not load luxon (STACK.md). The main entry's `dDayLabel`
// gives the same labels.
export { seoulClockText, seoulDateText, seoulDayNumber, seoulDDayLabel } from './date/seoul-calendar';
export type { DDayLabel } from './date/seoul-calendar';
export type { DateInput } from './date/date-input';
