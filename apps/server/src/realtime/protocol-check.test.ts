import { describe, expect, it } from 'vitest';
import { memoryBroker } from './create-broker';
import { createProtocolCheck } from './protocol-check';
import { createPublisher, type Publication } from './publisher';

const balance = { currency: 'EUR', balance: 1250, subunits: 100 };

describe('the protocol check outside production (issue 18)', () => {
  it('records what is not a member of the protocol, and publishes it all the same', async () => {
    const broker = memoryBroker();
    const delivered: string[] = [];
    broker.on('publication', (p) => delivered.push(p.channel));
    const check = createProtocolCheck();
    const publisher = check.wrap(createPublisher(broker));
    const raw = (channel: string, p: { event_name: string; message: unknown }) =>
      publisher.publish(channel, p as Publication);

    await publisher.publish('$private:en:1', { event_name: 'balance_changed', message: balance });
    await raw('$private:en:1', { event_name: 'balance_changed', message: { balance: 'lots' } });
    await raw('public:en', { event_name: 'balance_changed', message: balance });
    await raw('public:en', { event_name: 'odds_moved', message: {} });

    expect(delivered).toHaveLength(4);
    const report = check.report();
    expect(report.checked).toEqual({ balance_changed: 3, odds_moved: 1 });
    expect(report.violationCount).toBe(3);
    expect(report.violations.map((v) => [v.channel, v.event_name])).toEqual([
      ['$private:en:1', 'balance_changed'],
      ['public:en', 'balance_changed'],
      ['public:en', 'odds_moved'],
    ]);
    expect(report.violations[1]!.problem).toMatch(/private channel/);
    expect(report.violations[2]!.problem).toMatch(/unknown event/);
    await broker.close();
  });
});
