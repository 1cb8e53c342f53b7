import { once } from 'node:events';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  GatewayOpcodes,
  type Interaction,
  InteractionResponseType,
  MessageFlags,
  PermissionFlagsBits,
  REST,
  Routes,
  SlashCommandBuilder,
  type TextChannel,
  type ThreadChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDiscord, startFakeDiscord } from './fake-discord';

// A valid 1×1 PNG, so discord.js detects image/png from the bytes as it does for a rendered board.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TOKEN = 'fake-bot-token';

let fake: FakeDiscord;
let client: Client;
let loginMs = 0;
let guildId: string;
let channelId: string;
let threadId: string;
let aliceId: string;
let bobId: string;

/** Runs `handle` on the next interaction the client receives; resolves with its result. */
function nextInteraction<T>(handle: (interaction: Interaction) => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    client.once(Events.InteractionCreate, (interaction) => {
      handle(interaction).then(resolve, reject);
    });
  });
}

function textChannel(): TextChannel {
  return client.channels.cache.get(channelId) as TextChannel;
}

beforeAll(async () => {
  fake = await startFakeDiscord({
    guilds: [
      {
        name: 'Carcassonne Club',
        channels: [{ name: 'games' }, { name: 'game-1', type: 'thread' }],
        members: [{ username: 'alice' }, { username: 'bob' }],
      },
    ],
  });
  const guild = fake.guild();
  guildId = guild.id;
  [channelId, threadId] = guild.channels.map((c) => c.id) as [string, string];
  [aliceId, bobId] = guild.members.map((m) => m.id) as [string, string];

  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restApi } });
  const ready = once(client, Events.ClientReady);
  const started = performance.now();
  await client.login(TOKEN);
  await ready;
  loginMs = performance.now() - started;
});

afterAll(async () => {
  await client?.destroy();
  await fake?.close();
});

describe('login and caches', () => {
  it('becomes ready quickly with the bot user, application, guild, channel and thread cached', () => {
    expect(loginMs).toBeLessThan(3000);
    expect(client.user?.id).toBe(fake.bot.id);
    expect(client.user?.bot).toBe(true);
    expect(client.application?.id).toBe(fake.applicationId);

    const guild = client.guilds.cache.get(guildId);
    expect(guild?.name).toBe('Carcassonne Club');
    expect(guild?.members.me?.id).toBe(fake.bot.id);
    expect(guild?.roles.everyone.id).toBe(guildId);

    const channel = textChannel();
    expect(channel.name).toBe('games');
    expect(channel.isTextBased()).toBe(true);
    const me = guild?.members.me;
    expect(
      me && channel.permissionsFor(me).has([PermissionFlagsBits.SendMessages, PermissionFlagsBits.AttachFiles]),
    ).toBe(true);
    const thread = client.channels.cache.get(threadId) as ThreadChannel;
    expect(thread.isThread()).toBe(true);
    expect(thread.parentId).toBe(channelId);
  });

  it('received IDENTIFY with the token and the Guilds intent', () => {
    const identify = fake.gatewayReceived.find((p) => p.op === GatewayOpcodes.Identify);
    expect(identify?.d).toMatchObject({ token: TOKEN, intents: GatewayIntentBits.Guilds, shard: [0, 1] });
    expect(fake.calls.find((c) => c.path === '/gateway/bot')?.authorization).toBe(`Bot ${TOKEN}`);
  });

  it('answers /users/@me, /applications/@me and GET /channels/:id', async () => {
    const me = (await client.rest.get(Routes.user())) as { id: string; bot: boolean };
    expect(me).toMatchObject({ id: fake.bot.id, bot: true });
    const application = await client.application?.fetch();
    expect(application?.id).toBe(fake.applicationId);
    const channel = await client.channels.fetch(channelId, { force: true });
    expect(channel?.id).toBe(channelId);
    expect(fake.calls.some((c) => c.method === 'GET' && c.route === '/channels/:channelId')).toBe(true);
  });
});

