// How the player whose turn it is hears of it: a ping in the turn post (default), or, for a member who
// chose `/carcassonne notify how:dm`, a direct message with a link to the turn post. When Discord refuses
// the DM (the member's DMs are closed: 50007), the channel pings them after all, and says why once.
import { type Client, DiscordAPIError, RESTJSONErrorCodes, type SendableChannels } from 'discord.js';
import { playerToMove } from '../app/describe';
import type { GameRecord } from '../app/record';
import { translator } from '../i18n';
import type { SettingsRepository } from '../storage/settings-repository';
import type { Logger } from './context';
import { messageUrl } from './game-link';
import { gameLocale, gameT } from './locale';

export class TurnNotices {
  constructor(
    private readonly client: Client,
    private readonly settings: SettingsRepository,
    private readonly log: Logger,
  ) {}

  /** Whether this member hears of their turn by direct message instead of the channel ping. */
  async byDirectMessage(userId: string): Promise<boolean> {
    try {
      return (await this.settings.user(userId)).notify === 'dm';
    } catch (error) {
      this.log(`could not read how ${userId} hears of their turn; pinging in the channel`, error);
      return false;
    }
  }

  /** After a turn post that pinged nobody: the direct message, or the channel ping when it cannot go. */
  async tell(channel: SendableChannels, record: GameRecord, postId: string): Promise<void> {
    // the player the game waits for: the active one, or whoever must answer a question
    const active = playerToMove(record);
    if (!active || !record.state || !('guildId' in channel)) return;
    const asked = record.state.turn.step === 'decide';
    const link = messageUrl(channel.guildId, channel.id, postId);
    const own = await this.settings.user(active.id).catch(() => ({}) as { language?: undefined; dmRefused?: boolean });
    try {
      const t = translator(own.language ?? gameLocale(record));
      const user = await this.client.users.fetch(active.id);
      await user.send({
        content: t(asked ? 'notify.dm-question' : 'notify.dm', {
          turn: record.state.turn.number,
          channel: `<#${channel.id}>`,
          link,
        }),
        allowedMentions: { parse: [] },
      });
      if (own.dmRefused) await this.settings.updateUser(active.id, { dmRefused: undefined });
      return;
    } catch (error) {
      const closed = error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser;
      if (!closed) this.log(`could not send ${active.id} their turn by direct message; pinging in the channel`, error);
      const first = closed && !own.dmRefused;
      const key = first ? 'notify.fallback-first' : asked ? 'notify.fallback-question' : 'notify.fallback';
      const said = gameT(record)(key, {
        player: `<@${active.id}>`,
        link,
      });
      await channel
        .send({ content: said, allowedMentions: { users: [active.id] } })
        .catch((sendError: unknown) => this.log(`could not ping ${active.id} in ${channel.id}`, sendError));
      if (first) await this.settings.updateUser(active.id, { dmRefused: true }).catch(() => {});
    }
  }
}
