import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import eventsPlugin from './events.ts';

describe('events plugin', () => {
  it('carries typed events between parts of the app, and drops its listeners on close', async () => {
    const app = Fastify();
    await app.register(eventsPlugin);
    const seen: number[] = [];
    // Registered in a child context, as modules are: the decoration is shared with the root.
    await app.register(async (child) => {
      child.events.on('astrologer.changed', (id) => seen.push(id));
    });
    await app.ready();
    app.events.emit('astrologer.changed', 42);
    expect(seen).toEqual([42]);
    const events = app.events;
    await app.close();
    expect(events.listenerCount('astrologer.changed')).toBe(0);
  });
});
