import { z } from 'zod';
import { uiLanguageSchema } from './common.ts';
import { SIGN_IDS } from './zodiac.ts';

/**
 * The AI astrology assistant: POST /api/chat (spec shape), POST /api/chat/stream (Server-Sent
 * Events), GET /api/chat/usage and the conversations. English texts are the spec's wording; the
 * web app translates by key.
 */
export const chatMessages = {
  /** Spec section 5, spelled correctly (DESIGN.md). */
  quotaExceeded: 'Please come tomorrow, API limit exceeded',
  questionRequired: 'Please enter a question',
  questionTooLong: 'Questions can be at most 2,000 characters',
  conversationNotFound: 'Conversation not found',
  /** Spec section 8: the toast on a failed answer; the bot message is `errorOccurred`. */
  answerFailed: 'Something went wrong. Please try again.',
  errorOccurred: 'Error occurred.',
  stopped: 'Stopped',
  thinking: 'Thinking...',
  placeholder: 'Ask anything',
  greeting: 'Namaste! How can I help you today?',
} as const;

/** Longest question, in characters (Unicode code points, so a Tamil or Hindi question counts as read). */
export const MAX_QUESTION_CHARS = 2000;
/** Spec section 9: "blocked when the counter exceeds 4", i.e. five questions a day. */
export const DEFAULT_CHAT_DAILY_LIMIT = 5;

/** The eight answer languages: the seven interface languages and Hinglish (Latin-script Hindi). */
export const answerLanguages = ['en', 'hi', 'mr', 'es', 'ja', 'te', 'ta', 'hinglish'] as const;
export const answerLanguageSchema = z.enum(answerLanguages);
export type AnswerLanguageCode = z.infer<typeof answerLanguageSchema>;

/** Sign ids a chat context names: SIGN_IDS. */
export const CHAT_SIGN_IDS = SIGN_IDS;
/** A sign id as responses carry it: 'leo'. */
export const chatSignSchema = z.enum(CHAT_SIGN_IDS, { error: 'Unknown zodiac sign' });
/**
 * A sign as a request may name it: 'leo' (English names in any case are accepted). Requests
 * only: the preprocess step is one-way, and responses are encoded (use `chatSignSchema` there).
 */
export const chatSignIdSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  chatSignSchema,
);

/** A question: trimmed; blank or longer than 2,000 characters is refused (400). */
export const questionSchema = z
  .string({ error: chatMessages.questionRequired })
  .trim()
  .min(1, { error: chatMessages.questionRequired, abort: true })
  .refine((q) => [...q].length <= MAX_QUESTION_CHARS, chatMessages.questionTooLong);

const astrologerContextSchema = z.strictObject({
  kind: z.literal('astrologer'),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Invalid astrologer slug'),
  name: z.string().trim().min(1).max(80),
  skills: z.string().trim().max(200).default(''),
  exp: z.number().int().min(0).max(80),
});
/**
 * What the assistant should have in mind besides the asker's chart:
 * - `horoscope`: the horoscope page's bot panel, answering with that sign's day in mind;
 * - `astrologer`: "talk to an AI in this astrologer's style" on /astrologerschat/:slug.
 */
export const chatContextSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('horoscope'), sign: chatSignIdSchema }),
  astrologerContextSchema,
]);
export type ChatContext = z.infer<typeof chatContextSchema>;
/** The context as a conversation response carries it (the sign already canonical). */
export const chatContextViewSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('horoscope'), sign: chatSignSchema }),
  astrologerContextSchema,
]);

/** Shown with every answer in an astrologer's style, so nobody mistakes it for the person. */
export const chatPersonaSchema = z.object({
  slug: z.string(),
  name: z.string(),
  skills: z.string(),
  exp: z.number(),
  ai: z.literal(true),
  /** English label; the web app shows its own translation of "AI assistant in the style of {name}". */
  label: z.string(),
});
export type ChatPersona = z.infer<typeof chatPersonaSchema>;

export const chatProviderSchema = z.enum(['builtin', 'openai-compatible']);

/**
 * POST /api/chat and POST /api/chat/stream body. The spec client sends only `{question}`; then
 * the question continues the user's latest chatbot conversation (server-side memory).
 * `lang` is the interface language, used only when the question's own language is unclear.
 */
