import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGAGE_FALLBACK_MS, whenEngaged } from './when-engaged';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenEngaged', () => {
  it('runs once, at the first pointer going down, not for later ones', () => {
    const task = vi.fn();
    whenEngaged(task);
    vi.advanceTimersByTime(ENGAGE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(2 * ENGAGE_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs on its own once a page nobody touches has stood idle', () => {
    const task = vi.fn();
    whenEngaged(task);
    vi.advanceTimersByTime(ENGAGE_FALLBACK_MS + 3000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const task = vi.fn();
    whenEngaged(task)();
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(2 * ENGAGE_FALLBACK_MS);
    expect(task).not.toHaveBeenCalled();
  });
});
