import type { Broker, BrokerOptions } from './broker';
import { memoryBroker } from './memory-broker';
import { redisBroker } from './redis-broker';

/** In-process by default, Redis via REDIS_URL (DESIGN: real components and how they start). */
export function createBroker(redisUrl: string | undefined, options: BrokerOptions = {}): Broker {
  return redisUrl ? redisBroker(redisUrl, options) : memoryBroker(options);
}

export { memoryBroker, redisBroker };
