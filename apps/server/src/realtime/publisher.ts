import type { Broker } from './broker';

/** A push publication: the event names of domain 4 with their message. */
export interface Publication<T = unknown> {
  event_name: string;
  message: T;
}

/** What other modules call to push to browsers; they never touch sockets or the broker. */
export interface Publisher {
  publish(channel: string, publication: Publication): Promise<void>;
}

export function createPublisher(broker: Broker): Publisher {
  return {
    publish: (channel, publication) => broker.publish({ channel, data: publication }),
  };
}
