// The terminal's commands: the Discord subcommands typed as words ("place 3 90", "/carcassonne figure A"),
// answered by the same application layer and in the same words.
import { actionChoices, resolveAction, resolveFigure, resolvePlacement, resolveSkip } from '../app/choices';
import { describeEvents, scoreLines, tilesLeft, turnPrompt } from '../app/describe';
import type { Actor, GameService, Outcome } from '../app/game-service';
import type { GameRecord } from '../app/record';
import { searchRules } from '../rules/search';

export const CHANNEL = 'terminal';

export interface Reply {
  lines: string[];
  /** The game changed: show the new board. */
  changed: boolean;
}

const said = (...lines: string[]): Reply => ({ lines, changed: false });

export const HELP = [
  'Commands (the same as /carcassonne in Discord):',
  '  place SPOT [ROTATION]   place the tile on a numbered spot, turned 0, 90, 180 or 270',
  '  figure LETTER [KIND]    put a figure on a lettered spot of the tile you just placed',
  '  skip                    end your turn without a figure',
  '  action N                an expansion choice instead of a figure (e.g. call your abbot back)',
  '  undo                    take back the tile you just placed',
  '  board | scores | tiles  the board image again, the scores, the tiles left',
  '  rules [WORDS]           look up a rule',
  '  leave                   leave the game (your figures leave the board)',
  '  help | quit',
];

function outcomeReply(outcome: Outcome): Reply {
  if (!outcome.ok) return said(outcome.message);
  return { lines: [...describeEvents(outcome.record, outcome.events), turnPrompt(outcome.record)], changed: true };
}

/** Runs one typed command for the active player. */
export async function runCommand(
  service: GameService,
  record: GameRecord,
  actor: Actor,
  input: string,
): Promise<Reply> {
  const [command = '', ...args] = input
    .trim()
    .replace(/^\/carcassonne\s+/, '')
    .split(/\s+/);
  const play = async (resolved: ReturnType<typeof resolveSkip>) =>
    resolved.ok ? outcomeReply(await service.play(CHANNEL, actor, resolved.move)) : said(resolved.message);
  switch (command.toLowerCase()) {
    case 'place': {
      const spot = Number(args[0]);
      if (!Number.isInteger(spot)) return said('Say which spot: `place 3`, or `place 3 90` to turn the tile.');
      const rotation = args[1] === undefined ? null : Number(args[1]);
      const resolved = resolvePlacement(record, spot, rotation);
      if (resolved.ok === 'ask')
        return said(
          `The tile fits spot ${spot} in more than one way: add a rotation, e.g. \`place ${spot} ${resolved.spot.rotations[0]}\`.`,
        );
      return play(resolved);
    }
    case 'figure':
      return play(resolveFigure(record, args[0] ?? '', args[1] ?? null));
    case 'skip':
      return play(resolveSkip(record));
    case 'action':
      return play(resolveAction(record, Number(args[0])));
    case 'undo':
      return outcomeReply(await service.undo(CHANNEL, actor));
    case 'leave':
      return outcomeReply(await service.leave(CHANNEL, actor));
    case 'board':
      return { lines: [turnPrompt(record)], changed: true };
    case 'scores':
      return said(...scoreLines(record));
    case 'tiles':
      return said(`${tilesLeft(record)} tiles left.`);
    case 'rules': {
      const [topic] = searchRules(args.join(' '), ['base', ...record.expansions]);
      return topic
        ? said(`${topic.title}: ${topic.text}`, `Example: ${topic.example}`)
        : said('No rule matches that. Try `rules scoring` or `rules farmer`.');
    }
    case 'help':
    case '':
      return said(turnPrompt(record), ...actionChoices(record).map((a) => `  action ${a.number}: ${a.label}`), ...HELP);
    default:
      return said(`Unknown command "${command}". Type \`help\` for the list.`);
  }
}
