// What the bot's end-to-end tests share beside the driver: the slash command as a thunk for `driver.run`,
// the usual one-channel table for alice and bob, and a few one-line readings of what the bot did.
import { expect } from 'vitest';
import type { GameRecord } from '../../src/app/record';
import type { FakeDiscord, OptionValue, RecordedCall } from '../support/fake-discord';
import { type DriverOptions, type Handled, startTable } from './driver';

/** The bot's one slash command. */
export const CMD = 'carcassonne';
export const HOUR = 3_600_000;

/** `/carcassonne <subcommand>` by `userId`, to be injected by `driver.run` (which waits for the answer). */
export type Slash = (userId: string, subcommand: string, options?: Record<string, OptionValue>) => () => string;
/** The same in a channel named at each call, for tests that play at several tables. */
export type SlashAnywhere = (channelId: string, ...command: Parameters<Slash>) => () => string;

/** Slash commands in the channel named at each call. */
export function slashAnywhere(fake: FakeDiscord): SlashAnywhere {
  return (channelId, userId, subcommand, options) => () =>
    fake.injectSlashCommand({ name: CMD, subcommand, userId, channelId, ...(options ? { options } : {}) });
}

/** Slash commands in one channel: most tests play at a single table. */
export function slashIn(fake: FakeDiscord, channelId: string): Slash {
  const anywhere = slashAnywhere(fake);
  return (userId, subcommand, options) => anywhere(channelId, userId, subcommand, options);
}

/** `startTable` with one channel and two members, alice and bob: the table most tests need. */
export async function startTableForTwo(channelName: string, options?: DriverOptions) {
  const table = await startTable(
    { channels: [{ name: channelName }], members: [{ username: 'alice' }, { username: 'bob' }] },
    options,
  );
  const [alice, bob] = table.fake.guild().members.map((m) => m.id) as [string, string];
  const channelId = table.fake.guild().channels[0]?.id as string;
  return { ...table, alice, bob, channelId, slash: slashIn(table.fake, channelId) };
}

/** The id of the player whose turn it is (not asking who decides a question: see `playerToMove`). */
export const activeOf = (record: GameRecord | undefined) =>
  record?.state?.players[record.state.turn.player]?.id as string;

/** The parts of a channel post's body the tests read. */
export type PostBody = {
  content: string;
  allowed_mentions: { users?: string[] };
  embeds?: { description?: string; image?: { url: string } }[];
};
export const bodyOf = (call: RecordedCall) => call.body as PostBody;

/** The bot answered only the one who asked, saying `text`. */
export function expectPrivate(handled: Handled, text: RegExp) {
  expect(handled.ephemeral, handled.reply?.content).toBe(true);
  expect(handled.reply?.content).toMatch(text);
}
