/**
 * Assistant benchmark (`npm run bench`, or `node --import tsx apps/server/bench/chat.bench.ts`).
 *
 * 1. The built-in engine alone, over a fixed question set (eight languages, many kinds): time
 *    to the first token and to the whole answer, including understanding the question (safety,
 *    classifier, slots) and the chart facts (birth chart, dasha, yogas, doshas, today's and next
 *    year's transits) that the server computes for every question. Target: first token under
 *    50 ms. (packages/readings/bench/chat-bank.bench.ts measures the question bank.)
 * 2. The server's overhead per streamed answer: POST /api/chat/stream over real HTTP on
 *    127.0.0.1 (session check, profile, conversation, atomic quota, storing both messages, SSE
 *    framing), end to end minus the engine's own time for the same question, median.
 */
import type { AddressInfo } from 'node:net';
import {
  buildAnswer,
  buildAssistantFacts,
  streamTokens,
  understand,
  warmAnswers,
  warmAssistant,
  warmClassifiers,
} from '@nakshatra/readings';
import { buildApp } from '../src/app.ts';

const QUESTIONS = [
  'How will my career be?',
  'When will I get married?',
  'How is my health this year?',
  'Will I become rich? How are my finances looking?',
  'Will I do well in my studies?',
  'How is my family life?',
  'Will I travel abroad?',
  'Will I win my court case?',
  'Which remedy should I do for Saturn?',
  'What does Jupiter do in my chart?',
  'What does my 7th house say?',
  "What is today's horoscope for me?",
  'Tell me about my birth chart',
  'What is my nakshatra?',
  'How is my current dasha?',
  'What is my ascendant?',
  'When will I get a new job?',
  'मेरा करियर कैसा रहेगा?',
  'मेरी शादी कब होगी?',
  'मेरा स्वास्थ्य कैसा रहेगा?',
  'क्या मुझे धन लाभ होगा?',
  'मेरी पढ़ाई कैसी रहेगी?',
  'क्या मैं विदेश जाऊँगा?',
  'शनि का मेरी कुंडली में क्या असर है?',
  'मेरा नक्षत्र क्या है?',
  'आज का मेरा राशिफल क्या है?',
  'मेरा लग्न क्या है?',
  'माझे करिअर कसे असेल?',
  'माझे लग्न कधी होईल?',
  'माझे आरोग्य कसे राहील?',
  'माझी आर्थिक स्थिती कशी आहे?',
  'माझ्या कुटुंबाबद्दल काय सांगाल?',
  'मी परदेशी जाईन का?',
  'माझी लग्न रास कोणती आहे?',
  'माझ्यासाठी कोणता उपाय आहे?',
  '¿Cómo será mi carrera?',
  '¿Cuándo me casaré?',
  '¿Cómo está mi salud?',
  '¿Tendré dinero en el futuro?',
  '¿Cómo irán mis estudios?',
  '¿Viajaré al extranjero?',
  '¿Qué dice mi casa 10?',
  '¿Cuál es mi signo lunar?',
  '¿Qué hace Venus en mi carta natal?',
  '私の仕事運はどうですか？',
  '私はいつ結婚しますか？',
  '健康運はどうですか？',
  '金運はどうですか？',
  '家族との関係はどうですか？',
  '海外に住むことになりますか？',
  '私の第7ハウスについて教えてください',
  '私のナクシャトラは何ですか？',
  '土星は私のチャートでどう働いていますか？',
  'నా ఉద్యోగం ఎలా ఉంటుంది?',
  'నా పెళ్లి ఎప్పుడు అవుతుంది?',
  'నా ఆరోగ్యం ఎలా ఉంది?',
  'నా ఆర్థిక పరిస్థితి ఎలా ఉంది?',
  'నా చదువు ఎలా ఉంటుంది?',
  'నేను విదేశాలకు వెళ్తానా?',
  'నా లగ్నం ఏమిటి?',
  'ఈ రోజు నా రాశిఫలం ఏమిటి?',
  'నా ప్రస్తుత దశ ఎలా ఉంది?',
  'என் தொழில் எப்படி இருக்கும்?',
  'எனக்கு எப்போது திருமணம் நடக்கும்?',
  'என் ஆரோக்கியம் எப்படி உள்ளது?',
  'எனக்குப் பணம் சேருமா?',
  'என் குடும்ப வாழ்க்கை எப்படி இருக்கும்?',
  'நான் வெளிநாடு செல்வேனா?',
  'என் 10ஆம் வீடு என்ன சொல்கிறது?',
  'என் நட்சத்திரம் என்ன?',
  'குரு என் ஜாதகத்தில் என்ன செய்கிறார்?',
  'meri shaadi kab hogi',
  'career kaisa rahega',
  'meri sehat kaisi rahegi?',
  'paisa kab aayega?',
  'padhai kaisi rahegi?',
  'videsh yatra ka yog hai kya?',
  'mera lagna kya hai?',
  'shani ka upay batao',
  'aaj ka rashifal kya hai?',
];

