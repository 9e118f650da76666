// The real-time module's public face: other modules publish through this, never the broker.
export { createBroker, memoryBroker, redisBroker, type Broker, type BrokerMessage } from './broker';
export { channelLocale, matchChannel, privateChannel, publicChannel } from './channels';
export { createPublisher, type Publication, type Publisher } from './publisher';
