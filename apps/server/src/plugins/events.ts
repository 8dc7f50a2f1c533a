import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What one part of the server tells the others. Modules do not import each other (STYLE.md):
 * one emits, any other listens. In-process only: with several instances behind a load balancer,
 * the others' caches catch up on their own TTLs.
 */
export interface AppEvents {
  /**
   * An astrologer's public record changed (a review moved their rating and orders, their
   * console went on or offline): the astrologer's id. Emitted after the change is committed.
   */
  'astrologer.changed': [astrologerId: number];
  /**
   * A recharge was credited to this user's wallet (the wallet module, after the commit): a
   * running consultation's meter shows the new minutes left at once.
   */
  'wallet.credited': [userId: string];
  /**
   * The directory answers with that astrologer's new record from now on (the astrologers
   * module, after 'astrologer.changed'): what was built from the old one may go, e.g. the
   * server-rendered profile page.
   */
  'astrologer.refreshed': [astrologer: { id: number; slug: string }];
}

export type AppEventBus = EventEmitter<AppEvents>;

declare module 'fastify' {
  interface FastifyInstance {
    events: AppEventBus;
  }
}

/** Decorates `app.events`; listeners go with the app when it closes. */
async function eventsPlugin(app: FastifyInstance) {
  const events: AppEventBus = new EventEmitter<AppEvents>();
  app.decorate('events', events);
  app.addHook('onClose', async () => {
    events.removeAllListeners();
  });
}

export default fp(eventsPlugin, { name: 'events' });
