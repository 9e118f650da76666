// The real-time module's public face: other modules publish through the `Publisher` port, never
// the broker or the sockets; main.ts mounts the socket server, compose.ts registers the routes.
export type { Broker, BrokerMessage, BrokerOptions, BrokerPublication } from './broker';
export { createBroker, memoryBroker, redisBroker } from './create-broker';
export {
  channelLocale,
  matchChannel,
  parseChannel,
  privateChannel,
  publicChannel,
  type ChannelInfo,
} from './channels';
export {
  centrifugoPublisher,
  createPublisher,
  publication,
  type CentrifugoTarget,
  type Publication,
  type Publisher,
} from './publisher';
export { defaultRealtimeOptions, loadRealtimeOptions, type RealtimeOptions } from './options';
export { createRealtimeServer, WEBSOCKET_PATH, type RealtimeServer } from './server';
export type { RealtimeStats } from './node';
export { realtimeApiRoutes, websocketRoutes } from './routes';
export {
  signConnectionToken,
  signSubscriptionToken,
  tokenKey,
  verifyConnectionToken,
  verifySubscriptionToken,
} from './tokens';
export {
  createProtocolCheck,
  protocolCheckRoutes,
  type ProtocolCheck,
  type ProtocolReport,
  type ProtocolViolation,
} from './protocol-check';
