import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every table lives in the `nakshatra` PostgreSQL schema, so the app can share a database
 * (for example a managed PostgreSQL's default `postgres` database) without touching `public`.
 * Drizzle's migration journal lives in the `drizzle` schema (drizzle-kit's default).
 */
export const nakshatra = pgSchema('nakshatra');

export const users = nakshatra.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed: addresses are compared case-insensitively. */
    email: text('email').notNull().unique('users_email_unique'),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'astrologer', 'admin'] })
      .notNull()
      .default('user'),
    /** For role `astrologer`: their entry in the directory (one login per astrologer). */
    astrologerId: integer('astrologer_id')
      .references((): AnyPgColumn => astrologers.id)
      .unique('users_astrologer_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'astrologer', 'admin')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Birth data from Edit Profile. A row exists once the user has saved the profile. */
export const profiles = nakshatra.table(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    /** Local civil date of birth at the birth place (no zone: the place gives it). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** Local civil time of birth, minute precision. */
    birthTime: time('birth_time').notNull(),
    latitudeDeg: doublePrecision('latitude_deg').notNull(),
    longitudeDeg: doublePrecision('longitude_deg').notNull(),
    locationName: text('location_name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('profiles_latitude_check', sql`${t.latitudeDeg} between -90 and 90`),
    check('profiles_longitude_check', sql`${t.longitudeDeg} between -180 and 180`),
  ],
);

/**
 * Sessions: only the SHA-256 of the opaque token is stored, so a leaked table cannot be
 * replayed. Deleting the row revokes the token.
 */
export const sessions = nakshatra.table(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Login attempt counters, used when Redis is not configured. Two kinds of key, both hashed
 * (SHA-256: no email or address is stored): `pair:` one account from one client address, and
 * `account:` one account from every address. An attempt is counted before its password is
 * checked, so parallel guesses cannot slip past the limit. Fixed window from the first attempt.
 */
export const loginAttempts = nakshatra.table('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * Addresses an account has signed in from (key: SHA-256 of account and address). They keep
 * their own per-address limit but pass the account-wide one, so a stranger who knows an email
 * cannot lock its owner out of the places they usually sign in from.
 */
export const loginKnownAddresses = nakshatra.table(
  'login_known_addresses',
  {
    key: text('key').primaryKey(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_known_addresses_last_success_idx').on(t.lastSuccessAt)],
);

/**
 * The astrologer directory (issue 4). Read-mostly reference data: seeded on first start, read by
 * the list, profile and follow endpoints. `id` is dense and follows creation order (the seed's
 * n-th record has id n), so it doubles as the unique tie-breaker of every sort.
 *
 * Skills and languages are arrays on the row, not join tables: measured on PostgreSQL 15 with
 * 1,000,000 rows (apps/server/README.md, "Directory performance"), an array filter walking a sort
 * index costs 0.2-0.9 ms against 13-450 ms for EXISTS probes into (astrologer_id, skill) and
 * (astrologer_id, language) tables, and the arrays are what the API returns anyway.
 */
export const astrologers = nakshatra.table(
  'astrologers',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    picId: text('pic_id').notNull(),
    /** Rating in tenths of a star (47 = 4.7): a smallint sorts and compares exactly. */
    ratingTenths: smallint('rating_tenths').notNull(),
    /** Completed orders (consultations): the "popular" sort. */
    orders: integer('orders').notNull(),
    /** Most important first (the order the card shows). */
    skills: text('skills').array().notNull(),
    /** In the order of CONTENT_LANGUAGES. */
    languages: text('languages').array().notNull(),
    experienceYears: smallint('experience_years').notNull(),
    priceRupeesPerMin: integer('price_rupees_per_min').notNull(),
    callPriceRupeesPerMin: integer('call_price_rupees_per_min').notNull(),
    /** Discounted chat price while an offer runs; null without an offer (isShowOffer). */
    offerPriceRupeesPerMin: integer('offer_price_rupees_per_min'),
    verified: boolean('verified').notNull(),
    online: boolean('online').notNull(),
    shortBio: text('short_bio').notNull(),
    longBio: text('long_bio').notNull(),
    /** Comma-separated, as the API shows it ("Marriage, Career"). */
    problemArea: text('problem_area').notNull(),
    totalChatDurationMin: integer('total_chat_duration_min').notNull(),
    totalCallDurationMin: integer('total_call_duration_min').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Everything the list filters on by equality, in one GIN-indexed array: the skills, the
     * languages (the two vocabularies share no word) and the flags 'top' (rating exactly 5,
     * spec section 5), 'offer' and 'online'. Any combination of filters is one `@>` test, and
     * PostgreSQL keeps per-element statistics for it. Generated, so it can never disagree
     * with the columns it is made from.
     */
    facets: text('facets')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`skills || languages
          || case when rating_tenths = 50 then '{top}'::text[] else '{}'::text[] end
          || case when offer_price_rupees_per_min is not null then '{offer}'::text[] else '{}'::text[] end
          || case when online then '{online}'::text[] else '{}'::text[] end`,
      ),
    /**
     * What `q` searches (spec section 5: slug; we also match the name): lower-cased name and
     * slug joined by a newline, which neither contains, so a match cannot span the two.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name) || chr(10) || slug`),
  },
  (t) => [
    uniqueIndex('astrologers_slug_unique').on(t.slug),
    check('astrologers_rating_check', sql`${t.ratingTenths} between 0 and 50`),
    check(
      'astrologers_counts_check',
      sql`${t.orders} >= 0 and ${t.experienceYears} >= 0 and ${t.totalChatDurationMin} >= 0 and ${t.totalCallDurationMin} >= 0`,
    ),
    check(
      'astrologers_prices_check',
      sql`${t.priceRupeesPerMin} >= 0 and ${t.callPriceRupeesPerMin} >= 0 and (${t.offerPriceRupeesPerMin} is null or ${t.offerPriceRupeesPerMin} between 0 and ${t.priceRupeesPerMin})`,
    ),
    // One btree per sort, in the sort's exact order with the id tie-breaker, so page n is an
    // index walk (or an index-only scan for the ids of a deep page). See repository.ts.
    // The popular sort's two indexes are written in SQL (migration 0004_directory_covering),
    // because Drizzle cannot declare INCLUDE columns:
    //   astrologers_popular_idx (orders desc, id) include (facets, search_text, both prices)
    //   astrologers_top_popular_idx, the same where rating_tenths = 50 (the Top Rated chip)
    // With every filtered column in the index, a walk of the default sort never reads the
    // table to test a row.
    index('astrologers_rating_idx').on(t.ratingTenths.desc(), t.orders.desc(), t.id),
    index('astrologers_experience_idx').on(t.experienceYears.desc(), t.orders.desc(), t.id),
    index('astrologers_price_asc_idx').on(t.priceRupeesPerMin, t.orders.desc(), t.id),
    index('astrologers_price_desc_idx').on(t.priceRupeesPerMin.desc(), t.orders.desc(), t.id),
    index('astrologers_call_price_asc_idx').on(t.callPriceRupeesPerMin, t.orders.desc(), t.id),
    index('astrologers_call_price_desc_idx').on(
      t.callPriceRupeesPerMin.desc(),
      t.orders.desc(),
      t.id,
    ),
    index('astrologers_facets_idx').using('gin', t.facets),
    // pg_trgm: substring matches (LIKE '%sharma%') read the index instead of every row.
    index('astrologers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Album pictures of an astrologer, in display order (position 1 first). */
export const astrologerAlbum = nakshatra.table(
  'astrologer_album',
  {
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    picId: text('pic_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'astrologer_album_pk', columns: [t.astrologerId, t.position] }),
    check('astrologer_album_position_check', sql`${t.position} >= 1`),
  ],
);

/** Who follows whom. Listing is newest first, hence the (user_id, created_at) index. */
export const follows = nakshatra.table(
  'follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'follows_pk', columns: [t.userId, t.astrologerId] }),
    index('follows_user_created_idx').on(t.userId, t.createdAt.desc(), t.astrologerId),
    // The foreign key's cascade (an astrologer removed) would otherwise scan the table.
    index('follows_astrologer_idx').on(t.astrologerId),
  ],
);

/**
 * The AI assistant's conversations (issue 6). One row per conversation; `contextKey` says which
 * panel it belongs to ('bot', 'horoscope:leo', 'astrologer:<slug>'), so a client that sends only
 * `{question}` continues its latest chatbot conversation.
 */
export const chatConversations = nakshatra.table(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contextKey: text('context_key').notNull(),
    /** The context as the client sent it (sign; astrologer slug, name, skills, experience). */
    context: jsonb('context'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_conversations_user_key_idx').on(t.userId, t.contextKey, t.updatedAt)],
);

/**
 * Questions and answers. `seq` orders them (a question and its answer can share a timestamp).
 * An answer records who wrote it: the provider, the prompt version, the language and the topic.
 */
export const chatMessages = nakshatra.table(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    text: text('text').notNull(),
    suggestions: jsonb('suggestions').$type<string[]>(),
    provider: text('provider'),
    promptVersion: text('prompt_version'),
    language: text('language'),
    topic: text('topic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_seq_idx').on(t.conversationId, t.seq),
    check('chat_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
  ],
);

/**
 * The assistant's daily quota: one row per user, the questions counted in the current window and
 * the instant it ends. A window is the user's calendar day, fixed when its first question is
 * counted: editing the profile's place later moves the next window, never the current one
 * (`nextQuotaWindowEnd` in the chat module). A question is taken with one conditional upsert, so
 * parallel requests can never exceed the limit.
 */
export const chatUsage = nakshatra.table(
  'chat_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId] }),
    check('chat_usage_count_check', sql`${t.count} >= 0`),
  ],
);

/**
 * Kundlis a signed-in user saved (issue 5): only the validated request is stored (name, gender,
 * local birth date-time, place names, placeId or coordinates, language, time standard), and
 * the chart is recomputed when it is opened, so an engine fix reaches saved kundlis too. At most
 * SAVED_KUNDLIS_MAX per user (checked under a lock on the user's row). Listing is newest first.
 */
export const savedKundlis = nakshatra.table(
  'saved_kundlis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_kundlis_user_created_idx').on(t.userId, t.createdAt.desc(), t.id)],
);

/**
 * Recharge orders (issue 13): one per attempt to buy a pack, with the provider that takes the
 * payment. Paying credits the wallet through the ledger (ledger_transactions keyed
 * `payment:<provider>:<order id>`), so a payment confirmed twice credits once.
 */
export const paymentOrders = nakshatra.table(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    coins: integer('coins').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    gstPaise: bigint('gst_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    providerPaymentId: text('provider_payment_id'),
    /** The provider's own id of the order (Razorpay `order_...`); null for the sandbox. */
    providerOrderId: text('provider_order_id').unique('payment_orders_provider_order_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    check('payment_orders_status_check', sql`${t.status} in ('created', 'paid', 'failed')`),
    check(
      'payment_orders_amounts_check',
      sql`${t.coins} > 0 and ${t.amountPaise} > 0 and ${t.gstPaise} >= 0`,
    ),
  ],
);

/**
 * The money ledger (issue 13, DESIGN.md "Marketplace"): double entry, append only. A
 * transaction is one business event with a unique idempotency key; its entries move paise
 * between accounts (`wallet:<user id>`, `earnings:<astrologer id>`, `platform:commission`,
 * `platform:gst`, `external:<provider>`) and sum to zero, which a deferred constraint trigger
 * checks at commit (migration 0006). Balances are sums of entries; rows are never updated or
 * deleted (triggers refuse it).
 */
export const ledgerTransactions = nakshatra.table('ledger_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique('ledger_transactions_key_unique'),
  orderId: uuid('order_id').references(() => paymentOrders.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = nakshatra.table(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account, t.id.desc()),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_nonzero_check', sql`${t.amountPaise} <> 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type AstrologerRow = typeof astrologers.$inferSelect;

/**
 * What users tell the team through /feedback (issue 13): kept with its author, listed to
 * admins newest first. The message is stored as typed and only ever shown as text.
 */
export const feedback = nakshatra.table(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    rating: smallint('rating'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('feedback_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('feedback_topic_check', sql`${t.topic} in ('app', 'astrologer', 'payment', 'horoscope', 'other')`),
    check('feedback_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('feedback_message_check', sql`char_length(${t.message}) between 1 and 2000`),
  ],
);

/**
 * Webhook events of payment providers already handled, by the provider's event id
 * (Razorpay's `x-razorpay-event-id`): a replayed delivery is recognised and changes nothing.
 */
export const paymentEvents = nakshatra.table(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Paid consultations with human astrologers (issue 13): requested by a user, accepted by the
 * astrologer, charged per started minute from the ledger (idempotency key
 * `consultation:<id>:minute:<n>`), ended by either side or by an empty wallet. One open
 * consultation per user, and one active per astrologer, enforced by partial unique indexes.
 */
export const consultations = nakshatra.table(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id),
    status: text('status', {
      enum: ['requested', 'active', 'ended', 'declined', 'missed', 'cancelled'],
    })
      .notNull()
      .default('requested'),
    /** 'chat' or 'call' (issue 15); a call's accepted_at is when both sides had audio. */
    mode: text('mode', { enum: ['chat', 'call'] })
      .notNull()
      .default('chat'),
    topic: text('topic').notNull(),
    pricePaisePerMin: bigint('price_paise_per_min', { mode: 'number' }).notNull(),
    minutesCharged: integer('minutes_charged').notNull().default(0),
    endReason: text('end_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When each side of a call first reported its audio flowing (billing waits for both). */
    userAudioAt: timestamp('user_audio_at', { withTimezone: true }),
    astrologerAudioAt: timestamp('astrologer_audio_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consultations_user_open_unique')
      .on(t.userId)
      .where(sql`${t.status} in ('requested', 'active')`),
    uniqueIndex('consultations_astrologer_active_unique')
      .on(t.astrologerId)
      .where(sql`${t.status} = 'active'`),
    index('consultations_astrologer_status_idx').on(t.astrologerId, t.status, t.requestedAt),
    index('consultations_user_requested_idx').on(t.userId, t.requestedAt.desc()),
    check(
      'consultations_status_check',
      sql`${t.status} in ('requested', 'active', 'ended', 'declined', 'missed', 'cancelled')`,
    ),
    check('consultations_price_check', sql`${t.pricePaisePerMin} > 0`),
    check('consultations_topic_check', sql`char_length(${t.topic}) between 1 and 200`),
  ],
);

/**
 * Messages of a consultation's chat (issue 13). The id is chosen by the sending client, so a
 * resend after a lost acknowledgement is the same row, never a duplicate. `seq` orders them and
 * is the cursor a reconnecting client resumes from.
 */
export const consultationMessages = nakshatra.table(
  'consultation_messages',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'astrologer'] }).notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consultation_messages_seq_unique').on(t.seq),
    index('consultation_messages_consultation_seq_idx').on(t.consultationId, t.seq),
    check('consultation_messages_sender_check', sql`${t.sender} in ('user', 'astrologer')`),
    check('consultation_messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * A client's rating of an ended, paid consultation: one per consultation. Each review moves the
 * astrologer's shown rating (astrologers.rating_tenths) in the same transaction.
 */
export const consultationReviews = nakshatra.table(
  'consultation_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .unique()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consultation_reviews_astrologer_idx').on(t.astrologerId, t.createdAt.desc()),
    check('consultation_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('consultation_reviews_body_check', sql`char_length(${t.body}) <= 1000`),
  ],
);
