import { timezoneAt } from '@nakshatra/astro/places';
import {
  CHAT_SIGN_IDS,
  CONVERSATION_TITLE_CHARS,
  conversationContextKey,
  chatMessages as texts,
  type AstrologerSkill,
  type ContentLanguage,
  type ChatContext,
  type ChatPersona,
  type ChatRequest,
  type ChatUsage,
  type Conversation,
  type ConversationList,
  type ConversationListQuery,
  type UiLanguage,
} from '@nakshatra/contracts';
import {
  buildAssistantFacts,
  lexiconFor,
  understand,
  type AnswerLanguage,
  type ChatTurn,
  type Referral,
  type ReferralSkill,
  type Understanding,
} from '@nakshatra/readings';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AiRequest, AnswerSource } from '../../plugins/ai/index.ts';
import { dayIn, nextMidnight } from '../../lib/local-day.ts';
import type { AppConfig } from '../../plugins/env.ts';
import { AppError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';
import { birthFromProfile } from '../../lib/profiles/birth-data.ts';

export { birthFromProfile };

/** Without a profile place the day follows India (the product's home market, spec section 1). */
export const DEFAULT_TIMEZONE = 'Asia/Kolkata';

/**
 * Two quota windows end at least 22 hours apart: under the shortest real day (23 hours, when
 * clocks spring forward), so a user who stays put always gets a fresh quota at their midnight.
 */
const MIN_WINDOW_SPACING_MS = 22 * 3_600_000;

/**
 * When a quota window opened at `now` ends: the first midnight in `timezone` after `now`, and
 * never earlier than 22 hours after the previous window's end. The zone is the profile place's
 * at the moment the window opens; moving the place (to Honolulu, say, or to a zone whose
 * midnight is a minute away) can therefore never give a shorter day, only, once, a longer one.
 */
export function nextQuotaWindowEnd(now: Date, timezone: string, previousEnd: Date | null): Date {
  const earliest = previousEnd ? previousEnd.getTime() + MIN_WINDOW_SPACING_MS : 0;
  const from = earliest > now.getTime() ? new Date(earliest) : now;
  return nextMidnight(dayIn(from, timezone), timezone);
}

const contextKey = (context: ChatContext | null): string => conversationContextKey(context);

export function personaOf(context: ChatContext | null): ChatPersona | null {
  if (context?.kind !== 'astrologer') return null;
  return {
    slug: context.slug,
    name: context.name,
    skills: context.skills,
    exp: context.exp,
    ai: true,
    label: `AI assistant in the style of ${context.name}`,
  };
}

/** The stored context, trusted only as far as it still has the expected shape. */
function storedContext(value: unknown): ChatContext | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (
    v.kind === 'horoscope' &&
    typeof v.sign === 'string' &&
    (CHAT_SIGN_IDS as readonly string[]).includes(v.sign)
  ) {
    return { kind: 'horoscope', sign: v.sign as (typeof CHAT_SIGN_IDS)[number] };
  }
  if (v.kind === 'astrologer' && typeof v.slug === 'string' && typeof v.name === 'string') {
    return {
      kind: 'astrologer',
      slug: v.slug,
      name: v.name,
      skills: typeof v.skills === 'string' ? v.skills : '',
      exp: typeof v.exp === 'number' ? v.exp : 0,
    };
  }
  return null;
}

const BOT_NAME = 'Astro Bot';

function greetingFor(context: ChatContext | null, lang: UiLanguage | undefined): string {
  const lex = lexiconFor(lang ?? 'en');
  const persona = personaOf(context);
  return persona
    ? lex.persona.greeting(persona.name, persona.skills || 'Vedic astrology', persona.exp)
    : lex.greeting;
}

