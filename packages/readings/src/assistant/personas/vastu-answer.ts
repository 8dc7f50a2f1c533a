import { joinSentences, topicOf } from './topic.ts';
import type { PersonaAsk, PersonaPack, VastuRoom } from './types.ts';
import { ROOM_FOR_TOPIC, ROOM_PLACEMENT, recogniseVastu } from './vastu.ts';

function placementVerdict(
  pack: PersonaPack,
  room: VastuRoom,
  direction: NonNullable<ReturnType<typeof recogniseVastu>['direction']>,
): string | null {
  const rule = ROOM_PLACEMENT[room];
  if (!rule) return null;
  const v = pack.vastu;
  const args = [v.roomNames[room], v.directionNames[direction]] as const;
  if (rule.good.includes(direction)) return v.placementGood(...args);
  return v.placementFix(...args);
}

/**
 * Vastu: the room (and direction) the question names, its classical placement, simple fixes
 * first. A question that names no room or direction is served by the room of its life area,
 * and the birth chart follows (Vastu does not time events).
 */
export function answerVastu(
  ask: PersonaAsk,
  pack: PersonaPack,
): { text: string; vedicFollows: boolean } {
  const v = pack.vastu;
  const found = recogniseVastu(ask.question, v, ask.lang);
  const named = found.room !== null || found.direction !== null;
  const room: VastuRoom | null =
    found.room ?? (found.direction ? 'entrance' : (ROOM_FOR_TOPIC[topicOf(ask.kind)] ?? null));
  const opening = pack.opening.vastu(ask.persona.name);
  if (!room) {
    return {
      text: [joinSentences(ask.lang, opening, v.general), v.closing].join('\n\n'),
      vedicFollows: true,
    };
  }
  const verdict =
    found.direction && found.room
      ? placementVerdict(pack, room, found.direction)
      : found.direction
        ? v.facing[found.direction]
        : null;
  const parts = [
    joinSentences(ask.lang, opening, verdict ?? v.rules[room]),
    verdict ? v.rules[room] : null,
    v.fixes[room],
    v.closing,
  ];
  return {
    text: parts.filter((p) => p && p.trim() !== '').join('\n\n'),
    vedicFollows: !named,
  };
}
