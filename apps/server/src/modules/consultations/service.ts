import {
  type BillingState,
  type Consultation,
  consultationMessages,
  MIN_BALANCE_MINUTES,
} from '@nakshatra/contracts';
import pLimit from 'p-limit';
import type { Db, DbKind } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { balancePaise } from './billing.ts';
import { createConsultationRepository } from './repository.ts';

const notFound = () => new AppError(404, 'not_found', consultationMessages.notFound);

/**
 * The price per minute of a user's session with an astrologer: their chat price, or their offer
 * price for the user's first session with them.
 */
async function priceFor(
  repo: ReturnType<typeof createConsultationRepository>,
  userId: string,
  slug: string,
  mode: Consultation['mode'] = 'chat',
) {
  const astrologer = await repo.astrologerBySlug(slug);
  if (astrologer === null)
    throw new AppError(404, 'not_found', consultationMessages.astrologerNotFound);
  const first = !(await repo.hadSessionWith(userId, astrologer.id));
  const rupees =
    mode === 'call'
      ? astrologer.call_price_rupees_per_min
      : first && astrologer.offer_price_rupees_per_min !== null
      ? astrologer.offer_price_rupees_per_min
      : astrologer.price_rupees_per_min;
  if (rupees <= 0) throw new AppError(409, 'conflict', consultationMessages.astrologerNotFound);
  return { astrologerId: astrologer.id, pricePaise: rupees * 100 };
}

/** Which side of a consultation a user is on (404 for anyone else). */
async function sideOf(repo: ReturnType<typeof createConsultationRepository>, userId: string, id: string) {
  const p = await repo.parties(id);
  const side = p === null ? null : p.user_id === userId ? 'user' : p.astrologer_user_id === userId ? 'astrologer' : null;
  if (p === null || side === null) throw notFound();
  return { side, clientId: p.user_id } as const;
}

/** Who is in a consultation and what its meter shows, for the sockets. */
function sessionState(db: Db, repo: ReturnType<typeof createConsultationRepository>, now: () => number) {
  return {
    sideOf: (userId: string, id: string) => sideOf(repo, userId, id),
    async partiesOf(id: string) {
      const p = await repo.parties(id);
      if (p === null) throw notFound();
      return { clientId: p.user_id, astrologerUserId: p.astrologer_user_id };
    },
    queueSize: (astrologerId: number) => repo.queueSize(astrologerId, now()),

    /** What the meter shows: charged so far and, for the client, the wallet and minutes left. */
    async billingState(c: Consultation, forClient: boolean): Promise<BillingState> {
      const base = { consultationId: c.id, minutesCharged: c.minutesCharged, chargedPaise: c.chargedPaise };
      if (!forClient) return { ...base, balancePaise: null, minutesLeft: null };
      const p = await repo.parties(c.id);
      if (p === null) throw notFound();
      const clientId = p.user_id;
      const balance = await balancePaise(db, clientId);
      return { ...base, balancePaise: balance, minutesLeft: Math.floor(balance / c.pricePaisePerMin) };
    },

  };
}

/**
 * Sessions a billing pass charges at once on PostgreSQL: each charge is a short transaction on
 * its own pooled connection (10 by default) and locks only its client's wallet, so a thousand
 * due minutes are not charged one round trip after another (about 5 ms each, the last one 5 s
 * late). The embedded database runs one query at a time in this process: one at a time there.
 */
const BILLING_CONCURRENCY: Record<DbKind, number> = { postgres: 8, pglite: 1 };

/** The billing loop's pass, for routes.ts. */
function billingPass(
  repo: ReturnType<typeof createConsultationRepository>,
  mustGet: (id: string) => Promise<Consultation>,
  now: () => number,
  concurrency: number,
) {
  return {
    /**
     * One pass of the billing loop: the due minutes of every active consultation that has one
     * (each told to `onBilled` as soon as it is charged), then the requests that rang out.
     */
    async billActive(
      onBilled: (c: Consultation) => Promise<void>,
    ): Promise<{ billed: number; missed: Consultation[] }> {
      let billed = 0;
      const limit = pLimit(concurrency);
      const charge = async (c: { id: string; user_id: string }) => {
        if ((await repo.tick(c.id, c.user_id, now())).charged > 0) {
          billed++;
          await onBilled(await mustGet(c.id));
        }
        // The embedded database runs queries on this thread: give sockets their turn between
        // sessions, so a pass over a thousand sessions does not hold every message back.
        await new Promise((resolve) => setImmediate(resolve));
      };
      await Promise.all((await repo.due(now())).map((c) => limit(() => charge(c))));
      const missed = await Promise.all((await repo.closeMissed(now())).map(mustGet));
      return { billed, missed };
    },
  };
}