function conversationView(
  row: repo.ConversationRow,
  messages: repo.MessageRow[],
  lang: UiLanguage | undefined,
): Conversation {
  const context = storedContext(row.context);
  const persona = personaOf(context);
  const speaker = persona?.name ?? BOT_NAME;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    context,
    persona,
    greeting: greetingFor(context, lang),
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role,
      text: m.text,
      suggestions: m.suggestions ?? [],
      createdAt: m.createdAt.toISOString(),
    })),
    // Spec "assistant chat history": 'You: {text}' and '{profile name}: {text}'.
    transcript: messages.map((m) => `${m.role === 'user' ? 'You' : speaker}: ${m.text}`),
  };
}

/** A question accepted and counted; the caller streams the answer, then finishes or fails it. */
export interface PreparedQuestion {
  conversationId: string;
  request: AiRequest;
  persona: ChatPersona | null;
  limit: number;
  /** Questions left today after this one. */
  remaining: number;
  /** Stores the answer; returns its message id. */
  finish(text: string, suggestions: string[], source: AnswerSource): Promise<string>;
  /** The answer failed: the question goes back to the quota. */
  fail(): Promise<void>;
}

/**
 * The zone the user's day follows (the birth place's, else India's), their birth data, the
 * place their "today" is read at (panchang) and what numerology reads (name, birth date).
 */
async function zoneAndBirth(db: Db, userId: string) {
  const row = await repo.readBirth(db, userId);
  const parsed = row ? birthFromProfile(row) : null;
  const timezone =
    parsed?.timezone ?? (row ? timezoneAt(row.latitudeDeg, row.longitudeDeg) : DEFAULT_TIMEZONE);
  return {
    birth: parsed?.birth ?? null,
    timezone,
    place: row ? { latDeg: row.latitudeDeg, lonDeg: row.longitudeDeg, timezone } : null,
    asker: { name: row?.name ?? null, birthDate: row?.dateOfBirth ?? null },
  };
}

type Profile = Awaited<ReturnType<typeof zoneAndBirth>>;

/** A question as read once, before anything answers it. */
interface Asked {
  now: Date;
  profile: Profile;
  history: ChatTurn[];
  understanding: Understanding;
}

/** Questions already taken in the user's open quota window (0 when none is open). */
async function usedToday(db: Db, userId: string, now: Date, limit: number): Promise<number> {
  const window = await repo.readQuotaWindow(db, userId);
  return window && window.endsAt > now ? Math.min(window.count, limit) : 0;
}

/**
 * Takes one question from the user's current window, opening a new window when the last one
 * has ended. `taken` is null when the quota is used up; `endsAt` is when the window ends.
 */
async function takeQuota(db: Db, userId: string, timezone: string, now: Date, limit: number) {
  // Another request may open the window between the read and the write: read again then.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const seen = await repo.readQuotaWindow(db, userId);
    if (seen && seen.endsAt > now && seen.count >= limit)
      return { taken: null, endsAt: seen.endsAt };
    const taken = await repo.takeQuestion(db, userId, {
      now,
      limit,
      seenEndsAt: seen?.endsAt ?? null,
      newEndsAt: nextQuotaWindowEnd(now, timezone, seen?.endsAt ?? null),
    });
    if (taken) return { taken, endsAt: taken.endsAt };
  }
  const seen = await repo.readQuotaWindow(db, userId);
  return { taken: null, endsAt: seen?.endsAt ?? nextQuotaWindowEnd(now, timezone, null) };
}

/** 429 with Retry-After: the seconds until the quota window ends (at least 1). */
function quotaExceeded(endsAt: Date, now: Date): AppError {
  const retryAfterSec = Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000));
  return new AppError(429, 'quota_exceeded', texts.quotaExceeded, undefined, {
    'retry-after': String(retryAfterSec),
  });
}

async function resolveConversation(
  db: Db,
  userId: string,
  body: { conversationId?: string; context?: ChatContext },
  now: Date,
) {
  if (body.conversationId) {
    const found = await repo.findConversation(db, userId, body.conversationId);
    if (!found) throw new AppError(404, 'not_found', texts.conversationNotFound);
    return found;
  }
  const context = body.context ?? null;
  const key = contextKey(context);
  return (
    (await repo.latestConversation(db, userId, key)) ??
    repo.createConversation(db, userId, key, context, now)
  );
}

