import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './events.js';

describe('domain event bus', () => {
  it('delivers an emitted event to every listener of that name, after the emitting code goes on', async () => {
    const bus = createEventBus({ log: { error: vi.fn() } });
    const seen: string[] = [];
    bus.on('organization.updated', ({ organizationId }) => void seen.push(`a:${organizationId}`));
    bus.on('organization.updated', ({ organizationId }) => void seen.push(`b:${organizationId}`));
    bus.emit('organization.updated', { organizationId: 'o1' });
    expect(seen).toEqual([]);
    await bus.drain();
    expect(seen).toEqual(['a:o1', 'b:o1']);
  });

  it('logs a failing listener without stopping the others', async () => {
    const error = vi.fn();
    const bus = createEventBus({ log: { error } });
    const seen: string[] = [];
    bus.on('organization.updated', () => {
      throw new Error('boom');
    });
    bus.on('organization.updated', () => void seen.push('ok'));
    bus.emit('organization.updated', { organizationId: 'o1' });
    await bus.drain();
    expect(seen).toEqual(['ok']);
    expect(error).toHaveBeenCalledOnce();
  });

  it('stops delivering to a listener once it unsubscribes', async () => {
    const bus = createEventBus({ log: { error: vi.fn() } });
    const listener = vi.fn();
    const off = bus.on('organization.updated', listener);
    off();
    bus.emit('organization.updated', { organizationId: 'o1' });
    await bus.drain();
    expect(listener).not.toHaveBeenCalled();
  });
});