describe('slash command round trip', () => {
  it('defers, edits with the board attachment, follows up ephemerally and pings in the channel', async () => {
    const handled = nextInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error(`unexpected ${interaction.type}`);
      const seen = {
        command: interaction.commandName,
        subcommand: interaction.options.getSubcommand(),
        spot: interaction.options.getInteger('spot'),
        rotation: interaction.options.getString('rotation'),
        channelId: interaction.channelId,
        guildId: interaction.guildId,
        userId: interaction.user.id,
        inCachedGuild: interaction.inCachedGuild(),
        canAttach: interaction.appPermissions.has(PermissionFlagsBits.AttachFiles),
        attachmentSizeLimit: interaction.attachmentSizeLimit,
      };
      await interaction.deferReply();
      const edited = await interaction.editReply({
        content: 'Turn 3',
        files: [new AttachmentBuilder(PNG, { name: 'board.png' })],
      });
      const followUp = await interaction.followUp({ content: 'Only you can see this', flags: MessageFlags.Ephemeral });
      const channel = interaction.channel as TextChannel;
      const ping = await channel.send({ content: `<@${bobId}> your turn`, allowedMentions: { users: [bobId] } });
      return { seen, edited, followUp, ping };
    });
    const id = fake.injectSlashCommand({
      name: 'carc',
      subcommand: 'place',
      options: { spot: 12, rotation: '90' },
      channelId,
      userId: aliceId,
    });
    const { seen, edited, followUp, ping } = await handled;

    expect(seen).toEqual({
      command: 'carc',
      subcommand: 'place',
      spot: 12,
      rotation: '90',
      channelId,
      guildId,
      userId: aliceId,
      inCachedGuild: true,
      canAttach: true,
      attachmentSizeLimit: 10 * 1024 * 1024,
    });

    const [callback, patch, post] = fake.callsFor(id);
    expect(callback).toMatchObject({
      method: 'POST',
      route: '/interactions/:interactionId/:token/callback',
      status: 204,
      authorization: undefined,
      body: { type: InteractionResponseType.DeferredChannelMessageWithSource },
    });
    expect(patch).toMatchObject({
      method: 'PATCH',
      route: '/webhooks/:applicationId/:token/messages/:messageId',
      params: { applicationId: fake.applicationId, messageId: '@original' },
      status: 200,
      body: { content: 'Turn 3' },
    });
    expect(patch?.attachments).toHaveLength(1);
    expect(patch?.attachments[0]).toMatchObject({
      field: 'files[0]',
      name: 'board.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(patch?.attachments[0]?.data.equals(PNG)).toBe(true);
    expect(post).toMatchObject({
      method: 'POST',
      route: '/webhooks/:applicationId/:token',
      query: { wait: 'true' },
      status: 200,
      body: { content: 'Only you can see this', flags: MessageFlags.Ephemeral },
    });

    const send = await fake.waitForCall((c) => c.method === 'POST' && c.route === '/channels/:channelId/messages');
    expect(send).toMatchObject({
      params: { channelId },
      authorization: `Bot ${TOKEN}`,
      body: { content: `<@${bobId}> your turn`, allowed_mentions: { users: [bobId] } },
      status: 200,
    });
    expect(send.index).toBeGreaterThan(post?.index ?? Number.POSITIVE_INFINITY);

    // What discord.js got back and what the fake now holds.
    expect(edited.attachments.first()?.name).toBe('board.png');
    expect(followUp.flags.has(MessageFlags.Ephemeral)).toBe(true);
    expect(ping.mentions.users.map((u) => u.id)).toEqual([bobId]);
    const stored = fake.messages(channelId);
    const original = stored.find((m) => m.id === edited.id);
    expect(original?.content).toBe('Turn 3');
    expect((original?.flags ?? 0) & MessageFlags.Loading).toBe(0);
    expect(original?.attachments[0]).toMatchObject({
      filename: 'board.png',
      size: PNG.length,
      content_type: 'image/png',
    });
    expect(stored.find((m) => m.id === followUp.id)?.flags).toBe(MessageFlags.Ephemeral);
    expect(stored.find((m) => m.id === ping.id)?.mentions.map((u) => u.id)).toEqual([bobId]);
  });

  it('resolves commands the bot registered (deploy script style) and rejects invalid ones', async () => {
    const rest = new REST({ api: fake.restApi }).setToken(TOKEN);
    const carc = new SlashCommandBuilder()
      .setName('carc')
      .setDescription('Play Carcassonne')
      .addSubcommand((s) =>
        s
          .setName('place')
          .setDescription('Place your tile')
          .addIntegerOption((o) => o.setName('spot').setDescription('Spot number').setAutocomplete(true)),
      );
    await rest.put(Routes.applicationGuildCommands(fake.applicationId, guildId), { body: [carc.toJSON()] });
    const registered = fake.registeredCommands(guildId);
    expect(registered.map((c) => c.name)).toEqual(['carc']);

    const handled = nextInteraction(async (interaction) =>
      interaction.isChatInputCommand() ? interaction.commandId : '',
    );
    fake.injectSlashCommand({ name: 'carc', subcommand: 'place', options: { spot: 1 } });
    expect(await handled).toBe(registered[0]?.id);

    const bad = rest.put(Routes.applicationCommands(fake.applicationId), {
      body: [{ name: 'Carc', description: 'upper-case names are refused' }],
    });
    await expect(bad).rejects.toMatchObject({ status: 400, code: 50035 });
  });
});

