// A whole 2-player game played through INTERACTION_CREATE payloads against the real discord.js client
// and the real bot code (startBot), with a restart in the middle that carries on from SQLite.
import { InteractionResponseType, MessageFlags } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeededRandom } from '../../src/ai/random-player';
import { distinctRotations } from '../../src/app/tile-looks';
import { legalMoves } from '../../src/engine';
import type { FakeDiscord } from '../support/fake-discord';
import { type BotDriver, CALLBACK, type Handled, startTable } from './driver';
import { buttonFor, componentsOf, isPng, selectFor } from './moves';
import { expectPrivate, type Slash, slashIn } from './table';

let fake: FakeDiscord;
let driver: BotDriver;
let channelId: string;
let alice: string;
let bob: string;
let carol: string;
let slash: Slash;

let bot: Awaited<ReturnType<typeof startTable>>;

beforeAll(async () => {
  bot = await startTable({
    channels: [{ name: 'games' }],
    members: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
  });
  ({ fake, driver } = bot);
  [alice, bob, carol] = fake.guild().members.map((m) => m.id) as [string, string, string];
  channelId = fake.guild().channels[0]?.id as string;
  slash = slashIn(fake, channelId);
});

afterAll(async () => {
  await bot?.stop();
});

/** Checks a turn post: deferred (or answered) before it, a PNG board, and a ping for exactly the next player. */
function expectTurnPost(handled: Handled, nextPlayer: string) {
  expect(handled.posts).toHaveLength(1);
  const post = handled.posts[0]!;
  expect(handled.callback.index).toBeLessThan(post.index);
  expect(isPng(post.attachments[0]?.data)).toBe(true);
  const body = post.body as { content: string; allowed_mentions: { users: string[] } };
  expect(body.allowed_mentions.users).toEqual([nextPlayer]);
  expect(body.content).toContain(`<@${nextPlayer}>`);
}

describe('lobby', () => {
  it('opens a game publicly, joins with the button, and only the host may start', async () => {
    const opened = await driver.run(slash(alice, 'new'));
    // acknowledged publicly on arrival, then the lobby fills the acknowledgement in
    expect(opened.callback.body).toMatchObject({ type: InteractionResponseType.DeferredChannelMessageWithSource });
    expect(opened.ephemeral).toBe(false);
    expect(opened.reply?.content).toContain('wants to play Carcassonne');
    const join = componentsOf(opened.reply).find((c) => c.label === 'Join')?.custom_id as string;

    const joined = await driver.run(() =>
      fake.injectButton({ customId: join, messageId: opened.reply?.id, userId: bob, channelId }),
    );
    // acknowledged on arrival as an edit of the lobby message to come
    expect(joined.callback.body).toMatchObject({ type: InteractionResponseType.DeferredMessageUpdate });
    expect(fake.message(channelId, opened.reply?.id as string)?.content).toContain('bob');

    expectPrivate(await driver.run(slash(alice, 'join')), /already in this game/);
    expectPrivate(await driver.run(slash(carol, 'start')), /Only the host/);
    expectPrivate(await driver.run(slash(carol, 'place', { spot: 1, rotation: 0 })), /not started/);
  });

  it('starts: the lobby message announces it, then the first turn post pings the first player', async () => {
    const lobby = (await driver.record(channelId))?.liveMessages[0] as string;
    const started = await driver.run(slash(alice, 'start'));
    expectPrivate(started, /The game has begun!/);
    expect(fake.message(channelId, lobby)?.content).toMatch(/^The game has begun! Play order: /);
    const record = await driver.record(channelId);
    const first = record?.state?.players[record.state.turn.player]?.id as string;
    expectTurnPost(started, first);
    const post = fake.message(channelId, (started.posts[0]!.response as { id: string }).id);
    expect(componentsOf(post).length).toBeGreaterThan(0);
    expect(record?.liveMessages).toEqual([post?.id]);
  });
});

