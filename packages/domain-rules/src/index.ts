// Quote ticks
export { DEFAULT_TICK_TABLE } from './tick/tick-table';
export type { TickBand, TickTable } from './tick/tick-table';
export { tickSizeOf } from './tick/tick-size';
export { isValidQuotePrice, roundToTick } from './tick/quote-price';
export type { OrderSide } from './tick/quote-price';
export { isWithinQuoteRange, stepTicks } from './tick/step-ticks';

// Fee
export { totalWithFee } from './fee/total-with-fee';

// Age and birth
export { AGE_GROUPS, ageGroup, internationalAge, isSignUpAge, MINIMUM_SIGN_UP_AGE } from './age/birth-date';
export { fullBirthDate } from './age/full-birth-date';
export type { AgeGroup } from './age/birth-date';

// Input cleaning
export { DEFAULT_INPUT_MAX_LENGTH } from './input/truncate-input';
export type { CleanOptions } from './input/truncate-input';
export { characterCount, leadingCharacters } from './input/character-count';
export { cleanEnglishDigits, cleanEnglishName, cleanKoreanEnglish, cleanName, onlyDigits, TEXT_FIELD_MAX_LENGTH } from './input/clean-text';
export { AMOUNT_MAX_DIGITS, cleanAmount, formatAmount, wholeNumberDigits, wholeNumberText } from './input/clean-amount';
export { formatPhone } from './input/format-phone';
export { halfWidthAlphanumerics, halfWidthDigits } from './input/half-width';
export { matchesSearch, searchableText } from './input/searchable-text';

// Ids in addresses
export { serverIdOf } from './id/server-id';

// Display
export { formatFixed, formatMarketCap, formatNumber, formatTotalPrice, formatWon } from './format/format-number';
export { formatBytes } from './format/format-bytes';
export { formatFloors } from './format/format-floors';
export { priceTone } from './format/price-tone';
export type { PriceTone } from './format/price-tone';
export { CHANGE_RATE_DIGITS, formatAnnualYield, formatSignedRate } from './format/format-rate';
export type { RateSigns } from './format/format-rate';

// Korean particles
export { withParticle } from './text/particle';
export type { ParticlePair } from './text/particle';

// Dates (Asia/Seoul)
export { DATE_INPUT_MAX_LENGTH, DATE_ONLY_INPUT_MAX_LENGTH, SEOUL_ZONE, truncateDateInput } from './date/date-input';
export type { DateInput } from './date/date-input';
export { toSeoulDateTime } from './date/seoul-time';
export { countdownTo, dDayLabel, isEnded, isStarted, WEEKDAY_LABELS, weekdayLabel } from './date/calendar-day';
export type { Countdown, WeekdayLabel } from './date/calendar-day';
export type { DDayLabel } from './date/seoul-calendar';

// Business constants and investor classes
export {
  BUSINESS_CODES,
  INVESTOR_INFORMATION_VALID_MONTHS,
  MINIMUM_WITHDRAWAL_AMOUNT,
  ORDER_QUOTE_RANGE,
  SUBSCRIPTION_TRANSACTION_TYPES,
} from './business/constants';
export type { BusinessCode, SubscriptionTransactionType } from './business/constants';
export {
  INVESTOR_CLASS_LABELS,
  INVESTOR_CLASSES,
  investorClassOf,
  isNonLimitedInvestor,
  YEARLY_DEPOSIT_LIMITS,
  yearlyDepositLimitOf,
} from './business/investor-class';
export type { InvestByClass, InvestorClass } from './business/investor-class';
export { isInvestorInformationExpired } from './business/investor-information';
export { hasInvestorInformationMatured, tendencyStatusOf } from './business/tendency-status';
export type { InvestorInformationFacts, TendencyStatus } from './business/tendency-status';
export {
  isSuitableProduct,
  isTendencyGrade,
  PRODUCT_RISK_LEVEL_LABELS,
  PRODUCT_RISK_LEVELS,
  suitableRiskLevels,
  TENDENCY_GRADE_LABELS,
  TENDENCY_GRADES,
  tendencyGradeLabel,
} from './business/tendency-suitability';
export type { ProductRiskLevel, TendencyGrade } from './business/tendency-suitability';

// Subscription (청약)
export { subscriptionRate } from './subscription/subscription-rate';
export type { SubscriptionQuantities } from './subscription/subscription-rate';

// Know-your-customer (KYC) inputs
export { isForeignerResidentNumber, residentNumberBirthDate, residentNumberGender, residentNumberProblem } from './kyc/resident-number';
export { isSamePersonName } from './kyc/person-name';
export type { ResidentNumberProblem } from './kyc/resident-number';
export { DRIVER_LICENCE_REGIONS, driverLicenceDigits, formatDriverLicence } from './kyc/driver-licence-number';
export { BANK_ACCOUNT_DIGITS, KOREAN_BANKS, isBankAccountShape, koreanBankOf } from './kyc/bank-account';
export type { KoreanBank, KoreanBankCode } from './kyc/bank-account';
export { BUSINESS_NUMBER_DIGITS, businessNumberDigits, formatBusinessNumber, isBusinessNumber } from './kyc/business-number';

// Member details
export { isEmailShape } from './member/email';
export { corporateInfoProblems } from './member/corporate-info';
export type { CorporateInfo, CorporateInfoField } from './member/corporate-info';