/** Directory languages by interface language (the referral's default: the asker's own). */
const DIRECTORY_LANGUAGE: Partial<Record<AnswerLanguage, ContentLanguage>> = {
  en: 'English',
  hi: 'Hindi',
  hinglish: 'Hindi',
  mr: 'Marathi',
  te: 'Telugu',
  ta: 'Tamil',
};
const SKILL: Record<ReferralSkill, AstrologerSkill> = {
  vedic: 'Vedic',
  numerology: 'Numerology',
  tarot: 'Tarot',
  'face-reading': 'Face Reading',
  vastu: 'Vastu',
  'life-coach': 'Life Coach',
  psychologist: 'Psychologist',
  palmistry: 'Palmistry',
};

/** Up to three astrologers for a referral: the skill asked for, in the language asked or spoken. */
async function referralsFor(app: FastifyInstance, u: Understanding): Promise<Referral[] | null> {
  if (u.status !== 'answer' || u.kind !== 'referral.astrologer') return null;
  const language = DIRECTORY_LANGUAGE[u.slots.speaks ?? u.language];
  const rows = await app.assistant.searchDirectory({
    ...(u.slots.skill ? { skill: SKILL[u.slots.skill] } : {}),
    ...(language ? { language } : {}),
    limit: 3,
  });
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    skills: r.skills.join(', '),
    languages: r.languages.join(', '),
    priceRupeesPerMin: r.price,
    rating: r.rating,
  }));
}

/** The conversation's last turns, oldest first (follow-ups read them). */
async function recentHistory(db: Db, config: AppConfig, conversationId: string) {
  return (await repo.recentMessages(db, conversationId, config.chatHistoryTurns * 2)).map(
    (m): ChatTurn => ({ role: m.role, text: m.text }),
  );
}

/** What the assistant is asked: the understood question, the history, the chart's facts. */
async function aiRequestFor(
  app: FastifyInstance,
  conversation: repo.ConversationRow,
  body: ChatRequest,
  asked: Asked,
) {
  const { now, profile, understanding: u } = asked;
  const context = storedContext(conversation.context);
  const persona = personaOf(context);
  // Recorded with the answer whichever provider writes it (for review and analytics).
  const topic = u.crisis ? `safety:${u.crisis}` : u.status === 'answer' ? u.kind! : u.status;
  const request: AiRequest = {
    question: body.question,
    history: asked.history,
    facts: buildAssistantFacts(profile.birth, now),
    language: u.language,
    uiLanguage: body.lang,
    persona: persona
      ? { name: persona.name, skills: persona.skills, exp: persona.exp, slug: persona.slug }
      : null,
    understanding: u,
    place: profile.place,
    asker: profile.asker,
    referrals: await referralsFor(app, u),
    horoscopeSignIndex:
      context?.kind === 'horoscope'
        ? (CHAT_SIGN_IDS as readonly string[]).indexOf(context.sign)
        : null,
    dailyLimit: app.config.chatDailyLimit,
    crisis: u.crisis,
    birth: profile.birth,
    now,
  };
  // A caring answer speaks as the assistant, never in an astrologer's persona.
  return { request, persona: u.crisis ? null : persona, topic };
}

/** Stores the question and hands back how to finish (store the answer) or fail (refund) it. */
function acceptQuestion(
  db: Db,
  config: AppConfig,
  userId: string,
  conversationId: string,
  body: ChatRequest,
  asked: { request: AiRequest; topic: string; now: Date; quotaEndsAt: Date | null },
) {
  const { language } = asked.request;
  // The question is stored while the answer starts: its insert is off the path to the
  // first token, and finish() waits for it, so the answer always comes after it (seq).
  const question = repo.insertMessage(db, {
    conversationId,
    role: 'user',
    text: body.question,
    language,
    createdAt: asked.now,
  });
  question.catch(() => {}); // surfaced by finish(); a stopped answer needs no handler
  return {
    finish: async (text: string, suggestions: string[], source: AnswerSource) => {
      await question;
      return repo.insertMessage(db, {
        conversationId,
        role: 'assistant',
        text: text.trim(),
        suggestions,
        provider: source.provider,
        promptVersion: source.promptVersion,
        language,
        topic: asked.topic,
        createdAt: config.now(),
      });
    },
    fail: async () => {
      await question.catch(() => {});
      // A caring answer took nothing from the quota, so there is nothing to give back.
      if (asked.quotaEndsAt) await repo.refundQuestion(db, userId, asked.quotaEndsAt);
    },
  };
}

