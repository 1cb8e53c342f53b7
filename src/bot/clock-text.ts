// The turn clock in words: Discord timestamps (each member sees their own time zone), the choices of
// the `clock` options, and the sweep's notices. Pure: clock-sweep.ts sends them.
import { playerName } from '../app/describe';
import type { ClockNotice } from '../app/game-service';
import type { GameRecord } from '../app/record';
import { CLOCK_CHOICES, deadline, TIMEOUTS_BEFORE_REMOVAL } from '../app/turn-clock';

/** `<t:unix:style>`: f = date and time, R = "in 3 hours", d = date only. */
export const discordTime = (ms: number, style: 'f' | 'R' | 'd') => `<t:${Math.floor(ms / 1000)}:${style}>`;

export const CLOCK_OPTION_CHOICES = CLOCK_CHOICES.map((hours) => ({
  name: hours ? `${hours} hours per turn` : 'off',
  value: hours,
}));

/** "<t:…:f> (<t:…:R>)" for the current turn's deadline, or undefined without a clock. */
export function deadlineText(record: GameRecord): string | undefined {
  const at = deadline(record.clock);
  return at === null ? undefined : `${discordTime(at, 'f')} (${discordTime(at, 'R')})`;
}

/** The clock setting, for the lobby and the /clock answer. */
export function clockSetting(record: GameRecord): string {
  const hours = record.clock?.hours;
  return hours ? `${hours} hours per turn` : 'no turn clock';
}

export interface NoticeText {
  content: string;
  allowedMentions: { users: string[] };
}

/** What the channel is told when the clock acted; only reminders ping (the active player alone). */
export function clockNoticeText(notice: ClockNotice): NoticeText {
  const { record, player } = notice;
  const turn = record.state?.turn.number ?? 0;
  const at = deadline(record.clock);
  const ends = at === null ? 'soon' : discordTime(at, 'R');
  const quiet = (content: string) => ({ content, allowedMentions: { users: [] } });
  switch (notice.action) {
    case 'remind-half':
      return {
        content: `⏰ <@${player}>, half your time for turn ${turn} has passed — your turn ends ${ends}.`,
        allowedMentions: { users: [player] },
      };
    case 'remind-end':
      return {
        content: `⏰ <@${player}>, your time for turn ${turn} is nearly up — your turn ends ${ends}.`,
        allowedMentions: { users: [player] },
      };
    case 'skip': {
      const skipped = record.log.at(-1)?.turn ?? turn;
      const placed = record.log.some((e) => e.turn === skipped && e.move.type === 'placeTile');
      const tile = placed ? 'the tile stays where it was placed, without a figure' : 'the tile went back in the supply';
      return quiet(`⏭️ **${playerName(record, player)}** ran out of time: turn ${skipped} was skipped (${tile}).`);
    }
    case 'remove': {
      const times = record.clock?.timeouts[player] ?? TIMEOUTS_BEFORE_REMOVAL;
      // Gone from the seats already: a mention shows the name without pinging.
      return quiet(
        `🚪 <@${player}> ran out of time ${times} times and was taken out of the game; their figures left the board.`,
      );
    }
  }
}
