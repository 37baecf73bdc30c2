export { createNativeBridge } from './create-native-bridge';
export type {
  BridgeDrop,
  CreateNativeBridgeOptions,
  DropReason,
  NativeBridge,
  RequestOptions,
} from './create-native-bridge';
export { DEFAULT_TIMEOUTS_MS, commandResultSchemas, isRequestCommand } from './commands';
export type {
  CommandName,
  CommandPayloads,
  CommandResults,
  EmptyPayload,
  FireCommandName,
  Media,
  PermissionName,
  PinOwner,
  RequestCommandName,
  SealedPin,
} from './commands';
export { nativeMessageSchemas, parseNativeMessage } from './messages';
export type {
  NativeMessage,
  NativeMessageInput,
  NativeMessagePayloads,
  NativeMessageType,
  ParseMessageResult,
} from './messages';
export { NativeBridgeError, isNativeBridgeError } from './native-bridge-error';
export { DEFAULT_DEDUPE_WINDOW_MS } from './dedupe';
export { PROTOCOL_VERSION } from './protocol';
export type { CommandEnvelope, NativeBridgeErrorKind } from './protocol';
export {
  ANDROID_INTERFACE,
  IOS_HANDLER,
  createAndroidTransport,
  createIosTransport,
  createReactNativeTransport,
  createUnavailableTransport,
  detectShellTransport,
} from './transports';
export type { NativeTransport, TransportName } from './transports';
export { encodeNativeMessage, postNativeMessage } from './post-native-message';