/**
 * A question in crisis: nothing is taken from the quota (it is answered even at the limit), and
 * the caring answer is stored like any other so the conversation reads as it happened.
 */
async function prepareCrisis(
  app: FastifyInstance,
  userId: string,
  conversation: repo.ConversationRow,
  body: ChatRequest,
  asked: Asked,
): Promise<PreparedQuestion> {
  const { db, config } = app;
  const limit = config.chatDailyLimit;
  const remaining = limit - (await usedToday(db, userId, asked.now, limit));
  const built = await aiRequestFor(app, conversation, body, asked);
  return {
    conversationId: conversation.id,
    request: built.request,
    persona: built.persona,
    limit,
    remaining,
    ...acceptQuestion(db, config, userId, conversation.id, body, {
      ...built,
      now: asked.now,
      quotaEndsAt: null,
    }),
  };
}

/** What `ask` streams: meta first, then the answer's tokens, then suggestions and done. */
export type AskEvent =
  | {
      type: 'meta';
      conversationId: string;
      remaining: number;
      limit: number;
      language: AnswerLanguage;
      persona: ChatPersona | null;
    }
  | { type: 'token'; text: string }
  | { type: 'suggestions'; suggestions: string[] }
  | {
      type: 'done';
      messageId: string;
      remaining: number;
      provider: AnswerSource['provider'];
      fallback: boolean;
    };

/**
 * Streams a prepared question's answer and stores it at the end. A failed answer gives the
 * question back to the quota and ends in a 503 `answer_failed`; a stopped one (the asker left)
 * just ends: they got part of it, and nothing more is stored.
 */
async function* answerEvents(
  app: FastifyInstance,
  prepared: PreparedQuestion,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): AsyncGenerator<AskEvent> {
  yield {
    type: 'meta',
    conversationId: prepared.conversationId,
    remaining: prepared.remaining,
    limit: prepared.limit,
    language: prepared.request.language,
    persona: prepared.persona,
  };
  let text = '';
  let suggestions: string[] = [];
  let source: AnswerSource | null = null;
  try {
    for await (const ev of app.assistant.answer(prepared.request, signal)) {
      if (ev.type === 'token') {
        text += ev.text;
        yield { type: 'token', text: ev.text };
      } else if (ev.type === 'suggestions') suggestions = ev.suggestions;
      else source = ev.source;
    }
    if (signal.aborted) return;
    const messageId = await prepared.finish(text, suggestions, source!);
    yield { type: 'suggestions', suggestions };
    yield {
      type: 'done',
      messageId,
      remaining: prepared.remaining,
      provider: source!.provider,
      fallback: source!.fallback,
    };
  } catch (err) {
    if (signal.aborted) {
      log.info({ conversationId: prepared.conversationId }, 'answer stopped by the client');
      return;
    }
    log.error({ err }, 'assistant answer failed');
    await prepared.fail().catch((e: unknown) => log.error({ err: e }, 'quota refund failed'));
    throw new AppError(503, 'answer_failed', texts.answerFailed);
  }
}

/**
 * Validates what the schema cannot (the conversation is the user's), takes one question
 * from today's quota (429 when used up) and stores the question. A question in crisis is
 * checked first: it takes nothing from the quota and is never refused for it, and only its
 * category is logged (never its text).
 */
