import * as v from 'valibot';

/** Whose PIN or biometric unlock a command is about (the spec keeps them apart). */
export type PinOwner = 'individual' | 'corporate';

/** The spec's `media` field: which shell the member uses (default ANDROID). */
export type Media = 'ANDROID' | 'IOS' | 'WEB';

/** Permissions the app may ask the shell for. */
export type PermissionName = 'camera' | 'photos' | 'notifications' | 'location';

/** A command without fields. */
export type EmptyPayload = Record<string, never>;

/** What the web sends with each command (NATIVE_BRIDGE.md lists the same table). */
export interface CommandPayloads {
  'kakaoPay.init': { ci: string; media: Media };
  'kakaoPay.login': { ci: string; media: Media };
  'kakaoPay.sign': { ci: string; media: Media; accessToken?: string };
  'cert.list': EmptyPayload;
  'cert.sign': { dn: string };
  'device.info': EmptyPayload;
  'storage.get': { key: string };
  'storage.set': { key: string; value: string | null };
  share: { text: string; title?: string; url?: string };
  copy: { text: string };
  exit: EmptyPayload;
  openLink: { url: string };
  downloadFile: { url: string; fileName: string };
  takePhoto: { source: 'camera' | 'library' };
  requestPermission: { permission: PermissionName };
  /**
   * Sets a new PIN. A shell that asks for the PIN twice on its own screen ignores `step`; a
   * shell (or the browser's keypad) that asks once per command is told which entry this is, so
   * the app can send both sealed entries for the server to compare.
   */
  'pin.set': { owner: PinOwner; step?: 'enter' | 'confirm' };
  'pin.verify': { owner: PinOwner };
  'pin.invalidate': { owner: PinOwner };
  'pin.reset': { owner: PinOwner };
  'biometrics.use': { owner: PinOwner };
  'biometrics.reset': { owner: PinOwner };
  openArticle: { url: string; title?: string };
  'os.version': EmptyPayload;
  'update.check': EmptyPayload;
  'attribution.event': { name: string; properties?: Record<string, string | number | boolean> };
}

export type CommandName = keyof CommandPayloads;

const sealedPinSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  encrypted: v.pipe(v.string(), v.nonEmpty()),
});

/**
 * The answer each answering command resolves to, checked on arrival: a shell that answers with
 * the wrong shape fails the call with `invalid-reply` rather than leaking bad data inward.
 */
export const commandResultSchemas = {
  'kakaoPay.init': v.object({ publicKey: v.pipe(v.string(), v.nonEmpty()) }),
  'kakaoPay.login': v.object({
    txId: v.pipe(v.string(), v.nonEmpty()),
    publicKey: v.pipe(v.string(), v.nonEmpty()),
    signature: v.pipe(v.string(), v.nonEmpty()),
  }),
  'kakaoPay.sign': v.object({
    txId: v.pipe(v.string(), v.nonEmpty()),
    signature: v.pipe(v.string(), v.nonEmpty()),
  }),
  'cert.list': v.object({
    certificates: v.array(
      v.object({ dn: v.string(), subject: v.string(), issuer: v.string(), notAfter: v.string() }),
    ),
  }),
  'cert.sign': v.object({
    dn: v.pipe(v.string(), v.nonEmpty()),
    signatureValue: v.pipe(v.string(), v.nonEmpty()),
  }),
  'device.info': v.object({
    os: v.pipe(v.string(), v.toUpperCase()),
    osVersion: v.string(),
    appVersion: v.string(),
    model: v.string(),
    deviceId: v.string(),
  }),
  'storage.get': v.object({ value: v.nullable(v.string()) }),
  share: v.object({ method: v.picklist(['share-sheet', 'clipboard']) }),
  downloadFile: v.object({ fileName: v.string() }),
  takePhoto: v.object({
    fileName: v.string(),
    mimeType: v.pipe(v.string(), v.startsWith('image/')),
    base64: v.pipe(v.string(), v.nonEmpty()),
  }),
  requestPermission: v.object({ state: v.picklist(['granted', 'denied', 'prompt']) }),
  'pin.set': sealedPinSchema,
  'pin.verify': sealedPinSchema,
  'biometrics.use': v.object({ enabled: v.boolean() }),
  'os.version': v.object({ os: v.pipe(v.string(), v.toUpperCase()), version: v.string() }),
  'update.check': v.object({
    needUpdate: v.boolean(),
    latestVersion: v.string(),
    storeUrl: v.optional(v.pipe(v.string(), v.url())),
  }),
} satisfies Partial<Record<CommandName, v.GenericSchema>>;

/** Commands the shell answers; the web awaits them. */
export type RequestCommandName = keyof typeof commandResultSchemas;

/** Commands the shell carries out without answering. */
export type FireCommandName = Exclude<CommandName, RequestCommandName>;

export type CommandResults = {
  [C in RequestCommandName]: v.InferOutput<(typeof commandResultSchemas)[C]>;
};

/** The encrypted keypad result the shell hands back for PIN entry (never the digits). */
export type SealedPin = v.InferOutput<typeof sealedPinSchema>;

const QUICK_TIMEOUT_MS = 10_000;
/** No deadline: the command waits for the person, and the shell answers when they finish or close. */
const PERSON_PACED = null;

/**
 * How long an answer may take before the call fails with `timeout`; `null`, no deadline. Commands
 * that wait for the person (keypads, pickers, share sheets, signing apps) have none: a person takes
 * the time they need (WCAG 2.2.1), and a deadline failed the web's call while the shell's keypad
 * stayed open, so the PIN typed after it was dropped. The rest have ten seconds.
 */
export const DEFAULT_TIMEOUTS_MS: Readonly<Record<RequestCommandName, number | null>> = {
  'kakaoPay.init': QUICK_TIMEOUT_MS,
  'kakaoPay.login': PERSON_PACED,
  'kakaoPay.sign': PERSON_PACED,
  'cert.list': QUICK_TIMEOUT_MS,
  'cert.sign': PERSON_PACED,
  'device.info': QUICK_TIMEOUT_MS,
  'storage.get': QUICK_TIMEOUT_MS,
  share: PERSON_PACED,
  downloadFile: PERSON_PACED,
  takePhoto: PERSON_PACED,
  requestPermission: PERSON_PACED,
  'pin.set': PERSON_PACED,
  'pin.verify': PERSON_PACED,
  'biometrics.use': PERSON_PACED,
  'os.version': QUICK_TIMEOUT_MS,
  'update.check': QUICK_TIMEOUT_MS,
};

/**
 * Tells answering commands from fire-and-forget ones at run time.
 *
 * @example
 * isRequestCommand('storage.get'); // true
 * isRequestCommand('copy'); // false
 */
export function isRequestCommand(command: string): command is RequestCommandName {
  return Object.hasOwn(commandResultSchemas, command);
}
