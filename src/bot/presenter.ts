// Turns saved game changes into channel posts: a NEW message per turn (pinging only the active
// player), the final scoring at the end, and stripping the buttons of the posts they replace.
// Games outlive interaction tokens (15 minutes), so posts go through the channel with the bot token.
import { type BaseInteraction, DiscordAPIError, RESTJSONErrorCodes, type SendableChannels } from 'discord.js';
import { playerToMove } from '../app/describe';
import type { GameService } from '../app/game-service';
import type { GameRecord } from '../app/record';
import type { GameEvent, GameState, Rotation } from '../engine';
import { DEFAULT_LOCALE, type Locale, type Message, message } from '../i18n';
import type { SqlRunner } from '../storage/sql-runner';
import {
  type BoardImage,
  boardImage,
  type Draw,
  type ImageOptions,
  placementImage,
  previewImage,
  replayImage,
  scoreChartImage,
} from './board-image';
import type { Logger } from './context';
import { withRematch, withReplay } from './final-extras';
import { gameLocale } from './locale';
import { finalPost, pinged, turnPost, turnText } from './messages';

/** `settled`: the note of the post owed was settled with the post's message remembered. */
export type PostResult = { ok: true; messageId: string; settled?: boolean } | { ok: false; problem: Message };

/** The interaction's channel, fetched when it isn't cached; undefined when the bot can't write there. */
export async function channelOf(interaction: BaseInteraction): Promise<SendableChannels | undefined> {
  const channel =
    interaction.channel ??
    (interaction.channelId ? await interaction.client.channels.fetch(interaction.channelId).catch(() => null) : null);
  return channel?.isSendable() ? channel : undefined;
}

/** Why Discord refused a post, in words a member can act on. */
export function postProblem(error: unknown): Message {
  if (error instanceof DiscordAPIError) {
    if (error.code === RESTJSONErrorCodes.MissingPermissions) return message('post.missing-permission');
    if (error.code === RESTJSONErrorCodes.MissingAccess) return message('post.no-access');
    return message('post.refused', { detail: error.message });
  }
  return message('post.failed');
}

export class Presenter {
  constructor(
    private readonly service: GameService,
    private readonly log: Logger,
    private readonly draw: Draw,
    private readonly imageOptions: ImageOptions = {},
  ) {}

  /** The board, its panel in the given language (the game's). */
  image(state: GameState, locale: Locale = DEFAULT_LOCALE): Promise<BoardImage> {
    return boardImage(this.draw, state, { ...this.imageOptions, locale });
  }

  /** The tile just placed among its neighbours: the figure step's picture. */
  placement(state: GameState, locale: Locale = DEFAULT_LOCALE): Promise<BoardImage> {
    return placementImage(this.draw, state, { ...this.imageOptions, locale });
  }

  preview(state: GameState, x: number, y: number, rotation: Rotation, locale: Locale = DEFAULT_LOCALE) {
    return previewImage(this.draw, state, x, y, rotation, { ...this.imageOptions, locale });
  }

  /** The score chart for the final post; the final scores go out without it if it can't be drawn. */
  private async chart(record: GameRecord): Promise<BoardImage | undefined> {
    try {
      return await scoreChartImage(this.draw, record, gameLocale(record));
    } catch (error) {
      this.log('drawing the score chart failed', error);
      return undefined;
    }
  }

  /** The replay for the final post; the final scores go out without it if it can't be drawn. */
  private async replay(record: GameRecord): Promise<BoardImage | undefined> {
    try {
      return await replayImage(this.draw, record, gameLocale(record));
    } catch (error) {
      this.log('drawing the replay failed', error);
      return undefined;
    }
  }

  /**
   * Posts the game as it is now: the turn message (or the final scoring), then strips the buttons of the
   * previous live posts and remembers the new one. The record is already saved, so a failed post loses
   * nothing: `/carcassonne board` posts it again.
   */
  async post(
    channel: SendableChannels | undefined,
    record: GameRecord,
    events: GameEvent[],
    options: {
      ping: boolean;
      /** Statements to commit with remembering the new post (settling the note of the post owed). */
      settle?: (sql: SqlRunner) => Promise<unknown>;
    },
  ): Promise<PostResult> {
    const channelId = channel?.id;
    if (!channel || !record.state || (record.status !== 'playing' && record.status !== 'finished')) {
      return { ok: false, problem: message('post.cannot-post') };
    }
    let messageId: string;
    try {
      const image = await this.image(record.state, gameLocale(record));
      const parts =
        record.status === 'finished'
          ? withReplay(
              withRematch(finalPost(record, image, events, await this.chart(record)), record),
              await this.replay(record),
            )
          : turnPost(record, image, options);
      messageId = (await channel.send(parts)).id;
    } catch (error) {
      if (!(error instanceof DiscordAPIError)) this.log(`posting the board in ${channelId} failed`, error);
      await this.retire(channel, record.liveMessages);
      if (record.status === 'playing') await this.remember(channel.id, []);
      return { ok: false, problem: postProblem(error) };
    }
    await this.retire(
      channel,
      record.liveMessages.filter((id) => id !== messageId),
    );
    // A finished game is archived: nothing stays live.
    if (record.status !== 'playing') return { ok: true, messageId };
    const settled = await this.remember(channel.id, [messageId], options.settle);
    return { ok: true, messageId, settled: settled && options.settle !== undefined };
  }

  /**
   * Rewrites the text of the live turn post when the turn itself did not change (the clock was set),
   * so its deadline stays true. Edits never notify, so the mention may stay highlighted.
   */
  async refreshTurnText(channel: SendableChannels, record: GameRecord): Promise<void> {
    const live = record.liveMessages[0];
    if (!live || !playerToMove(record)) return;
    await channel.messages
      .edit(live, { content: turnText(record), allowedMentions: { users: pinged(record) } })
      .catch((error: unknown) => this.log(`could not update the turn post in ${channel.id}`, error));
  }

  /**
   * Rewrites the live turn post for a new step of the same turn: after the tile is placed it offers the
   * active player the figure choice (so the choice is on the public post, not only on their private
   * message); after the tile is taken back, the spots again. Never pings (edits do not notify). Best
   * effort: the private message carries the same choice, and `/carcassonne board` posts the turn again.
   */
  async showStep(channel: SendableChannels | undefined, record: GameRecord, image: BoardImage): Promise<void> {
    const live = record.liveMessages[0];
    if (!channel || !live || record.status !== 'playing' || !record.state) return;
    const parts = turnPost(record, image, { ping: false });
    // `attachments: []` drops the previous board; the new one comes with `files`
    await channel.messages
      .edit(live, { ...parts, attachments: [] })
      .catch((error: unknown) => this.log(`could not update the turn post in ${channel.id}`, error));
  }

  /** Removes the buttons and menus of posts that no longer match the game (best effort). */
  async retire(channel: SendableChannels, messageIds: readonly string[]): Promise<void> {
    await Promise.allSettled(messageIds.map((id) => channel.messages.edit(id, { components: [] })));
  }

  /** Records the live messages (with `within`'s statements, in one transaction); false when it could not. */
  async remember(
    channelId: string,
    messageIds: string[],
    within?: (sql: SqlRunner) => Promise<unknown>,
  ): Promise<boolean> {
    const outcome = await this.service.setLiveMessages(channelId, messageIds, within);
    if (!outcome.ok) this.log(`could not remember the live messages of ${channelId}: ${outcome.message.key}`);
    return outcome.ok;
  }
}