async function prepareQuestion(
  app: FastifyInstance,
  userId: string,
  body: ChatRequest,
  log: FastifyBaseLogger,
): Promise<PreparedQuestion> {
  const { db, config } = app;
  const now = config.now();
  const [profile, conversation] = await Promise.all([
    zoneAndBirth(db, userId),
    resolveConversation(db, userId, body, now),
  ]);
  const history = await recentHistory(db, config, conversation.id);
  // Language, safety, kind and slots: read once, here, for every provider.
  const understanding = await understand(body.question, { history, hint: body.lang, now });
  const asked: Asked = { now, profile, history, understanding };
  if (understanding.crisis) {
    log.warn({ safety: understanding.crisis }, 'safety answer');
    return prepareCrisis(app, userId, conversation, body, asked);
  }
  const limit = config.chatDailyLimit;
  const quota = await takeQuota(db, userId, profile.timezone, now, limit);
  if (!quota.taken) throw quotaExceeded(quota.endsAt, now);
  try {
    const built = await aiRequestFor(app, conversation, body, asked);
    return {
      conversationId: conversation.id,
      request: built.request,
      persona: built.persona,
      limit,
      remaining: limit - quota.taken.count,
      ...acceptQuestion(db, config, userId, conversation.id, body, {
        ...built,
        now,
        quotaEndsAt: quota.endsAt,
      }),
    };
  } catch (err) {
    await repo.refundQuestion(db, userId, quota.endsAt).catch(() => {});
    throw err;
  }
}

export function createChatService(app: FastifyInstance) {
  const { db, config } = app;

  return {
    async usage(userId: string): Promise<ChatUsage> {
      const [{ timezone }, window] = await Promise.all([
        zoneAndBirth(db, userId),
        repo.readQuotaWindow(db, userId),
      ]);
      const now = config.now();
      const limit = config.chatDailyLimit;
      const open = window !== null && window.endsAt > now;
      const used = open ? Math.min(window.count, limit) : 0;
      return {
        used,
        limit,
        remaining: limit - used,
        resetsAt: (open
          ? window.endsAt
          : nextQuotaWindowEnd(now, timezone, window?.endsAt ?? null)
        ).toISOString(),
        timezone,
      };
    },

    async startConversation(
      userId: string,
      context: ChatContext | undefined,
      lang: UiLanguage | undefined,
    ): Promise<Conversation> {
      const c = context ?? null;
      const row = await repo.createConversation(db, userId, contextKey(c), c, config.now());
      return conversationView(row, [], lang);
    },

    /** One page of the panel's earlier conversations, newest first, titled by the first question. */
    async conversations(userId: string, query: ConversationListQuery): Promise<ConversationList> {
      const rows = await repo.listConversations(db, userId, query.context, {
        limit: query.pageSize + 1,
        offset: query.page * query.pageSize,
      });
      return {
        conversations: rows.slice(0, query.pageSize).map((r) => ({
          id: r.id,
          title: [...r.title].slice(0, CONVERSATION_TITLE_CHARS).join(''),
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
          messageCount: r.messageCount,
        })),
        page: query.page,
        pageSize: query.pageSize,
        hasMore: rows.length > query.pageSize,
      };
    },

    async conversation(
      userId: string,
      id: string,
      lang: UiLanguage | undefined,
    ): Promise<Conversation> {
      const row = await repo.findConversation(db, userId, id);
      if (!row) throw new AppError(404, 'not_found', texts.conversationNotFound);
      return conversationView(row, await repo.allMessages(db, row.id), lang);
    },

    /**
     * The assistant's whole flow for one question: checks and counts it (errors such as 404 or
     * 429 reject the promise, before anything is streamed), then streams meta, the answer's
     * tokens, its suggestions and done. The routes only write these as JSON or SSE.
     */
    async ask(
      userId: string,
      body: ChatRequest,
      signal: AbortSignal,
      log: FastifyBaseLogger,
    ): Promise<AsyncGenerator<AskEvent>> {
      const prepared = await prepareQuestion(app, userId, body, log);
      return answerEvents(app, prepared, signal, log);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
