// Each player's score after every turn, from the move log: what the end-of-game chart draws.
import type { ScoreTimeline } from '../../render/score-chart';
import type { GameRecord } from './record';

export type { ScoreTimeline };

export function scoreTimeline(record: GameRecord): ScoreTimeline {
  const players = (record.state?.players ?? []).map((p) => ({ id: p.id, name: p.name, color: p.color }));
  const scores = players.map(() => 0);
  const turns = [{ turn: 0, scores: [...scores] }];
  for (const entry of record.log) {
    for (const event of entry.events) {
      // a feature's score, or points a module paid (gold, a robber's steal ...)
      const scorers = event.type === 'scored' ? event.players : event.type === 'points' ? [event.player] : [];
      for (const id of scorers) {
        const seat = players.findIndex((p) => p.id === id);
        if (seat >= 0 && 'points' in event) scores[seat] = (scores[seat] ?? 0) + event.points;
      }
    }
    const last = turns[turns.length - 1];
    if (last && last.turn === entry.turn) last.scores = [...scores];
    else turns.push({ turn: entry.turn, scores: [...scores] });
  }
  return { players, turns };
}
