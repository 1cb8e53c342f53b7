// A rematch: the channel's last finished game again, same players and settings. It opens as a lobby with
// every player of that game already seated, rather than starting at once: one press must not drag the
// others into a game they did not ask for. Anyone who is out leaves the lobby at no cost (leaving a game
// under way needs a confirmation and costs their figures), and the host starts when the table is ready.
import { message } from '../i18n';
import { playerName } from './describe';
import { type Actor, type GameService, hostOf, type Outcome } from './game-service';

export async function openRematch(
  service: GameService,
  channelId: string,
  guildId: string,
  actor: Actor,
  gameId: string,
): Promise<Outcome> {
  const last = (await service.repository.lastArchivedIn(channelId))?.data;
  if (!last || last.gameId !== gameId || last.status !== 'finished') {
    return { ok: false, message: message('rematch.gone') };
  }
  // the players who saw the game through, in their seat order (a player who left lost their seat)
  const players = last.seats;
  if (!players.some((seat) => seat.userId === actor.userId)) {
    return { ok: false, message: message('rematch.not-player') };
  }
  // a player pressing after the lobby opened (or as it opened) is told they are in, not that a game runs
  const open = await service.find(channelId);
  if (open?.status === 'lobby' && open.seats.some((seat) => seat.userId === actor.userId)) {
    return { ok: false, message: message('rematch.already-in', { host: playerName(open, hostOf(open)) }) };
  }
  // everyone is seated as what they are: a computer player of its level, a member (one a computer
  // stood in for included) as a member
  return service.newGame(channelId, guildId, actor, {
    expansions: last.expansions,
    options: last.options,
    turnHours: last.clock?.hours ?? 0,
    ...(last.language ? { language: last.language } : {}),
    ...(last.standIn ? { standIn: last.standIn } : {}),
    ...(last.thread ? { thread: last.thread } : {}),
    seated: players.map(({ userId, name, computer, away }) =>
      computer && !away ? { userId, name, computer } : { userId, name },
    ),
  });
}
