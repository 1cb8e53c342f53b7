// Bridges, Castles & Bazaars' bazaars through the real bot: a member plays against a computer player until
// two bazaars' auctions have run across both and their rounds of bought tiles are over. Each question of the
// auction (the tile to pick, a bid, buy or sell) is posted to its bidder with a ping, answered from the
// post's menu or declined with its button (the member's first bid by a common amount's button); the
// computer picks, bids and settles for itself. The tiles on offer are named by number, never by id: the
// member's pick comes with their picture, each tile under its number, and their bid with the lot's, titled
// with its number.

import { ComponentType } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine';
import { legalMoves } from '../../src/engine';
import { playToTheEnd, startSoloGame } from './expansion-game';
import { componentsOf } from './moves';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

const bazaarEvents = (events: GameEvent[], what: string) =>
  events.filter((e) => e.type === 'expansion' && e.module === 'bridges-castles-bazaars' && e.what === what);

describe('bazaars in Discord', () => {
  it('runs an auction across the member and the computer, then each places the tile won', async () => {
    table = await startSoloGame('bazaars', 'bridges-castles-bazaars');
    const { driver, channelId, alice } = table;
    const events = async () => (await driver.record(channelId))?.log.flatMap((entry) => entry.events) ?? [];
    // until a round of bought tiles has been played by both players
    // until two rounds of bought tiles are over: the member picks in one of them (the first picker alternates)
    const roundPlayed = async () =>
      bazaarEvents(await events(), 'bazaar-turn').length >= 4 &&
      (await driver.record(channelId))?.state?.modules?.['bridges-castles-bazaars.bazaar'] === undefined;
    // each time the member is to pick a tile: the post's picture and menu
    const picks: { files: string[]; labels: string[]; ids: string[] }[] = [];
    const notePick = async (): Promise<void> => {
      const record = await driver.record(channelId);
      const legal = record?.state && legalMoves(record.state);
      if (legal?.step !== 'decide' || legal.player !== alice || legal.decision.kind !== 'bazaar-pick') return;
      const post = table?.fake.message(channelId, record?.liveMessages[0] ?? '');
      const menu = componentsOf(post).find((c) => c.type === ComponentType.StringSelect);
      picks.push({
        files: post?.attachments.map((a) => a.filename) ?? [],
        labels: menu?.options?.map((o) => o.label) ?? [],
        ids: legal.choices.map((c) => c.tile ?? ''),
      });
    };
    // the member's first bid is a click on a common amount's button
    const bidding = async () => {
      const state = (await driver.record(channelId))?.state;
      const legal = state && legalMoves(state);
      return legal?.step === 'decide' && legal.player === alice && /bazaar-(open|raise)/.test(legal.decision.kind);
    };
    const before = await playToTheEnd(table, {
      module: 'bridges-castles-bazaars',
      actions: [],
      seed: 5,
      until: async () => {
        await notePick();
        return bidding();
      },
    });
    const record = await driver.record(channelId);
    const post = table.fake.message(channelId, record?.liveMessages[0] ?? '');
    // the bid's answers are amounts: the question comes with the lot's picture, titled with its number
    const asked = record?.state && legalMoves(record.state);
    const number = asked?.step === 'decide' ? asked.decision.data?.number : undefined;
    expect(number).toEqual(expect.any(Number));
    expect(post?.attachments.map((a) => a.filename)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^tiles\./)]),
    );
    expect(post?.embeds?.map((e) => e.title)).toContain(`The tile in question: tile ${number}`);
    const amounts = componentsOf(post).filter(
      (c) => c.type === ComponentType.Button && /:pick:/.test(c.custom_id ?? '') && /\.n\d+$/.test(c.custom_id ?? ''),
    );
    expect(amounts.map((c) => c.label)).toEqual(expect.arrayContaining([expect.stringMatching(/Bid \d+ points?/)]));
    const [least] = amounts;
    await driver.run(() =>
      table!.fake.injectButton({ customId: least?.custom_id ?? '', messageId: post?.id, userId: alice, channelId }),
    );
    const clicked = bazaarEvents(await events(), 'bazaar-bid').filter(
      (e) => e.type === 'expansion' && e.data?.player === alice,
    );
    expect(clicked.length).toBe(1);
    const played = await playToTheEnd(table, {
      module: 'bridges-castles-bazaars',
      actions: [],
      seed: 5,
      decline: 0.3,
      until: async () => {
        await notePick();
        return roundPlayed();
      },
    });
    expect(driver.errors).toEqual([]);
    const log = await events();
    expect(bazaarEvents(log, 'bazaar-opened').length).toBeGreaterThan(0);
    // the member answered auction questions from the menus, and each was worded as the auction's
    expect(before.answers + played.answers + played.declines).toBeGreaterThan(0);
    for (const question of played.questions) expect(question).toMatch(/bazaar|bids \d|castle|bridge/);
    // the member picked a tile and bid first in one auction, and raised or declined in another
    expect(played.questions.some((q) => /choose the tile to auction/.test(q))).toBe(true);
    expect(played.questions.some((q) => /raise the bid/.test(q))).toBe(true);
    // the member was pinged for their question
    expect(played.questions.some((q) => q.includes(`<@${alice}>`))).toBe(true);
    // both players bid or passed in the auction (the computer for itself), and both got a tile
    const bidders = new Set(
      [...bazaarEvents(log, 'bazaar-bid'), ...bazaarEvents(log, 'bazaar-passed')].map(
        (e) => e.type === 'expansion' && e.data?.player,
      ),
    );
    expect(bidders.size).toBe(2);
    const winners = new Set(
      [...bazaarEvents(log, 'bazaar-sold'), ...bazaarEvents(log, 'bazaar-free')].map(
        (e) => e.type === 'expansion' && e.data?.player,
      ),
    );
    expect(winners.size).toBe(2);
    // the member's pick came with the tiles' picture, the menu naming each by its number and contents
    expect(picks.length).toBeGreaterThan(0);
    for (const pick of picks) {
      expect(pick.files.some((name) => /^tiles\./.test(name))).toBe(true);
      for (const label of pick.labels) expect(label).toMatch(/^\d+ · Tile \d+ \(cities \d+, roads \d+/);
    }
    // nothing posted names a tile on offer by its id
    const ids = [
      ...new Set(
        bazaarEvents(log, 'bazaar-opened').flatMap((e) => String(e.type === 'expansion' && e.data?.tiles).split(', ')),
      ),
    ];
    const byId = new RegExp(`[Tt]iles? (${ids.join('|')})\\b`);
    const posted = table.fake
      .messages(channelId)
      .flatMap((m) => [m.content, ...(m.embeds ?? []).flatMap((e) => [e.title, e.description])])
      .filter((text): text is string => Boolean(text));
    expect(posted.filter((text) => byId.test(text))).toEqual([]);
    expect(posted.some((text) => /reveals \d tiles for auction/.test(text))).toBe(true);
  }, 600_000);
});
