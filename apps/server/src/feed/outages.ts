// Provider outages (issue 4, domain 4 provider status): each producer goes down now and then
// for a minute or so; its matches are not bettable meanwhile.
import type { SimRng } from '@sb/domain';
import type { Draft } from './engine-state';

export function providerOutages(d: Draft, t: number, rng: SimRng): void {
  const every = d.config.settings.outageEveryMinutes;
  if (every <= 0) return;
  for (const provider of ['betradar', 'oddin']) {
    const o = (d.book.outages[provider] ??= {
      status: 'active',
      next: t + rng.range(0.2, 2) * every * 60_000,
      backAt: null,
    });
    if (o.status === 'active' && t >= o.next) {
      o.status = 'inactive';
      o.backAt = t + rng.int(30, 90) * 1000;
      d.msgs.push({ type: 'provider_status', provider, status: 'inactive' });
      d.bookDirty = true;
    } else if (o.status === 'inactive' && o.backAt !== null && t >= o.backAt) {
      o.status = 'active';
      o.backAt = null;
      o.next = t - Math.log(Math.max(rng.next(), 1e-9)) * every * 60_000;
      d.msgs.push({ type: 'provider_status', provider, status: 'active' });
      d.bookDirty = true;
    }
  }
}
