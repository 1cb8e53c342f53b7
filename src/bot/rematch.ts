// The Rematch button on a final post: opens the lobby of the same game again in the channel, with the
// same players seated (src/app/rematch.ts says why a lobby rather than a start).
import type { ButtonInteraction } from 'discord.js';
import { displayName } from '../app/describe';
import { openRematch } from '../app/rematch';
import { actorOf, type BotDeps } from './context';
import { gameT } from './locale';
import { lobbyMessage } from './messages';
import { channelOf } from './presenter';
import { answer, publish } from './reply';

export async function rematch(interaction: ButtonInteraction, deps: BotDeps, gameId: string): Promise<void> {
  const actor = actorOf(interaction);
  const channelId = interaction.channelId;
  const outcome = await openRematch(deps.service, channelId, interaction.guildId ?? '', actor, gameId);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const { record } = outcome;
  const headline = gameT(record)('rematch.opened', { player: displayName(actor.name) });
  // the lobby fills the public acknowledgement (components.ts)
  const messageId = await publish(interaction, lobbyMessage(record, headline));
  if (messageId) await deps.presenter.remember(channelId, [messageId]);
  // the final post keeps its scores; only its button goes
  const channel = await channelOf(interaction);
  if (channel) await deps.presenter.retire(channel, [interaction.message.id]);
}