/** 17 Sep 1950 11:00 IST, Vadnagar: the assistant tests' reference birth. */
const BIRTH = { utc: new Date('1950-09-17T05:30:00Z'), latDeg: 23.78593, lonDeg: 72.63893 };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;

/** One built-in answer as the server produces it: understanding, facts, answer, token stream. */
async function engineOnce(
  question: string,
  now: Date,
): Promise<{ firstMs: number; fullMs: number }> {
  const t0 = performance.now();
  const understanding = await understand(question, { now, hint: 'en' });
  const facts = buildAssistantFacts(BIRTH, now);
  const answer = buildAnswer({ question, understanding, facts, birth: BIRTH });
  const tokens = streamTokens(answer.text, answer.language);
  const first = tokens[0];
  const firstMs = performance.now() - t0;
  let chars = first?.length ?? 0;
  for (let i = 1; i < tokens.length; i++) chars += tokens[i]!.length;
  if (chars !== answer.text.length) throw new Error('token stream lost text');
  return { firstMs, fullMs: performance.now() - t0 };
}

/** The built-in engine alone: times to first token and full answer; the fastest per question. */
async function benchEngine(now: Date): Promise<Map<string, number>> {
  warmAssistant();
  warmAnswers(now);
  await warmClassifiers();
  for (const q of QUESTIONS) await engineOnce(q, now); // JIT warm-up

  const ROUNDS = 10;
  const first: number[] = [];
  const full: number[] = [];
  const engineByQuestion = new Map<string, number>();
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUESTIONS) {
      const t = await engineOnce(q, now);
      first.push(t.firstMs);
      full.push(t.fullMs);
      engineByQuestion.set(q, Math.min(engineByQuestion.get(q) ?? Infinity, t.fullMs));
    }
  }
  console.log(
    `Built-in engine, ${QUESTIONS.length} questions x ${ROUNDS} rounds (chart facts included):`,
  );
  console.log(
    `  time to first token: median ${ms(median(first))}, p95 ${ms(p95(first))}, max ${ms(Math.max(...first))} (target < 50 ms)`,
  );
  console.log(`  time to full answer: median ${ms(median(full))}, p95 ${ms(p95(full))}`);
  return engineByQuestion;
}

/** A registered user with a saved birth profile on the listening app; their request headers. */
async function benchUser(base: string): Promise<Record<string, string>> {
  await fetch(`${base}/api/health`); // queued behind the gazetteer load that follows listen
  const reg = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench.${Date.now()}@example.com`,
      password: 'correct horse 7',
    }),
  });
  const token = ((await reg.json()) as { tokens: { access_token: string } }).tokens.access_token;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${base}/api/profile`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({
      name: 'Bench User',
      gender: 'male',
      date_of_birth: '17/09/1950',
      birth_time: '11:00',
      latitude: BIRTH.latDeg,
      longitude: BIRTH.lonDeg,
      location_name: 'Vadnagar',
    }),
  });
  return auth;
}

/** One streamed answer over HTTP: times to the first token event and to the end. */
async function streamOnce(base: string, auth: Record<string, string>, question: string) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/chat/stream`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ question }),
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstMs = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (firstMs < 0 && text.includes('event: token')) firstMs = performance.now() - t0;
  }
  if (!text.includes('event: done')) throw new Error('stream did not finish');
  return { firstMs, fullMs: performance.now() - t0 };
}

/** The server end to end, and its overhead over the engine's own time per question. */
async function benchServer(base: string, engineByQuestion: Map<string, number>) {
  const auth = await benchUser(base);
  for (const q of QUESTIONS.slice(0, 10)) await streamOnce(base, auth, q); // warm-up
  const e2eFirst: number[] = [];
  const e2eFull: number[] = [];
  const overhead: number[] = [];
  for (let r = 0; r < 3; r++) {
    for (const q of QUESTIONS) {
      const t = await streamOnce(base, auth, q);
      e2eFirst.push(t.firstMs);
      e2eFull.push(t.fullMs);
      overhead.push(t.fullMs - engineByQuestion.get(q)!);
    }
  }
  console.log(
    `Server, POST /api/chat/stream over HTTP on 127.0.0.1, PGlite, ${e2eFull.length} answers:`,
  );
  console.log(
    `  time to first token event: median ${ms(median(e2eFirst))}, p95 ${ms(p95(e2eFirst))}`,
  );
  console.log(
    `  time to done event:        median ${ms(median(e2eFull))}, p95 ${ms(p95(e2eFull))}`,
  );
  console.log(
    `  server overhead per streamed answer (end to end minus engine): median ${ms(median(overhead))}, p95 ${ms(p95(overhead))}`,
  );
}

async function main() {
  const engineByQuestion = await benchEngine(new Date());
  const app = await buildApp({
    database: { kind: 'pglite-memory' },
    logLevel: false,
    seed: false,
    chatDailyLimit: 100_000,
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    authRateLimitPerMin: 100_000,
    webDistDir: '/nonexistent',
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await benchServer(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      engineByQuestion,
    );
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