/** Calls (issue 15): audio reports. */
function callState(
  repo: ReturnType<typeof createConsultationRepository>,
  mustGet: (id: string) => Promise<Consultation>,
  now: () => number,
) {
  return {
    /**
     * A call's party reports audio flowing; returns the consultation when this report started
     * its billing (null otherwise). Someone else's consultation is unknown (404).
     */
    async audioFlowing(userId: string, id: string): Promise<Consultation | null> {
      const { side, clientId } = await sideOf(repo, userId, id);
      const result = await repo.audioFlowing(id, clientId, side, now());
      if (result === 'not_active') throw new AppError(409, 'conflict', consultationMessages.notActive);
      return result === 'started' ? mustGet(id) : null;
    },

    activeCalls: () => repo.activeCalls(),

    /**
     * Ends a call that a side left (no socket of theirs for the grace period), billed to now, as
     * ended by that side; null when it had already ended.
     */
    async endAbandoned(id: string, clientId: string, gone: 'user' | 'astrologer') {
      return (await repo.end(id, clientId, gone, now())) ? mustGet(id) : null;
    },
  };
}

/**
 * Consultations (issue 13): the rules around the repository. Prices are the astrologer's chat
 * price per minute, or their offer price for a user's first session with them. Billing runs on
 * every read and action (`tick`) and in a loop (routes.ts), so a minute is charged on time
 * whichever comes first, and exactly once (billing.ts).
 */
export function createConsultationService(db: Db, now: () => number, dbKind: DbKind = 'pglite') {
  const repo = createConsultationRepository(db);

  async function astrologerOf(userId: string): Promise<number> {
    const id = await repo.astrologerIdOf(userId);
    if (id === null) throw new AppError(403, 'forbidden', consultationMessages.astrologersOnly);
    return id;
  }

  async function mustGet(id: string): Promise<Consultation> {
    const c = await repo.byId(id);
    if (c === null) throw notFound();
    return c;
  }

  return {
    async request(
      userId: string,
      slug: string,
      topic: string,
      mode: Consultation['mode'] = 'chat',
    ): Promise<Consultation> {
      const { astrologerId, pricePaise } = await priceFor(repo, userId, slug, mode);
      const opened = await repo.request(
        userId,
        astrologerId,
        topic,
        pricePaise,
        pricePaise * MIN_BALANCE_MINUTES,
        now(),
        mode,
      );
      if (opened === 'low_balance')
        throw new AppError(402, 'insufficient_balance', consultationMessages.lowBalance);
      if (opened === 'already_open')
        throw new AppError(409, 'conflict', consultationMessages.alreadyOpen);
      return mustGet(opened.id);
    },

    /** The user's open consultation, its due minutes charged first. */
    async current(userId: string): Promise<Consultation | null> {
      await repo.closeMissed(now());
      const open = await repo.openFor(userId);
      if (open?.status === 'active') {
        await repo.tick(open.id, userId, now());
        return mustGet(open.id);
      }
      return open;
    },

    async cancel(userId: string, id: string): Promise<Consultation> {
      if (!(await repo.closeRequest(id, { userId }, now())))
        throw new AppError(409, 'conflict', consultationMessages.notRequested);
      return mustGet(id);
    },

    async queue(userId: string) {
      return repo.queue(await astrologerOf(userId), now());
    },

    async accept(userId: string, id: string): Promise<Consultation> {
      const result = await repo.accept(await astrologerOf(userId), id, now());
      if (result === 'busy')
        throw new AppError(409, 'conflict', consultationMessages.astrologerBusy);
      if (result === 'not_requested')
        throw new AppError(409, 'conflict', consultationMessages.notRequested);
      return mustGet(id);
    },

    async decline(userId: string, id: string): Promise<Consultation> {
      const astrologerId = await astrologerOf(userId);
      if (!(await repo.closeRequest(id, { astrologerId }, now())))
        throw new AppError(409, 'conflict', consultationMessages.notRequested);
      return mustGet(id);
    },

    /** Either side ends it; someone else's consultation is as unknown as a missing one. */
    async end(userId: string, id: string): Promise<Consultation> {
      const { side, clientId } = await sideOf(repo, userId, id);
      if (!(await repo.end(id, clientId, side, now())))
        throw new AppError(409, 'conflict', consultationMessages.notActive);
      return mustGet(id);
    },

    ...billingPass(repo, mustGet, now, BILLING_CONCURRENCY[dbKind]),
    ...callState(repo, mustGet, now),

    get: mustGet,
    ...sessionState(db, repo, now),
    astrologerOf,
  };
}

export type ConsultationService = ReturnType<typeof createConsultationService>;
