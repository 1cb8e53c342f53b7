// A whole pass of the turn-clock sweep, its notices together: what the service tests compare (the bot
// takes them one at a time, GameService.sweepNotices).
import type { ClockNotice, GameService } from '../../src/app/game-service';

export async function sweepAll(service: GameService): Promise<ClockNotice[]> {
  const notices: ClockNotice[] = [];
  for await (const notice of service.sweepNotices()) notices.push(notice);
  return notices;
}
