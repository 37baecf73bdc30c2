export { LIVE_CONTROL_PATH, LIVE_PATH, attachLiveEndpoint } from './live-endpoint';
export type { LiveControlHandler, LiveEndpoint, LiveEndpointOptions, LiveSessions } from './live-endpoint';
export { GUEST_UID, USER_QUEUE, createStompBroker } from './stomp-broker';
export type { StompAuthErrorCode, StompBroker, StompBrokerOptions, StompBrokerStats, StompTransport } from './stomp-broker';
export { connectLiveBridge, initialLiveMessages } from './live-bridge';
export { liveSandboxExtension } from './live-extension';
export type { LiveExtensionOptions } from './live-extension';
export { createMarketSimulator } from './market-simulator';
export type { MarketSimulator, MarketSimulatorOptions, MarketSimulatorStats } from './market-simulator';