export const chatRequestSchema = z.strictObject({
  question: questionSchema,
  conversationId: z.uuid({ error: chatMessages.conversationNotFound }).optional(),
  context: chatContextSchema.optional(),
  lang: uiLanguageSchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** POST /api/chat response: the spec's `{answer, suggestions}` plus what the web app needs. */
export const chatResponseSchema = z.object({
  answer: z.string(),
  suggestions: z.array(z.string()),
  conversationId: z.uuid(),
  messageId: z.uuid(),
  language: answerLanguageSchema,
  provider: chatProviderSchema,
  persona: chatPersonaSchema.nullable(),
  /** Questions left today after this one. */
  remaining: z.number().int().min(0),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** GET /api/chat/usage. `resetsAt` is the next midnight in the user's time zone (ISO, UTC). */
export const chatUsageSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().min(1),
  remaining: z.number().int().min(0),
  resetsAt: z.string(),
  /** IANA zone of the profile's place (Asia/Kolkata without a profile). */
  timezone: z.string(),
});
export type ChatUsage = z.infer<typeof chatUsageSchema>;

// --- Server-Sent Events of POST /api/chat/stream ----------------------------------------------
// Each event is `event: <name>\ndata: <JSON>\n\n`. Order: meta, token*, suggestions, done; or
// meta, token*, error. A 4xx before streaming (validation, session, CSRF, quota) is a plain JSON
// error response, not an event stream: check the status before reading events.

export const chatMetaEventSchema = z.object({
  conversationId: z.uuid(),
  /** Questions left today after this one. */
  remaining: z.number().int().min(0),
  limit: z.number().int().min(1),
  language: answerLanguageSchema,
  persona: chatPersonaSchema.nullable(),
});
export const chatTokenEventSchema = z.object({ t: z.string() });
export const chatSuggestionsEventSchema = z.object({ suggestions: z.array(z.string()) });
export const chatDoneEventSchema = z.object({
  messageId: z.uuid(),
  remaining: z.number().int().min(0),
  provider: chatProviderSchema,
  /** True when an external model failed and the built-in assistant answered or finished. */
  fallback: z.boolean(),
});
export const chatErrorEventSchema = z.object({ error: z.string(), code: z.string() });

export const chatStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('meta'), data: chatMetaEventSchema }),
  z.object({ event: z.literal('token'), data: chatTokenEventSchema }),
  z.object({ event: z.literal('suggestions'), data: chatSuggestionsEventSchema }),
  z.object({ event: z.literal('done'), data: chatDoneEventSchema }),
  z.object({ event: z.literal('error'), data: chatErrorEventSchema }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

// --- Conversations ----------------------------------------------------------------------------

/** POST /api/chat/conversations: starts a new conversation (the old ones stay readable). */
export const createConversationRequestSchema = z.strictObject({
  context: chatContextSchema.optional(),
  lang: uiLanguageSchema.optional(),
});

export const chatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  suggestions: z.array(z.string()),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  context: chatContextViewSchema.nullable(),
  persona: chatPersonaSchema.nullable(),
  /** The assistant's opening line in the requested language (in the persona's voice if any). */
  greeting: z.string(),
  messages: z.array(chatMessageSchema),
  /** Spec "assistant chat history": 'You: ...' and '{name}: ...' lines, oldest first. */
  transcript: z.array(z.string()),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationParamsSchema = z.object({
  id: z.uuid({ error: chatMessages.conversationNotFound }),
});
export const conversationQuerySchema = z.object({ lang: uiLanguageSchema.optional() });

// --- Conversation list (history) -------------------------------------------------------------

/** A conversation title is its first question, cut to this many characters (code points). */
export const CONVERSATION_TITLE_CHARS = 120;
/** Most conversations in one page of the history list. */
export const MAX_CONVERSATION_PAGE_SIZE = 50;

/**
 * Which panel's conversations: 'bot' (the overlay), 'horoscope:<sign>' (the horoscope page's
 * panel), 'astrologer:<slug>' (the AI chat in an astrologer's style). The same keys the server
 * uses for its memory, so the history lists exactly what a question would continue.
 */
export const conversationContextKeySchema = z
  .string()
  .max(140, 'Unknown conversation context')
  .regex(
    new RegExp(
      `^(bot|horoscope:(${CHAT_SIGN_IDS.join('|')})|astrologer:[a-z0-9][a-z0-9-]{0,119})$`,
    ),
    'Unknown conversation context',
  );

/** The context key of a chat context (undefined: the overlay's 'bot'). */
export function conversationContextKey(context: ChatContext | undefined | null): string {
  if (!context) return 'bot';
  return context.kind === 'horoscope' ? `horoscope:${context.sign}` : `astrologer:${context.slug}`;
}

/** GET /api/chat/conversations?context=bot&page=0&pageSize=20: newest first. */
export const conversationListQuerySchema = z.strictObject({
  context: conversationContextKeySchema.default('bot'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_CONVERSATION_PAGE_SIZE).default(20),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

/** One earlier conversation in the history list; only conversations with a question are listed. */
export const conversationSummarySchema = z.object({
  id: z.uuid(),
  /** The first question, cut to CONVERSATION_TITLE_CHARS characters. */
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  page: z.number().int().min(0),
  pageSize: z.number().int().min(1),
  hasMore: z.boolean(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;
