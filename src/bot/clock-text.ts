// The turn clock in words: Discord timestamps (each member sees their own time zone), the choices of
// the `clock` options, and the sweep's notices. Pure: clock-sweep.ts sends them.
import { playerName } from '../app/describe';
import type { ClockNotice } from '../app/game-service';
import type { GameRecord } from '../app/record';
import { CLOCK_CHOICES, deadline, TIMEOUTS_BEFORE_REMOVAL } from '../app/turn-clock';
import type { Translate } from '../i18n';
import { gameT } from './locale';

/** `<t:unix:style>`: f = date and time, R = "in 3 hours", d = date only. */
export const discordTime = (ms: number, style: 'f' | 'R' | 'd') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** The `clock` option's choices: the hours and their message ("off", "24 hours per turn"). */
export const CLOCK_OPTION_CHOICES = CLOCK_CHOICES.map((hours) => ({
  message: hours ? ({ key: 'clock.choice.hours', params: { hours } } as const) : ({ key: 'clock.choice.off' } as const),
  value: hours,
}));

/** "<t:…:f> (<t:…:R>)" for the current turn's deadline, or undefined without a clock. */
export function deadlineText(record: GameRecord, t: Translate): string | undefined {
  const at = deadline(record.clock);
  return at === null ? undefined : t('clock.deadline', { at: discordTime(at, 'f'), relative: discordTime(at, 'R') });
}

/** The clock setting, for the lobby and the /clock answer. */
export function clockSetting(record: GameRecord, t: Translate): string {
  const hours = record.clock?.hours;
  if (!hours) return t('clock.setting.off');
  const setting = t('clock.setting.hours', { hours });
  if (!record.standIn) return setting;
  const level = t(`computer.level.${record.standIn}`);
  return t('clock.setting.stand-in', { setting, times: TIMEOUTS_BEFORE_REMOVAL, level });
}

export interface NoticeText {
  content: string;
  allowedMentions: { users: string[] };
}

/**
 * What the channel is told when the clock acted; only reminders ping (the active player alone). A
 * computer player's turn the sweep plays is told by its turn post alone.
 */
export function clockNoticeText(notice: ClockNotice, t: Translate = gameT(notice.record)): NoticeText | undefined {
  const { record, player } = notice;
  const turn = record.state?.turn.number ?? 0;
  const at = deadline(record.clock);
  const ends = at === null ? t('clock.soon') : discordTime(at, 'R');
  const quiet = (content: string) => ({ content, allowedMentions: { users: [] } });
  switch (notice.action) {
    case 'remind-half':
      return {
        content: t('clock.remind-half', { player: `<@${player}>`, turn, ends }),
        allowedMentions: { users: [player] },
      };
    case 'remind-end':
      return {
        content: t('clock.remind-end', { player: `<@${player}>`, turn, ends }),
        allowedMentions: { users: [player] },
      };
    case 'skip': {
      const skipped = record.log.at(-1)?.turn ?? turn;
      const question = record.log.at(-1)?.events.find((e) => e.type === 'turnSkipped')?.decision;
      if (question) {
        const declined = question.declined ? 'yes' : 'no';
        return quiet(t('clock.skipped-question', { player: playerName(record, player), turn: skipped, declined }));
      }
      const placed = record.log.some((e) => e.turn === skipped && e.move.type === 'placeTile');
      const key = placed ? 'clock.skipped-placed' : 'clock.skipped-back';
      return quiet(t(key, { player: playerName(record, player), turn: skipped }));
    }
    case 'remove': {
      const times = record.clock?.timeouts[player] ?? TIMEOUTS_BEFORE_REMOVAL;
      // Gone from the seats already: a mention shows the name without pinging.
      return quiet(t('clock.removed', { player: `<@${player}>`, times }));
    }
    case 'replace': {
      const times = record.clock?.timeouts[player] ?? TIMEOUTS_BEFORE_REMOVAL;
      const level = t(`computer.level.${record.standIn ?? 'greedy'}`);
      // a mention that pings nobody: the member learns how to come back without being woken
      return quiet(t('clock.replaced', { player: `<@${player}>`, times, level }));
    }
    case 'computer':
      return undefined;
  }
}
