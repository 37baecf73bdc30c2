export { createBrowserTransport } from './create-browser-transport';
export type { BrowserTransportOptions, PinEntryRequest } from './create-browser-transport';
export { createDevStorage, DEV_STORAGE_PREFIX } from './dev-storage';
export type { DevStorage } from './dev-storage';
export { DEFAULT_DEV_CERTIFICATES } from './dev-signer';
export type { DevCertificate, DevKakaoPayKey, SignApproval } from './dev-signer';
