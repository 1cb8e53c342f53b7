// English messages, in ICU MessageFormat (plural, select; lists are passed as arrays and joined by
// Intl.ListFormat). This file defines the keys: every other language has exactly these keys and
// the same parameters (test/i18n/catalog.test.ts). Game words have keys of their own (word.*), so each
// language uses its rule book's word; sentences that inflect a game word choose it with a select. A figure
// arrives as its id: figureSelect (src/i18n/figure-words.ts) writes the select of its words in each form.
import { capital, enA, figureSelect } from '../figure-words';

export const en = {
  'bot.restarting': "I'm restarting. Try again in a minute.",
  'language.name': 'English',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'settings.clockChoices':
    'The turn clock cannot be {value} hours. The choices are {choices} hours per turn (0 = off).',
  'settings.optionChoices': 'The option {option} cannot be “{value}”. The choices are {choices}.',
  'host.passed': '{name} is the host now.',
  'storage.unreadable':
    'The saved game in this channel cannot be read, so nothing can be played here for now. A moderator can set it aside with `/carcassonne abandon` (it is kept, not deleted); then a new game can start.',
  'storage.setAside':
    "**{name}** set the unreadable saved game aside (it is kept for the bot's operators). This channel is free: start a new game with `/carcassonne new`.",
  'storage.setAsideModeratorOnly':
    'The saved game here cannot be read. Only a moderator (someone who can manage messages here) can set it aside with `/carcassonne abandon`.',

  // game words, as the rule books name them
  'word.figure.meeple': 'follower',
  'word.figure.count.meeple': '{count, plural, one {# follower} other {# followers}}',
  'word.role.highwayman': 'highwayman',
  'word.role.knight': 'knight',
  'word.role.monk': 'monk',
  'word.role.farmer': 'farmer',
  'word.feature.road': 'road',
  'word.feature.city': 'city',
  'word.feature.monastery': 'monastery',
  'word.feature.field': 'field',
  'word.feature.garden': 'garden',
  'word.feature.other': 'feature',
  'word.token.count.other': '{count, plural, one {# token} other {# tokens}}',
  'word.color.red': 'red',
  'word.color.blue': 'blue',
  'word.color.yellow': 'yellow',
  'word.color.green': 'green',
  'word.color.black': 'black',
  'word.color.pink': 'pink',
  'word.nobody': 'nobody',
  'word.someone': 'someone',
  'word.the-host': 'the host',
  'word.rotation': '{degrees}°',
  'list.lines': '{left}\n{right}',
  'list.dotted': '{left} · {right}',
  'list.slashed': '{left}/{right}',

  // expansions (rule modules)
  'expansion.base': 'Base game',
  'expansion.none': 'base game only',
  'expansion.tile-set.gardens': 'gardens tile set',

  // actions a module offers instead of a figure
  'action.unknown': 'Expansion choice',

  // why the engine refuses a move
  'refusal.game-over': 'The game is over.',
  'refusal.not-your-turn': "It is {player}'s turn, not yours.",
  'refusal.tile-already-placed': 'You have placed your tile already: place a figure or pass.',
  'refusal.no-tile-drawn': 'No tile has been drawn for this turn yet.',
  'refusal.coordinates-not-whole': 'x and y must be whole numbers.',
  'refusal.bad-rotation': 'Rotation must be 0, 90, 180 or 270.',
  'refusal.occupied-position': 'There is already a tile at {x},{y}.',
  'refusal.no-neighbour': '{x},{y} does not touch any tile along an edge.',
  'refusal.edge-mismatch':
    'The {side, select, N {north} E {east} S {south} other {west}} edge does not match the tile next to it: {mine} against {theirs}.',
  'refusal.place-tile-first': 'Place your tile first.',
  'refusal.skip-before-tile': 'Place your tile first; you can skip the figure after that.',
  'refusal.action-not-offered': 'That is not something you can do now.',
  'refusal.not-your-decision': '{player} decides this, not you.',
  'refusal.choice-not-offered': 'That is not one of the choices.',
  'refusal.decision-required': 'This cannot be skipped: pick one of the choices.',
  'refusal.decide-first': 'First answer the question on the turn post.',
  'refusal.bad-forced-chance': 'That roll or draw is not possible here.',
  'refusal.tile-fits': 'The tile {tile} fits on the board, so it is not set aside.',
  'refusal.unknown': 'The rules do not allow that.',
  'prompt.decide': '{player}: {question}',
  'prompt.question':
    '{player}, a question for you: {question}\n{choices}{more, plural, =0 {} other { · … # more}}\n{optional, select, yes {Choose {count, plural, =1 {1} other {1–#}} (the menu below or `/carcassonne choose`), or decline.} other {Choose {count, plural, =1 {1} other {1–#}}: the menu below or `/carcassonne choose`.}}',
  'prompt.choice': '**{number}** {label}',
  // an answer told apart from another that reads alike: where it is (src/app/choice-labels.ts)
  'choice.where': '{label} · {where}',
  'where.from-new-tile': '{offset} from the new tile',
  'where.on-new-tile': 'on the new tile',
  'where.from-start': '{offset} from the start tile',
  'where.on-start': 'on the start tile',
  'where.side': '{side, select, N {north side} E {east side} S {south side} W {west side} other {middle}}',
  'where.corner':
    '{corner, select, NW {north-west corner} NE {north-east corner} SE {south-east corner} SW {south-west corner} other {middle}}',
  'where.choice': 'choice {number}',
  'choice.no-question': 'There is no question to answer now.',
  'choice.answer-first': 'First the question must be answered: {question}',
  'choice.no-such-choice':
    'There is no choice “{choice}”: {count, plural, =1 {the only choice is 1} other {the choices go from 1 to #}}.',
  'choice.no-answers': 'This question offers nothing to pick: decline it with `/carcassonne skip`.',
  'choice.must-answer':
    'This question cannot be declined: {count, plural, =1 {take the one choice} other {pick one of the # choices}}.',
  'game.question-gone': 'That question has already been answered. Use the latest turn post.',
  'play.not-your-question': "{player} must answer this question, not you. I'll ping you when it's your move.",
  'play.declined': 'You declined.',
  'turn.text.question': '{player}, a question for you: {question}',
  'turn.text.question-clock': '{player}, a question for you: {question} ⏰ Answer {ends}.',
  'turn.select.choices': 'Answer: pick a choice',
  'turn.select.choices-range': 'Answer: choices {first}–{last}',
  'turn.select.choice': '{number} · {label}',
  'turn.button.decline': 'Decline',
  'event.decision-skipped':
    '{player} ran out of time to answer: {declined, select, yes {the question was declined.} other {the first choice was taken.}}',
  'clock.skipped-question':
    '⏭️ **{player}** ran out of time to answer in turn {turn}: {declined, select, yes {the question was declined.} other {the first choice was taken.}}',
  'help.answer':
    'Answer the question: {question} Pick {count, plural, =1 {the choice} other {one of the # choices}} in the menu on the turn post or with `/carcassonne choose option`{optional, select, yes {, or decline it with **Decline** or `/carcassonne skip`} other {}}.',
  'help.their-question':
    '{player} must answer a question now. You can look with `/carcassonne board` and `/carcassonne scores`.',
  'notify.dm-question': 'A question for you in Carcassonne (turn {turn}) in {channel}: {link}',
  'notify.fallback-question': '{player}, a question for you: {link}',
  'command.choose': 'Answer the question on the turn post with a numbered choice',
  'command.choose.option': 'The number of your choice, as in the menu',
  'command.expansion-all': 'all: every expansion ({count})',
  'terminal.choice': '  choose {number}: {label}',
  'decision.unknown': 'choose one of the options.',
  'points.unknown': '{player} scores {points, plural, one {# point} other {# points}}.',
  'refusal.unknown-move': 'That is not a move in this game.',
  'refusal.no-such-feature': 'The tile has no place number {feature}.',
  'refusal.no-such-figure': 'There is no such figure in this game.',
  'refusal.wrong-feature': `${figureSelect('en', (f) => capital('en', enA(f)))} cannot go on a {kind}.`,
  'refusal.no-figure-left': `You have no ${figureSelect('en', (f) => f.word)} left in your supply.`,
  'refusal.needs-own-follower': `${figureSelect('en', (f) => capital('en', enA(f)))} goes only where you already have a follower.`,
  'refusal.own-already-there': `Your ${figureSelect('en', (f) => f.word)} is already on that {kind}.`,
  'refusal.feature-occupied': 'That {kind} is already occupied by a figure further along.',
  'refusal.rig-after-placement': 'A turn can only be rigged before its tile is placed.',
  'refusal.no-such-player': 'There is no such player in this game.',
  'refusal.no-such-tile': 'There is no tile type {tile}.',
  'refusal.tile-not-in-supply': 'No tile {tile} is left in the supply.',

  // why game settings are refused
  'setup.unknown-expansion': 'there is no expansion “{expansion}”',
  'setup.needs-expansion': '{expansion} needs {needs}',
  'setup.unknown-option': 'there is no option “{option}” (options: {choices})',
  'setup.bad-option-value': 'the option “{option}” cannot be “{value}” (choices: {choices})',
  'setup.player-count': 'a game needs 1 to {max} players, not {count}',
  'setup.duplicate-player': 'each player may sit only once',
  'setup.unknown-start-tile': 'there is no start tile {tile}',
  'setup.bad-start-rotation': "the start tile's rotation must be 0, 90, 180 or 270",
  'setup.start-off-board': "the start tile's x and y must be whole numbers within ±{reach}",

  // how a score came about: "completed city: 3 tiles × 2 + 1 pennant × 2"
  'score.reason': '{what}: {arithmetic}',
  'score.what.completed':
    '{kind, select, road {completed road} city {completed city} monastery {completed monastery} garden {completed garden} other {completed feature}}',
  'score.what.unfinished':
    '{kind, select, road {unfinished road} city {unfinished city} monastery {unfinished monastery} garden {unfinished garden} other {unfinished feature}}',
  'score.what.final':
    '{kind, select, road {road} city {city} monastery {monastery} garden {garden} field {field} other {feature}}',
  'score.term.tile': '{count, plural, one {# tile} other {# tiles}} × {each}',
  'score.term.pennant': '{count, plural, one {# pennant} other {# pennants}} × {each}',
  'score.term.itself': 'itself',
  'score.term.tile-around': '{count, plural, one {# tile} other {# tiles}} around it',
  'score.term.completed-city': '{count, plural, one {# completed city} other {# completed cities}} × {each}',
  'score.plus': '{left} + {right}',
  'score.rule.plain': '{terms}',

  // what happened in a turn
  'event.tile-placed': '{shape, select, half {{player} placed a half tile.} other {{player} placed a tile.}}',
  'event.figure-placed': `{player} put ${figureSelect('en', enA)} on {feature, select, road {a road} city {a city} monastery {a monastery} field {a field} garden {a garden} tower {a tower} other {a feature}}.`,
  'event.scored':
    '{count, plural, one {{players} scores {points, plural, one {# point} other {# points}} — {reason}.} other {{players} each score {points, plural, one {# point} other {# points}} — {reason}.}}',
  'event.tile-discarded': 'A tile was set aside: it fits nowhere on the board.',
  'event.turn-skipped': '{player} ran out of time: the turn was skipped and the tile went back.',
  'event.player-removed': '{player} left the game; their figures left the board.',
  'event.game-ended': '{count, plural, one {Game over! {winners} wins.} other {Game over! {winners} share the win.}}',

  // scores
  'scores.waiting': '{player}: waiting to start',
  'scores.line':
    '{player} ({color}): {points, plural, one {# point} other {# points}}, {figures} left{active, select, yes { ◀} other {}}',
  'scores.line.tokens':
    '{player} ({color}): {points, plural, one {# point} other {# points}}, {figures} left · {tokens}{active, select, yes { ◀} other {}}',
  'scores.no-figures': 'no figures',
  'scores.header': '**Scores** (turn {turn})',
  'scores.final': '{player}: {points, plural, one {# point} other {# points}}',
  'scores.final.parts': '{player}: {points, plural, one {# point} other {# points}} ({parts})',
  'scores.part': '{feature} {points}',
  'scores.nothing': 'nothing scored',

  // what to do now
  'prompt.lobby': 'Waiting for players: {players}. The host starts with `/carcassonne start`.',
  'prompt.over': 'The game is over.',
  'prompt.place-tile':
    'Place the tile shown on the board. Pick a spot {count, plural, =1 {(1)} other {(1–#)}} and a rotation: `/carcassonne place`, or the menu below.',
  'prompt.no-figure-spot':
    '{player}, there is nowhere to put a figure on that tile: press **No figure** to end your turn.',
  'prompt.actions-only': '{player}, choose one of these or end your turn: {actions}.',
  'prompt.place-figure': '{player}, place a figure ({spots}) or end your turn without one.',
  'prompt.spot': '{letter} {feature}',

  // choosing a spot, a rotation, a figure
  'choice.spot': 'Spot {number} ({rotations})',
  'choice.figure-spot': '{letter}: {feature}',
  'choice.figure-spot.kinds': '{letter}: {feature} ({figures})',
  'choice.not-started': 'The game has not started yet. The host starts it with `/carcassonne start`.',
  'choice.over': 'This game is over.',
  'choice.tile-placed-already':
    'You have placed your tile already: choose a figure spot (`/carcassonne figure`) or `/carcassonne skip`.',
  'choice.place-tile-first': 'Place your tile first: `/carcassonne place`.',
  'choice.no-such-spot':
    'There is no spot {spot}: {count, plural, =1 {the only spot is 1} other {the spots go from 1 to #}}.',
  'choice.no-fit': "The tile doesn't fit at spot {spot} turned {rotation}. It fits there at {rotations}.",
  'choice.no-figure-spot': 'There is nowhere to put a figure on this tile: use `/carcassonne skip`.',
  'choice.no-such-letter': 'There is no figure spot “{letter}”. The spots on this tile are {letters}.',
  'choice.figure-not-here': "That figure can't go on spot {letter}. You can put a {allowed} there.",
  'choice.action-gone': 'That choice is no longer open. Use the latest board.',

  // the game's use cases
  'game.none': 'There is no game in this channel. Start one with `/carcassonne new`.',
  'game.unknown-expansion': 'Unknown expansion: {unknown}. Available: {available}.',
  'game.gathering': 'A game is already gathering players here. Join it with `/carcassonne join`.',
  'game.running': 'A game is already running in this channel. Finish or abandon it first, or start one in a thread.',
  'game.bad-settings': "Those settings don't work: {problem}.",
  'game.started-join-next': 'This game has already started. Watch along, or join the next one.',
  'game.already-in': 'You are already in this game.',
  'game.full': 'The game is full ({limit} players).',
  'game.started-already': 'This game has already started.',
  'game.host-only-start': 'Only the host, {host}, can start the game.',
  'game.host-only-computer': 'Only the host, {host}, can seat a computer player.',
  'game.too-few': 'A game needs at least {min} players. Ask a friend to `/carcassonne join`.',
  'game.not-in': 'You are not in this game.',
  'game.remove-not-allowed': 'Only the host or someone who can manage messages here can remove a player.',
  'game.member-not-in': 'That member is not in this game.',
  'game.over': 'This game is over.',
  'game.abandon-not-allowed': 'Only the players, the host ({host}) or a moderator can abandon this game.',
  'game.already-voted': 'You have already voted to abandon this game.',
  'game.host-only-handover': 'Only the host, {host}, can hand over the host role.',
  'game.new-host-not-player': 'The new host must be a player in this game.',
  'game.not-started': 'The game has not started yet. The host starts it with `/carcassonne start`.',
  'game.not-playing': 'You are not playing in this game.',
  'game.out-of-date': 'This board is out of date: it is turn {turn} now. Use the latest board.',
  'game.nothing-to-undo': 'There is no move to take back.',
  'game.undo-not-yours': 'Only the player whose turn it is can take their tile back.',
  'game.undo-too-late': 'There is nothing to take back: you can only take back a tile before you end your turn.',
  'game.clock-not-allowed': 'Only the host or a moderator can set the turn clock.',
  'game.clock-range': 'The turn clock takes 0 (off) up to 336 hours.',
  'game.conflict': 'Someone else moved at the same moment, so nothing changed. Try again.',
  'game.nothing-due': 'Nothing is due on the turn clock.',

  // the turn post and the private steps of a turn
  'turn.select.spots-range': 'Place the tile: spots {first}–{last}',
  'turn.select.spots': 'Place the tile: pick a spot',
  'turn.select.spot': 'Spot {number} · fits {rotations}',
  'turn.button.figure': '{letter} · {feature}',
  'turn.button.figure-kind': `{letter} · {feature} · ${figureSelect('en', (f) => f.word)}`,
  'turn.button.no-figure': 'No figure',
  'turn.button.undo': 'Undo',
  'turn.text.tile': "{player}, it's your turn: place the tile.",
  'turn.text.figure': "{player}, it's your turn: place a figure or skip.",
  'turn.text.tile-clock': "{player}, it's your turn: place the tile. ⏰ Your turn ends {ends}.",
  'turn.text.computer': '{player} is playing its turn.',
  'turn.text.past': 'This turn post is out of date: the game goes on in the newest post.',
  'turn.text.figure-clock': "{player}, it's your turn: place a figure or skip. ⏰ Your turn ends {ends}.",
  'turn.last-turn': '**Last turn**',
  'turn.close-up': 'Close-up {region} · numbers {numbers}',
  'turn.title': 'Turn {turn} · {player}',
  'turn.footer': '{count, plural, one {# tile left} other {# tiles left}} · /carcassonne help shows what you can do',
  'turn.figure-step': 'Tile placed. Put a figure on {spots}, or press **No figure**. **Undo** takes the tile back.',
  'turn.figure-step.actions':
    'Tile placed. Put a figure on {spots}, or press **No figure**. Instead of a figure you may also: {actions}. **Undo** takes the tile back.',
  'turn.figure-step.none': 'Tile placed. Press **No figure** to end your turn. **Undo** takes the tile back.',
  'turn.figure-step.none-actions':
    'Tile placed. Press **No figure** to end your turn. Instead of a figure you may also: {actions}. **Undo** takes the tile back.',
  'turn.placement-again': 'You took your tile back. Pick a spot for it again:',
  'turn.preview.place-shown': 'Place it like this ({rotation})',
  'turn.preview.place-at': 'Place at {rotation}',
  'turn.preview.show': 'Show {rotation}',
  'turn.preview.text': 'Spot {spot}, turned {rotation}. It fits here at {rotations}.',
  'final.title': 'Game over: final scores',
  'final.field.name': '{player}: {points, plural, one {# point} other {# points}}',
  'final.footer': 'Start another with /carcassonne new',
  'final.content':
    '{count, plural, one {🏆 Game over! {winners} wins with {best} points.} other {🏆 Game over! {winners} share the win with {best} points.}} Thanks for playing!',
  'final.content.others':
    '{count, plural, one {🏆 Game over! {winners} wins with {best} points ({others}).} other {🏆 Game over! {winners} share the win with {best} points ({others}).}} Thanks for playing!',
  'final.chart-title': 'Scores over the game',
  'image.board': 'The Carcassonne board',
  'image.chart': 'Scores over the game',
  'image.offered': 'The tiles to choose from, numbered as the answers',
  'image.shown':
    '{count, plural, one {The tile in question: tile {numbers}} other {The tiles in question: tiles {numbers}}}',

  // the lobby
  'lobby.title': 'Carcassonne: waiting for players',
  'lobby.title-begun': 'Carcassonne: the game has begun',
  'confirm.leave':
    'Leave this game? Your figures leave the board and the others play on without you. This cannot be undone.',
  'confirm.abandon-now': 'End this game for everyone? It cannot be resumed.',
  'confirm.abandon-vote': 'Vote to abandon this game? It ends when more than half of the players have voted.',
  'confirm.button.confirm': 'Confirm',
  'confirm.button.cancel': 'Cancel',
  'confirm.cancelled': 'Cancelled: nothing changed.',
  'confirm.confirmed': 'Confirmed.',
  'confirm.stale': 'This question is out of date: the game it was about has ended or changed. Nothing was done.',
  'confirm.not-yours': 'These buttons are for the member who asked. Nothing was done.',
  'lobby.rules': 'Rules: {expansions} · {clock} · language: {language}',
  'lobby.rules.gardens': 'Rules: {expansions} · gardens tile set · {clock} · language: {language}',
  'lobby.variants': 'Variants: {variants}',
  'lobby.tile-sets': 'Tile sets: {sets}',
  'lobby.players': 'Players ({count}/{limit}): {players}',
  'lobby.how':
    'Join with the button or `/carcassonne join`. {host} (the host) starts with **Start** or `/carcassonne start`.',
  'lobby.button.join': 'Join',
  'lobby.button.start': 'Start',
  'lobby.opened': '**{player}** wants to play Carcassonne!',
  'lobby.joined': '**{player}** joined the game.',
  'game.seat-back': '**{player}** took their seat back and plays their own turns again.',
  'lobby.closed': 'That lobby is closed. Look for the latest one, or start a game with `/carcassonne new`.',
  'lobby.closed-short': 'That lobby is closed.',
  'lobby.begun': 'The game has begun! Play order: {order}. The first board is coming up.',
  'lobby.join-in-thread': 'This game is played in {thread}: join it there.',
  'lobby.left': '**{player}** left the game.',
  'lobby.removed': '**{player}** took **{removed}** out of the game.',
  'lobby.figures-gone': 'Their figures left the board.',
  'lobby.nobody-left': '{headline} Nobody is left, so the game is off.',
  'lobby.vote':
    '**{player}** votes to abandon ({votes} of {needed} votes needed). Other players agree with `/carcassonne abandon`.',
  'lobby.vote-decided':
    '**{player}** cast the deciding vote ({votes} of {needed} votes needed): the players abandoned the game. Start a new one any time with `/carcassonne new`.',
  'lobby.abandoned': '**{player}** abandoned the game. Start a new one any time with `/carcassonne new`.',
  'lobby.handed-over': '**{player}** handed the host role to **{host}**.',
  'lobby.saved-not-posted':
    "The game is saved, but I couldn't post the board: {problem}. Once that is fixed, `/carcassonne board` posts it.",

  // moves in Discord
  'play.not-playing': 'You are not playing in this game. You can watch along!',
  'play.not-your-turn': "It's {player}'s turn, not yours. I'll ping you when it's yours.",
  'play.stale-game': 'This board belongs to a game that is over. Start a new one with `/carcassonne new`.',
  'play.figure-step-failed':
    "Tile placed, but I couldn't draw the board. Put a figure with `/carcassonne figure` ({spots}) or `/carcassonne skip`.",
  'play.no-spot-ends-turn': 'There is no spot for a figure on that tile, so your turn ends there.',
  'play.no-figure': 'No figure this turn.',
  // after the events of a question answered for a member: it was their only answer (forced-answers.ts)
  'play.only-answer': '{player}: only one answer was possible, so it was given at once.',
  'play.done': 'Done! {summary}',
  'play.done-next': 'Done! {summary} {player} is next.',
  'play.saved': 'saved',
  'play.not-posted':
    "Your move counts ({summary}), but I couldn't post the new board: {problem}. Once that is fixed, `/carcassonne board` posts it again.",
  'play.preview-failed': 'I could not draw that preview. You can still place the tile with `/carcassonne place`.',
  'play.undo-not-drawn':
    "You took your tile back, but I couldn't draw the board. Place it with `/carcassonne place` or the menu on the latest board.",
  'play.button-unknown': 'This button is not one of mine any more. Use `/carcassonne board`.',
  'play.spot-gone': 'There is no spot {spot} any more. Use the latest board.',
  'play.ask-rotation':
    'The tile fits spot {spot} turned {rotations}: add the rotation, e.g. `place {spot} {rotation}`.',

  // posting problems
  'post.missing-permission':
    'I am missing a permission in this channel (I need Send Messages, Attach Files and Embed Links)',
  'post.no-access': 'I cannot see this channel (View Channel)',
  'post.refused': 'Discord refused the message ({detail})',
  'post.failed': 'something went wrong while drawing or sending the board',
  'post.cannot-post': 'I cannot post in this channel',
  'permission.named': '**{permission}**',
  'permission.view-channel': 'View Channel',
  'permission.send-messages': 'Send Messages',
  'permission.send-in-threads': 'Send Messages in Threads',
  'permission.attach-files': 'Attach Files',
  'permission.embed-links': 'Embed Links',
  'permission.create-public-threads': 'Create Public Threads',
  'permission.thread-advice':
    "{count, plural, one {I can't open a game thread in this channel: I'm missing the {missing} permission. Ask someone who manages the server to grant it to me here, then try again, or open the game here without a thread.} other {I can't open a game thread in this channel: I'm missing the {missing} permissions. Ask someone who manages the server to grant them to me here, then try again, or open the game here without a thread.}}",
  'permission.advice':
    "{count, plural, one {I can't post the board in this channel: I'm missing the {missing} permission. Ask someone who manages the server to grant it to me here, then try again.} other {I can't post the board in this channel: I'm missing the {missing} permissions. Ask someone who manages the server to grant them to me here, then try again.}}",

  // routing
  'router.failed': 'Sorry, something went wrong on my side. Nothing was lost; please try again.',
  'router.direct-message': 'Carcassonne is played in a server channel or thread, not in direct messages.',
  'router.unknown-command': "I don't know that command. Try `/carcassonne help`.",

  // board, tiles, clock
  'board.not-started': "The game hasn't started yet. Players so far: {players}.",
  'board.here': 'Here is the board.',
  'board.not-posted': "I couldn't post the board: {problem}.",
  'tiles.held': '{left}. Your tiles in hand, which only you see, numbered as the questions name them:',
  'tiles.not-started': 'The game has not started yet: all the tiles are still in the bag.',
  'clock.choice.off': 'off',
  'clock.choice.hours': '{hours, plural, one {# hour per turn} other {# hours per turn}}',
  'clock.setting.off': 'no turn clock',
  'clock.setting.hours': '{hours, plural, one {# hour per turn} other {# hours per turn}}',
  'clock.setting.stand-in': '{setting}; after {times} timeouts a computer player ({level}) takes the seat over',
  'clock.deadline': '{at} ({relative})',
  'clock.set': '**{player}** set the turn clock: {setting}.',
  'clock.set-now': "**{player}** set the turn clock: {setting}. {active}'s turn now ends {ends}.",
  'clock.soon': 'soon',
  'clock.remind-half': '⏰ {player}, half your time for turn {turn} has passed — your turn ends {ends}.',
  'clock.remind-end': '⏰ {player}, your time for turn {turn} is nearly up — your turn ends {ends}.',
  'clock.skipped-placed':
    '⏭️ **{player}** ran out of time: turn {turn} was skipped (the tile stays where it was placed, without a figure).',
  'clock.skipped-back': '⏭️ **{player}** ran out of time: turn {turn} was skipped (the tile went back in the supply).',
  'clock.removed':
    '🚪 {player} ran out of time {times, plural, one {# time} other {# times}} and was taken out of the game; their figures left the board.',
  'clock.replaced':
    '🤖 {player} ran out of time {times, plural, one {# time} other {# times}}: a computer player ({level}) plays their turns until they take their seat back with `/carcassonne join`.',

  // help
  'help.all-commands':
    "`/carcassonne new` open a game (expansions, tiles, turn `clock`, `language`) · `join` · `start` (host)\n`place spot rotation` · `figure spot` · `choose option` (answer a question) · `undo` (take your tile back) · `skip` (no figure)\n`board` post the board again · `scores` · `tiles` left · `rules topic` look a rule up\n`history` finished games here · `stats` wins and mean scores · `language` yours or the server's\n`games` your games on this server · `notify how` your turn by ping or direct message · `new thread:true` a game in a thread of its own\n`leave` · `abandon` (at once for the host or moderators; players vote)\n`remove player` · `host user` hand over · `clock hours` (host or moderators)",
  'help.text': '**Right now:** {now}\n\n**All commands**\n{commands}\n\n{rules}',
  'help.rules': 'Unsure of a rule? `/carcassonne rules` looks it up (only you see the answer).',
  'help.no-game': 'There is no game here. Open one with `/carcassonne new`; friends join with `/carcassonne join`.',
  'help.lobby-host': 'Wait for 1 to 4 friends to `/carcassonne join`, then `/carcassonne start`.',
  'help.lobby-seated': 'You are in! Wait for the host to start the game.',
  'help.lobby-join': 'Join the game with `/carcassonne join`.',
  'help.over': 'The game is over. Start another with `/carcassonne new`.',
  'help.manage':
    'As host or moderator you may also `remove` a player, `abandon` the game, hand over with `host` or set the turn `clock`.',
  'help.their-turn': "It's {player}'s turn. You can look with `/carcassonne board` and `/carcassonne scores`.",
  'help.their-turn-watching':
    "It's {player}'s turn. You are watching. You can look with `/carcassonne board` and `/carcassonne scores`.",
  'help.their-turn-ends': 'Their turn ends {ends}.',
  'help.your-turn-ends': '⏰ Your turn ends {ends}.',
  'help.place-tile':
    "It's your turn: place your tile. Pick {count, plural, =1 {the one numbered spot} other {one of the # numbered spots}} in the menu under the latest board (you get a preview), or type `/carcassonne place spot:<number> rotation:<degrees>`.",
  'help.place-figure':
    'Put a figure on {spots} with the buttons or `/carcassonne figure spot:<letter>`, or `/carcassonne skip`. Changed your mind? `/carcassonne undo` (or **Undo**) takes the tile back.',
  'help.no-figure-spot':
    'There is no spot for a figure on your tile: `/carcassonne skip` ends your turn. Changed your mind? `/carcassonne undo` (or **Undo**) takes the tile back.',

  // history and statistics
  'history.nothing': 'No finished games on this server yet. Start one with `/carcassonne new`!',
  'history.title': '**Finished games** (newest first)',
  'history.title-latest': '**Finished games** (the latest {shown} of {total})',
  'history.line': '{date} 🏆 **{winners}** — {scores}',
  'history.score': '{player} {score}',
  'stats.title': '**Player statistics** (finished games on this server)',
  'stats.line':
    '**{player}**: {games, plural, one {# game} other {# games}}, {wins, plural, one {# win} other {# wins}}, mean score {mean}',

  // rules
  'rules.example': 'Example:',
  'rules.no-match':
    'No rule matches “{query}”. Try other words, or one of {some}: `/carcassonne rules` lists them as you type.',
  'rules.terminal-no-match': 'No rule matches that. Try `rules scoring` or `rules farmer`.',
  'rules.terminal-topic': '{title}: {text}',
  'rules.terminal-example': 'Example: {example}',

  // language settings
  'language.set-user': "I'll answer you in {language} from now on.",
  'language.set-guild': "This server's games are in {language} from now on (a new game may choose another).",
  'language.guild-not-allowed': "Only someone who can manage the server can set the server's language.",
  'language.cleared-user': "I'll answer you in your Discord language again.",
  'language.current': "I answer you in {language}; this server's new games are in {server}.",

  // the slash command: descriptions and choices (names stay English; see commands/index.ts)
  'command.description': 'Play Carcassonne here, one turn at a time',
  'command.new': 'Open a new game in this channel or thread; others join, then you start it',
  'command.new.farmers': 'Followers may lie in fields (default: yes)',
  'command.new.tiles': 'Which base-game tiles (default: classic, gardens with the Abbot)',
  'command.new.tiles.classic': 'classic (72 tiles)',
  'command.new.tiles.gardens': 'gardens edition',
  'command.new.tiny-city': 'Variant: a city of two tiles scores 1 a tile, as in the first edition (default: no)',
  'command.new.king-robber': 'Variant scoring of King & Robber Baron (switches the expansion on; default: the rules)',
  'option.tinyCity.true': 'tiny cities: a city of two tiles scores 1 a tile (first edition)',
  'command.new.expansions': 'More expansions, separated by commas',
  'command.new.clock': 'Hours each player has for a turn (default: off)',
  'command.new.language': "The language of the game's posts (default: the server's)",
  'computer.name': 'Computer {number} ({level})',
  'computer.level.random': 'random',
  'computer.level.greedy': 'greedy',
  'computer.level.strong': 'strong',
  'command.new.computer': 'Computer players to seat beside you (default: none)',
  'command.new.level': 'How well the computer players play (default: greedy)',
  'command.new.stand-in': 'With the clock: a computer player takes over from whoever runs out of time 3 times',
  'command.new.level.random': 'random: any legal move',
  'command.new.level.greedy': 'greedy: the most points this turn',
  'command.new.level.strong': 'strong: thinks ahead over the tiles left',
  'game.too-many-computers': 'These rules take at most {limit} players, so at most {max} computer players beside you.',
  'command.join': 'Join the game gathering players here, or take back your seat from a computer player',
  'command.join.computer': 'Host only: seat a computer player of this level instead',
  'command.start': 'Start the game (host only, 2 to 5 players)',
  'command.place': 'Place the drawn tile on a numbered spot of the board',
  'command.place.spot': 'The spot number on the board',
  'command.place.rotation': 'Degrees clockwise; leave it out to see a preview first',
  'command.place.rotation-choice': '{rotation} (fits spot {spot})',
  'command.figure': 'Put a figure on a lettered spot of the tile you just placed',
  'command.figure.spot': 'The letter on the tile, e.g. A',
  'command.figure.kind': 'Which figure (default: a follower)',
  'command.undo': 'Take back the tile you just placed (before you choose a figure)',
  'command.skip': 'Place no figure this turn (after placing your tile)',
  'command.board': 'Post the current board again (with its buttons)',
  'command.scores': 'Show the scores and the figures each player has left',
  'command.tiles': 'How many tiles are left to draw',
  'command.rules': 'Look up a rule (only you see the answer)',
  'command.rules.topic': 'A rule, or words to search for',
  'command.help': 'What you can do right now',
  'command.history': "This server's finished games: dates, winners and scores",
  'command.stats': "Each player's games, wins and mean score on this server",
  'command.leave': 'Leave the game (your figures leave the board; the others play on)',
  'command.remove': 'Take a player out of the game (host or moderators)',
  'command.remove.player': 'Who to take out',
  'command.host': 'Hand the host role to another player (host or moderators)',
  'command.host.user': 'The new host',
  'command.clock': 'Set the turn clock: hours per turn, 0 for none (host or moderators)',
  'command.clock.hours': 'Hours each player has for a turn',
  'command.abandon': 'End the game: at once for the host or moderators, by majority vote for players',
  'command.language': "Choose the language I answer you in, or (with Manage Server) the server's",
  'command.language.language': 'The language',
  'command.language.for': 'For you (default) or for the whole server',
  'command.language.for.me': 'me',
  'command.language.for.server': 'this server',
  'command.language.discord': 'my Discord language',
  'command.expansion-choice': '{ids} ({title})',

  // the board image
  'panel.turn': 'Turn {turn}',
  'panel.over': 'Game over',
  'panel.winners': '{count, plural, one {Winner: {winners} ({best})} other {Winners: {winners} ({best})}}',
  'panel.place-tile': '{player}: place the tile',
  'panel.place-figure': '{player}: place a figure ({letters}) or pass',
  'panel.no-figure-spot': '{player}: no figure spot: pass',
  'panel.tile-rotations': 'Tile to place, by rotation',
  'panel.figure-spots': 'Figure spots on the tile placed',
  'panel.tile-placed': 'The tile placed',
  'panel.figures-score': 'figures left · score',
  'panel.player': 'Player',
  'panel.spot': '{letter}  {feature}',
  'panel.spot.kinds': '{letter}  {feature} ({figures})',
  'panel.tiles-left': 'Tiles left: {count}',
  'chart.title': 'Scores over the game',
  'chart.turn': 'turn {turn}',

  // the terminal
  'terminal.help':
    'Commands (the same as /carcassonne in Discord):\n  place SPOT [ROTATION]   place the tile on a numbered spot, turned 0, 90, 180 or 270\n  figure LETTER [KIND]    put a figure on a lettered spot of the tile you just placed\n  skip | pass             end your turn without a figure\n  action N                an expansion choice instead of a figure (e.g. call your abbot back)\n  choose N                answer the question asked of you with choice N\n  decline                 decline the question (when the rules allow it)\n  undo                    take back the tile you just placed\n  board | scores | tiles  the board image again, the scores, the tiles left\n  rules [WORDS]           look up a rule\n  leave                   leave the game (your figures leave the board)\n  3 90 | A | 2            the same, typed bare: a spot, a letter, a choice\n  help | quit',
  'terminal.action': '  action {number}: {label}',
  'terminal.place-tile':
    'Turn {turn}: {player}, place the tile shown on the board. Pick a spot {count, plural, =1 {(1)} other {(1–#)}}: `place {example}`{oneWay, select, yes {} other {, or `place {example} {turned}` to turn the tile}}.',
  'terminal.question':
    '{player}, a question for you: {question}\n{choices}{more, plural, =0 {} other {\n  … # more}}\n{optional, select, yes {Type `choose N` {count, plural, =1 {(1)} other {(1–#)}}, or `decline`.} other {Type `choose N` {count, plural, =1 {(1)} other {(1–#)}}.}}',
  'terminal.actions-only': '{player}, choose one of these or end your turn with `skip`:',
  'terminal.place-tile-first': 'Place your tile first: type `place` and its spot, e.g. `place 3`.',
  'terminal.no-figure-spot': '{player}, there is nowhere to put a figure on that tile: type `skip` to end your turn.',
  'terminal.which-spot': 'Say which spot: `place 3`, or `place 3 90` to turn the tile.',
  'terminal.unknown-command': 'Unknown command “{command}”. Type `help` for the list.',
  'terminal.computer': 'Computer {number}',
  'terminal.bye': 'Bye! (this game was not kept)',
  'terminal.final-scores': 'Final scores:',
  'terminal.chart': 'Score chart: {path}',
  'terminal.confirm-leave':
    'Leave the game? Your figures leave the board and the others play on. Type “leave yes” to confirm.',
  'terminal.play-order': 'Play order: {order}.',
  'terminal.board': 'Board: {path}',
  'terminal.offered': 'Tiles to choose from: {path}',
  'terminal.shown':
    '{count, plural, one {The tile in question, tile {numbers}} other {The tiles in question, tiles {numbers}}}: {path}',
  // slow games across channels: /carcassonne games, notify, new thread:true, rematch
  'command.games': 'The games you are in on this server, and whose turn it is',
  'games.none': 'You are in no game on this server. Start one with `/carcassonne new`!',
  'games.title': '**Your games on this server**',
  'games.lobby': '{channel}: gathering players ({players})',
  'games.turn': '{channel}: turn {turn}, **{player}** to play · {link}',
  'games.your-turn': '{channel}: turn {turn}, **your turn!** · {link}',
  'command.notify': 'How you hear that it is your turn: a ping in the channel or a direct message',
  'command.notify.how': 'Where your turn notices go',
  'command.notify.how.channel': 'a ping in the game channel',
  'command.notify.how.dm': 'a direct message',
  'notify.current-channel':
    'You are pinged in the game channel when it is your turn. `/carcassonne notify how:dm` sends you a direct message instead.',
  'notify.current-dm':
    'You get a direct message when it is your turn. `/carcassonne notify how:channel` pings you in the game channel instead.',
  'notify.set-dm': 'From now on I send you a direct message when it is your turn, in every game.',
  'notify.set-channel': 'From now on I ping you in the game channel when it is your turn.',
  'notify.dm': "It's your turn in Carcassonne (turn {turn}) in {channel}: {link}",
  'notify.fallback': "{player}, it's your turn: {link}",
  'notify.fallback-first':
    "{player}, it's your turn: {link}\nI could not send you a direct message (your direct messages are closed), so I ping you here instead.",
  'command.new.thread': 'Open the game in a new thread of this channel',
  'new.thread-name': 'Carcassonne · {player}',
  'new.thread-opened': '**{player}** opened a game of Carcassonne in {thread}: join it there!',
  'new.thread-not-here': 'A game gets a thread of its own from a text channel, not from inside a thread.',
  'new.thread-failed': 'I could not open a thread here: {problem}',
  'image.replay': 'The whole game replayed, one tile per turn',
  'rematch.button': 'Rematch',
  'rematch.already-in':
    'You are in: the rematch lobby already seats you, and **{host}** starts it when everyone is ready.',
  'rematch.gone': 'That game is no longer the last one played here: start a new one with `/carcassonne new`.',
  'rematch.not-player': 'Only the players of that game can ask for a rematch.',
  'rematch.opened':
    '**{player}** asks for a rematch with the same settings! The players of the last game are seated: leave with `/carcassonne leave` if you are out, and the host presses **Start**.',
} as const;

export type MessageKey = keyof typeof en;