describe('components and autocomplete', () => {
  it('answers a button click on a bot message with update({ components: [] }) (callback 7)', async () => {
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('carc:rotate:3').setLabel('Rotate').setStyle(ButtonStyle.Primary),
    );
    const board = await textChannel().send({ content: 'Your move', components: [row] });
    expect(fake.message(channelId, board.id)?.components).toHaveLength(1);

    const handled = nextInteraction(async (interaction) => {
      if (!interaction.isButton()) throw new Error('expected a button');
      await interaction.update({ components: [] });
      return { customId: interaction.customId, messageId: interaction.message.id };
    });
    const id = fake.injectButton({ customId: 'carc:rotate:3', messageId: board.id, channelId, userId: bobId });
    expect(await handled).toEqual({ customId: 'carc:rotate:3', messageId: board.id });

    const [callback] = fake.callsFor(id);
    expect(callback?.body).toMatchObject({ type: InteractionResponseType.UpdateMessage, data: { components: [] } });
    expect(fake.message(channelId, board.id)?.components).toEqual([]);
  });

  it('answers a string select with deferUpdate (callback 6) and edits the clicked message via @original', async () => {
    const handled = nextInteraction(async (interaction) => {
      if (!interaction.isStringSelectMenu()) throw new Error('expected a select');
      await interaction.deferUpdate();
      await interaction.editReply({ content: `Picked ${interaction.values.join(',')}`, components: [] });
      return { values: interaction.values, messageId: interaction.message.id };
    });
    const id = fake.injectStringSelect({ customId: 'carc:meeple', values: ['road-north'] });
    const { values, messageId } = await handled;
    expect(values).toEqual(['road-north']);
    expect(fake.callsFor(id).map((c) => [c.method, (c.body as { type?: number }).type ?? c.params.messageId])).toEqual([
      ['POST', InteractionResponseType.DeferredMessageUpdate],
      ['PATCH', '@original'],
    ]);
    expect(fake.message(channelId, messageId)?.content).toBe('Picked road-north');
  });

  it('answers autocomplete with respond([...]) (callback 8)', async () => {
    const handled = nextInteraction(async (interaction) => {
      if (!interaction.isAutocomplete()) throw new Error('expected autocomplete');
      const focused = interaction.options.getFocused(true);
      await interaction.respond([
        { name: 'Spot 1', value: 1 },
        { name: 'Spot 12', value: 12 },
      ]);
      return { name: focused.name, value: focused.value, sub: interaction.options.getSubcommand() };
    });
    const id = fake.injectAutocomplete({
      name: 'carc',
      subcommand: 'place',
      options: { spot: 1 },
      focused: 'spot',
    });
    expect(await handled).toEqual({ name: 'spot', value: '1', sub: 'place' });
    const callback = await fake.waitForCall((c) => c.interactionId === id);
    expect(callback.body).toEqual({
      type: InteractionResponseType.ApplicationCommandAutocompleteResult,
      data: {
        choices: [
          { name: 'Spot 1', value: 1 },
          { name: 'Spot 12', value: 12 },
        ],
      },
    });
  });
});

describe('permissions and Discord errors', () => {
  it('refuses channel sends with 403 Missing Permissions when the bot lost SendMessages', async () => {
    const updated = once(client, Events.ChannelUpdate);
    fake.denyBotPermissions(channelId, PermissionFlagsBits.SendMessages);
    await updated;
    const me = client.guilds.cache.get(guildId)?.members.me;
    expect(me && textChannel().permissionsFor(me).has(PermissionFlagsBits.SendMessages)).toBe(false);

    const error = await textChannel()
      .send('hello?')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ status: 403, code: 50013 });

    const handled = nextInteraction(async (interaction) =>
      interaction.appPermissions.has(PermissionFlagsBits.SendMessages),
    );
    fake.injectButton({ customId: 'x' });
    expect(await handled).toBe(false);

    const restored = once(client, Events.ChannelUpdate);
    fake.setBotPermissions(channelId, fake.channel(channelId).botPermissions | PermissionFlagsBits.SendMessages);
    await restored;
    await expect(textChannel().send('back')).resolves.toBeDefined();
  });

  it('answers a second acknowledgement with 40060, unknown interactions with 10062, expired tokens with 50027', async () => {
    const handled = nextInteraction(async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply('first');
    });
    const id = fake.injectSlashCommand({ name: 'carc', subcommand: 'show' });
    await handled;
    const { token } = fake.interaction(id);
    const post = (path: string, body: unknown) =>
      fetch(`${fake.restApi}/v10${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));

    expect(await post(`/interactions/${id}/${token}/callback`, { type: 4, data: { content: 'again' } })).toEqual({
      status: 400,
      body: { code: 40060, message: 'Interaction has already been acknowledged.' },
    });
    expect(await post(`/interactions/1/${token}/callback`, { type: 4, data: { content: 'x' } })).toMatchObject({
      status: 404,
      body: { code: 10062 },
    });
    fake.expireInteraction(id);
    expect(await post(`/webhooks/${fake.applicationId}/${token}?wait=true`, { content: 'late' })).toMatchObject({
      status: 401,
      body: { code: 50027 },
    });
    expect(await post(`/channels/${channelId}/messages`, { content: 'no token' })).toMatchObject({ status: 401 });
  });
});

describe('gateway reconnect', () => {
  it('resumes after the connection drops and replays the events it missed', async () => {
    const resumed = once(client, Events.ShardResume);
    const handled = nextInteraction(async (interaction) => interaction.isChatInputCommand());
    fake.disconnectGateway();
    // Sent while the bot is offline: Discord keeps it and replays it on RESUME.
    fake.injectSlashCommand({ name: 'carc', subcommand: 'show' });
    await resumed;
    expect(fake.gatewayReceived.some((p) => p.op === GatewayOpcodes.Resume)).toBe(true);
    expect(await handled).toBe(true);
  });
});