describe('a whole game', () => {
  const random = new SeededRandom(2024);
  let turnsPlayed = 0;
  let figuresPlaced = 0;
  let firstTurnPost = '';

  /** Plays the current step for the active player, through a slash command, the select or a button. */
  async function playStep(): Promise<'ended' | Handled> {
    const record = await driver.record(channelId);
    if (!record?.state) return 'ended';
    const legal = legalMoves(record.state);
    if (legal.step === 'ended') return 'ended';
    const player = legal.player;
    const other = player === alice ? bob : alice;
    const turn = record.state.turn.number;
    if (legal.step === 'placeTile') {
      const index = Math.floor(random.next() * legal.placements.length);
      const placement = legal.placements[index]!;
      const spot = index + 1;
      // one rotation per distinct look is offered
      const rotation = random.pick(distinctRotations(legal.tile, placement.rotations));
      const live = fake.message(channelId, record.liveMessages[0] ?? '');
      const select = selectFor(live, spot);
      if (turn % 3 === 1 && select) {
        // The menu: a private preview, then the rotation button on it.
        const picked = await driver.run(() =>
          fake.injectStringSelect({
            customId: select,
            values: [String(spot)],
            messageId: live?.id,
            userId: player,
            channelId,
          }),
        );
        expect(picked.callback.body).toMatchObject({
          type: InteractionResponseType.DeferredChannelMessageWithSource,
          data: { flags: MessageFlags.Ephemeral },
        });
        expect(picked.ephemeral).toBe(true);
        expect(picked.calls.find((c) => c.method === 'PATCH')?.attachments[0]?.name).toMatch(/^preview\./);
        const button = buttonFor(picked.reply, 'tile', `${spot}-${rotation}`) as string;
        expect(button).toBeTruthy();
        const placed = await driver.run(() =>
          fake.injectButton({ customId: button, messageId: picked.reply?.id, userId: player, channelId }),
        );
        // The private preview itself turns into the next step.
        expect(placed.callback.body).toMatchObject({ type: InteractionResponseType.DeferredMessageUpdate });
        expect(placed.reply?.id).toBe(picked.reply?.id);
        return placed;
      }
      if (turn % 3 === 2) {
        // Wrong player first: privately refused, nothing changes.
        expectPrivate(await driver.run(slash(other, 'place', { spot, rotation })), /turn, not yours/);
      }
      const placed = await driver.run(slash(player, 'place', { spot, rotation }));
      expect(placed.callback.body).toMatchObject({
        type: InteractionResponseType.DeferredChannelMessageWithSource,
        data: { flags: MessageFlags.Ephemeral },
      });
      return placed;
    }
    // Figure step: only reached when there is a spot (otherwise the bot passes for the player).
    if (legal.step !== 'placeFigure') throw new Error(`a base game asks no ${legal.step}`);
    expect(legal.spots.length).toBeGreaterThan(0);
    const roll = random.next();
    if (roll < 0.45) {
      figuresPlaced++;
      const letter = String.fromCharCode(65 + Math.floor(random.next() * legal.spots.length));
      return driver.run(slash(player, 'figure', { spot: letter }));
    }
    return driver.run(slash(player, 'skip'));
  }

  it('plays to the end with pings, boards, private errors, stale buttons and a restart', async () => {
    const started = performance.now();
    let lastFigureMessage: Handled | undefined;
    for (let step = 0; step < 400; step++) {
      const before = await driver.record(channelId);
      if (!before?.state) break;
      firstTurnPost ||= before.liveMessages[0] ?? '';
      const beforeTurn = before.state.turn.number;
      const handled = await playStep();
      if (handled === 'ended') break;
      expect(driver.errors).toEqual([]);
      const after = await driver.record(channelId);
      const turnEnded = !after || after.state?.turn.number !== beforeTurn;
      if (!turnEnded) {
        // The figure step, shown privately with a button per lettered spot.
        expect(handled.ephemeral).toBe(true);
        expect(handled.posts).toHaveLength(0);
        expect(componentsOf(handled.reply).some((c) => c.label === 'No figure')).toBe(true);
        lastFigureMessage = handled;
        continue;
      }
      turnsPlayed++;
      expect(handled.ephemeral).toBe(true);
      if (after?.state) {
        expectTurnPost(handled, after.state.players[after.state.turn.player]?.id as string);
        // The previous turn post lost its menus.
        for (const id of before.liveMessages) expect(fake.message(channelId, id)?.components).toEqual([]);
      }
      if (turnsPlayed === 5) {
        // A click on the first board's menu: out of date, privately.
        const stale = fake.message(channelId, firstTurnPost);
        const select = componentsOf(stale)[0]?.custom_id ?? `carc:spot:${after?.gameId}:1:0`;
        const click = await driver.run(() =>
          fake.injectStringSelect({ customId: select, values: ['1'], userId: alice, channelId }),
        );
        expectPrivate(click, /out of date/);
        // And the old private figure buttons too.
        const oldButton = componentsOf(lastFigureMessage?.reply).find((c) => c.label === 'No figure')?.custom_id;
        if (oldButton) {
          const old = await driver.run(() => fake.injectButton({ customId: oldButton, userId: bob, channelId }));
          expectPrivate(old, /out of date/);
        }
      }
      if (turnsPlayed === 30) {
        await driver.restart();
        expect((await driver.record(channelId))?.state?.turn.number).toBe(after?.state?.turn.number);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`whole game: ${turnsPlayed} turns, ${figuresPlaced} figures by command, ${seconds.toFixed(1)} s`);
    expect(turnsPlayed).toBeGreaterThan(60);
    if (process.env.SAVE_IMAGES) {
      const { writeFileSync } = await import('node:fs');
      for (const call of fake.calls)
        for (const a of call.attachments) writeFileSync(`/tmp/carc-${call.index}-${a.name}`, a.data);
    }
  });

  it('ends with the final scoring per player and feature, the winners and the final board', async () => {
    expect(await driver.record(channelId)).toBeUndefined(); // archived
    const [archived] = await driver.bot.service.repository.listArchived(fake.guild().id);
    const record = archived?.data;
    expect(record?.status).toBe('finished');
    const placed = record?.log.filter((e) => e.move.type === 'placeTile').length;
    expect(placed).toBe((record?.state?.board.length ?? 0) - 1);

    const final = fake.messages(channelId).filter((m) => m.embeds[0]?.title === 'Game over: final scores');
    expect(final).toHaveLength(1);
    const message = final[0]!;
    expect(message.content).toMatch(/Game over! .*(wins|share the win) with \d+ points/);
    expect(message.attachments[0]?.content_type).toBe('image/png');
    expect(message.mentions.map((u) => u.id).sort()).toEqual([alice, bob].sort());
    const fields = message.embeds[0]?.fields ?? [];
    expect(fields).toHaveLength(2);
    for (const player of record?.state?.players ?? []) {
      const field = fields.find((f) => f.name.startsWith(`${player.name}: ${player.score} points`));
      expect(field?.value).toMatch(/city \d+/);
      expect(field?.value).toMatch(/road \d+/);
    }
    // Nothing on the channel keeps live buttons after the end but the final post's Rematch.
    const live = fake
      .messages(channelId)
      .filter(
        (m) =>
          ((m.flags ?? 0) & MessageFlags.Ephemeral) === 0 &&
          m.embeds.length &&
          componentsOf(m).some((c) => !c.custom_id?.startsWith('carc:rematch:')),
      );
    expect(live.map((m) => m.content)).toEqual([]);
    expect(componentsOf(message).map((c) => c.label)).toEqual(['Rematch']);
    expect(fake.calls.filter((c) => c.route === CALLBACK).every((c) => c.status < 300)).toBe(true);
  });
});
