import type { Catalog } from '../catalog';
import { figureSelect } from '../figure-words';

// Bulgarian messages. Game words follow the Bulgarian Big Box rule book (docs/glossary-bg.md); the player
// is addressed informally (ти), as in src/rules/translations/bg.ts. Parameters that arrive as words
// ({kind}, {feature}) are used in their base form, so sentences around them avoid gender
// agreement; selects on codes (event.figure-placed, score.what.*) agree in gender.
export const bg: Catalog = {
  'language.name': 'Български',
  'tiles.left': '{count, plural, one {Остава # плочка} other {Остават # плочки}}',

  // game words, as the rule book names them
  'word.figure.meeple': 'мийпъл',
  'word.figure.count.meeple': '{count, plural, one {# мийпъл} other {# мийпъла}}',
  'word.role.highwayman': 'разбойник',
  'word.role.knight': 'рицар',
  'word.role.monk': 'монах',
  'word.role.farmer': 'селянин',
  'word.feature.road': 'път',
  'word.feature.city': 'крепост',
  'word.feature.monastery': 'манастир',
  'word.feature.field': 'поляна',
  'word.feature.garden': 'градина',
  'word.feature.other': 'обект',
  'word.token.count.other': '{count, plural, one {# чип} other {# чипа}}',
  'word.color.red': 'червен',
  'word.color.blue': 'син',
  'word.color.yellow': 'жълт',
  'word.color.green': 'зелен',
  'word.color.black': 'черен',
  'word.color.pink': 'розов',
  'word.nobody': 'никой',
  'word.someone': 'някой',
  'word.the-host': 'домакинът',
  'word.rotation': '{degrees}°',
  'list.lines': '{left}\n{right}',
  'list.dotted': '{left} · {right}',
  'list.slashed': '{left}/{right}',

  // expansions, as the Big Box names them
  'expansion.base': 'Основна игра',
  'expansion.none': 'само основната игра',
  'expansion.tile-set.gardens': 'плочки с градини',

  // actions a module offers instead of a figure
  'action.unknown': 'Избор от разширение',

  // why the engine refuses a move
  'refusal.game-over': 'Играта свърши.',
  'refusal.not-your-turn': 'На ход е {player}, не ти.',
  'refusal.tile-already-placed': 'Вече положи плочката си: постави фигурка или пропусни.',
  'refusal.no-tile-drawn': 'За този ход още не е изтеглена плочка.',
  'refusal.coordinates-not-whole': 'x и y трябва да са цели числа.',
  'refusal.bad-rotation': 'Завъртането трябва да е 0, 90, 180 или 270.',
  'refusal.occupied-position': 'На {x},{y} вече има плочка.',
  'refusal.no-neighbour': '{x},{y} не се допира с цяла страна до никоя плочка.',
  'refusal.edge-mismatch':
    '{side, select, N {Северната} E {Източната} S {Южната} other {Западната}} страна не пасва на съседната плочка: {mine} срещу {theirs}.',
  'refusal.place-tile-first': 'Първо положи плочката си.',
  'refusal.skip-before-tile': 'Първо положи плочката си; после можеш да пропуснеш фигурката.',
  'refusal.action-not-offered': 'Това не можеш да го направиш сега.',
  'refusal.not-your-decision': 'Това решава {player}, не ти.',
  'refusal.choice-not-offered': 'Това не е сред възможностите.',
  'refusal.decision-required': 'Това не може да се пропусне: избери една от възможностите.',
  'refusal.decide-first': 'Първо отговори на въпроса в съобщението за хода.',
  'refusal.bad-forced-chance': 'Такова хвърляне или теглене не е възможно тук.',
  'refusal.tile-fits': 'Плочката {tile} пасва на масата, затова не се отделя.',
  'refusal.unknown': 'Правилата не позволяват това.',
  'prompt.decide': '{player}: {question}',
  'prompt.question':
    '{player}, въпрос към теб: {question}\n{choices}{more, plural, =0 {} other { · … още #}}\n{optional, select, yes {Избери {count, plural, =1 {1} other {1–#}} (менюто отдолу или `/carcassonne choose`) или откажи.} other {Избери {count, plural, =1 {1} other {1–#}}: менюто отдолу или `/carcassonne choose`.}}',
  'prompt.choice': '**{number}** {label}',
  'choice.where': '{label} · {where}',
  'where.from-new-tile': '{offset} от новата плочка',
  'where.on-new-tile': 'на новата плочка',
  'where.from-start': '{offset} от началната плочка',
  'where.on-start': 'на началната плочка',
  'where.side':
    '{side, select, N {северна страна} E {източна страна} S {южна страна} W {западна страна} other {среда}}',
  'where.corner':
    '{corner, select, NW {северозападен ъгъл} NE {североизточен ъгъл} SE {югоизточен ъгъл} SW {югозападен ъгъл} other {среда}}',
  'where.choice': 'избор {number}',
  'choice.no-question': 'Сега няма въпрос, на който да отговориш.',
  'choice.answer-first': 'Първо трябва да се отговори на въпроса: {question}',
  'choice.no-such-choice':
    'Няма възможност „{choice}“: {count, plural, =1 {единствената възможност е 1} other {възможностите са от 1 до #}}.',
  'choice.no-answers': 'Въпросът не предлага нищо за избор: откажи го с `/carcassonne skip`.',
  'choice.must-answer':
    'Този въпрос не може да се откаже: {count, plural, =1 {избери единствената възможност} other {избери една от # възможности}}.',
  'game.question-gone': 'На този въпрос вече е отговорено. Използвай най-новото съобщение за хода.',
  'play.not-your-question': '{player} трябва да отговори на този въпрос, не ти. Ще те известя, когато дойде твоят ред.',
  'play.declined': 'Ти отказа.',
  'turn.text.question': '{player}, въпрос към теб: {question}',
  'turn.text.question-clock': '{player}, въпрос към теб: {question} ⏰ Отговори до {ends}.',
  'turn.select.choices': 'Отговор: избери възможност',
  'turn.select.choices-range': 'Отговор: възможности {first}–{last}',
  'turn.select.choice': '{number} · {label}',
  'turn.button.decline': 'Откажи',
  'event.decision-skipped':
    'Времето на {player} за отговор изтече: {declined, select, yes {въпросът беше отказан.} other {беше избрана първата възможност.}}',
  'clock.skipped-question':
    '⏭️ Времето на **{player}** за отговор в ход {turn} изтече: {declined, select, yes {въпросът беше отказан.} other {беше избрана първата възможност.}}',
  'help.answer':
    'Отговори на въпроса: {question} Избери {count, plural, =1 {възможността} other {една от # възможности}} от менюто в съобщението за хода или с `/carcassonne choose option`{optional, select, yes {, или го откажи с **Откажи** или `/carcassonne skip`} other {}}.',
  'help.their-question':
    '{player} трябва да отговори на въпрос сега. Можеш да разгледаш с `/carcassonne board` и `/carcassonne scores`.',
  'notify.dm-question': 'Въпрос към теб в Каркасон (ход {turn}) в {channel}: {link}',
  'notify.fallback-question': '{player}, въпрос към теб: {link}',
  'command.choose': 'Отговори на въпроса в съобщението за хода с номерирана възможност',
  'command.choose.option': 'Номерът на избора ти, както в менюто',
  'command.expansion-all': 'all: всички разширения ({count})',
  'terminal.choice': '  choose {number}: {label}',
  'decision.unknown': 'избери една от възможностите.',
  'points.unknown': '{player} получава {points, plural, one {# точка} other {# точки}}.',
  'refusal.unknown-move': 'Такъв ход в тази игра няма.',
  'refusal.no-such-feature': 'Плочката няма място с номер {feature}.',
  'refusal.no-such-figure': 'В тази игра няма такава фигурка.',
  'refusal.wrong-feature': `Не можеш да поставиш ${figureSelect('bg', (f) => f.word)} на {kind}.`,
  'refusal.no-figure-left': `Нямаш ${figureSelect('bg', (f) => f.word)} в свитата си.`,
  'refusal.needs-own-follower': `Можеш да поставиш ${figureSelect('bg', (f) => f.word)} само там, където вече имаш мийпъл.`,
  'refusal.own-already-there': `Вече имаш ${figureSelect('bg', (f) => f.word)} на този обект ({kind}).`,
  'refusal.feature-occupied': 'Този обект ({kind}) вече е зает от фигурка по-нататък.',
  'refusal.rig-after-placement': 'Ходът може да се нагласи само преди плочката му да е положена.',
  'refusal.no-such-player': 'В тази игра няма такъв играч.',
  'refusal.no-such-tile': 'Няма плочка от вид {tile}.',
  'refusal.tile-not-in-supply': 'В купчината не е останала плочка {tile}.',

  // why game settings are refused
  'setup.unknown-expansion': 'няма разширение „{expansion}“',
  'setup.needs-expansion': '{expansion} изисква {needs}',
  'setup.unknown-option': 'няма настройка „{option}“ (настройки: {choices})',
  'setup.bad-option-value': 'настройката „{option}“ не може да е „{value}“ (възможности: {choices})',
  'setup.player-count': 'играта е за 1 до {max} играчи, не за {count}',
  'setup.duplicate-player': 'всеки играч може да седне само веднъж',
  'setup.unknown-start-tile': 'няма стартова плочка {tile}',
  'setup.bad-start-rotation': 'завъртането на стартовата плочка трябва да е 0, 90, 180 или 270',
  'setup.start-off-board': 'x и y на стартовата плочка трябва да са цели числа в рамките на ±{reach}',

  // how a score came about: "завършена крепост: 3 плочки × 2 + 1 герб × 2"
  'score.reason': '{what}: {arithmetic}',
  'score.what.completed':
    '{kind, select, road {завършен път} city {завършена крепост} monastery {завършен манастир} garden {завършена градина} other {завършен обект}}',
  'score.what.unfinished':
    '{kind, select, road {незавършен път} city {незавършена крепост} monastery {незавършен манастир} garden {незавършена градина} other {незавършен обект}}',
  'score.what.final':
    '{kind, select, road {път} city {крепост} monastery {манастир} garden {градина} field {поляна} other {обект}}',
  'score.term.tile': '{count, plural, one {# плочка} other {# плочки}} × {each}',
  'score.term.pennant': '{count, plural, one {# герб} other {# герба}} × {each}',
  'score.term.itself': 'самата плочка',
  'score.term.tile-around': '{count, plural, one {# плочка} other {# плочки}} наоколо',
  'score.term.completed-city': '{count, plural, one {# завършена крепост} other {# завършени крепости}} × {each}',
  'score.plus': '{left} + {right}',
  'score.rule.plain': '{terms}',

  // what happened in a turn
  'event.tile-placed': '{shape, select, half {{player} положи триъгълна плочка.} other {{player} положи плочка.}}',
  'event.figure-placed': `{player} постави ${figureSelect('bg', (f) => f.word)} {feature, select, road {на път} city {в крепост} monastery {на манастир} field {на поляна} garden {в градина} tower {на кула} other {на обект}}.`,
  'event.scored':
    '{count, plural, one {{players} получава {points} т. за {reason}.} other {{players} получават по {points} т. за {reason}.}}',
  'event.tile-discarded': 'Една плочка беше отделена настрана: не пасва никъде на полето.',
  'event.turn-skipped': 'Времето на {player} изтече: ходът беше пропуснат и плочката се върна.',
  'event.player-removed': '{player} напусна играта; фигурките на играча бяха махнати от полето.',
  'event.game-ended':
    '{count, plural, one {Край на играта! Печели {winners}.} other {Край на играта! {winners} си делят победата.}}',

  // scores
  'scores.waiting': '{player}: чака началото',
  'scores.line':
    '{player} ({color}): {points, plural, one {# точка} other {# точки}}, {figures} в свитата{active, select, yes { ◀} other {}}',
  'scores.line.tokens':
    '{player} ({color}): {points, plural, one {# точка} other {# точки}}, {figures} в свитата · {tokens}{active, select, yes { ◀} other {}}',
  'scores.no-figures': 'няма фигурки',
  'scores.header': '**Точки** (ход {turn})',
  'scores.final': '{player}: {points, plural, one {# точка} other {# точки}}',
  'scores.final.parts': '{player}: {points, plural, one {# точка} other {# точки}} ({parts})',
  'scores.part': '{feature} {points}',
  'scores.nothing': 'няма точки',

  // what to do now
  'prompt.lobby': 'Чакаме играчи: {players}. Домакинът започва играта с `/carcassonne start`.',
  'prompt.over': 'Играта свърши.',
  'prompt.place-tile':
    'Положи плочката, показана на дъската. Избери място {count, plural, =1 {(1)} other {(1–#)}} и завъртане: `/carcassonne place` или менюто отдолу.',
  'prompt.no-figure-spot':
    '{player}, на тази плочка няма място за фигурка: натисни **Без фигурка**, за да завършиш хода си.',
  'prompt.actions-only': '{player}, избери едно от тези или завърши хода си: {actions}.',
  'prompt.place-figure': '{player}, постави фигурка ({spots}) или завърши хода си без фигурка.',
  'prompt.spot': '{letter} {feature}',

  // choosing a spot, a rotation, a figure
  'choice.spot': 'Място {number} ({rotations})',
  'choice.figure-spot': '{letter}: {feature}',
  'choice.figure-spot.kinds': '{letter}: {feature} ({figures})',
  'choice.not-started': 'Играта още не е започнала. Домакинът я започва с `/carcassonne start`.',
  'choice.over': 'Тази игра свърши.',
  'choice.tile-placed-already':
    'Вече положи плочката си: избери място за фигурка (`/carcassonne figure`) или `/carcassonne skip`.',
  'choice.place-tile-first': 'Първо положи плочката си: `/carcassonne place`.',
  'choice.no-such-spot':
    'Няма място {spot}: {count, plural, =1 {единственото място е 1} other {местата са от 1 до #}}.',
  'choice.no-fit': 'Плочката не пасва на място {spot}, завъртяна на {rotation}. Там пасва при {rotations}.',
  'choice.no-figure-spot': 'На тази плочка няма място за фигурка: използвай `/carcassonne skip`.',
  'choice.no-such-letter': 'Няма място за фигурка „{letter}“. Местата на тази плочка са {letters}.',
  'choice.figure-not-here': 'Тази фигурка не може да стои на място {letter}. Фигурки за това място: {allowed}.',
  'choice.action-gone': 'Този избор вече не важи. Използвай най-новото поле.',

  // the game's use cases
  'game.none': 'В този канал няма игра. Започни една с `/carcassonne new`.',
  'game.unknown-expansion': 'Непознато разширение: {unknown}. Налични: {available}.',
  'game.gathering': 'Тук вече се събират играчи за игра. Включи се с `/carcassonne join`.',
  'game.running': 'В този канал вече тече игра. Първо я завършете или прекратете, или започни игра в нишка.',
  'game.bad-settings': 'Тези настройки не стават: {problem}.',
  'game.started-join-next': 'Тази игра вече започна. Гледай или се включи в следващата.',
  'game.already-in': 'Вече си в тази игра.',
  'game.full': 'Играта е пълна ({limit} играчи).',
  'game.started-already': 'Тази игра вече започна.',
  'game.host-only-start': 'Само домакинът, {host}, може да започне играта.',
  'game.host-only-computer': 'Само домакинът, {host}, може да добави компютърен играч.',
  'game.too-few': 'За игра трябват поне {min} играчи. Покани приятел да се включи с `/carcassonne join`.',
  'game.not-in': 'Не си в тази игра.',
  'game.remove-not-allowed': 'Само домакинът или някой, който управлява съобщенията тук, може да извади играч.',
  'game.member-not-in': 'Този човек не участва в тази игра.',
  'game.over': 'Тази игра свърши.',
  'game.abandon-not-allowed': 'Само играчите, домакинът ({host}) или модератор може да прекрати тази игра.',
  'game.already-voted': 'Вече гласува за прекратяване на тази игра.',
  'game.host-only-handover': 'Само домакинът, {host}, може да предаде ролята на домакин.',
  'game.new-host-not-player': 'Новият домакин трябва да е играч в тази игра.',
  'game.not-started': 'Играта още не е започнала. Домакинът я започва с `/carcassonne start`.',
  'game.not-playing': 'Не играеш в тази игра.',
  'game.out-of-date': 'Това поле е остаряло: сега е ход {turn}. Използвай най-новото поле.',
  'game.nothing-to-undo': 'Няма ход за връщане.',
  'game.undo-not-yours': 'Само играчът на ход може да си върне плочката.',
  'game.undo-too-late': 'Няма какво да върнеш: плочката се връща само преди да завършиш хода си.',
  'game.clock-not-allowed': 'Само домакинът или модератор може да настрои часовника за ходовете.',
  'game.clock-range': 'Часовникът за ходовете приема от 0 (изключен) до 336 часа.',
  'game.conflict': 'Някой друг направи ход в същия момент, затова нищо не се промени. Опитай пак.',
  'game.nothing-due': 'Часовникът за ходовете няма какво да направи сега.',

  // the turn post and the private steps of a turn
  'turn.select.spots-range': 'Положи плочката: места {first}–{last}',
  'turn.select.spots': 'Положи плочката: избери място',
  'turn.select.spot': 'Място {number} · пасва при {rotations}',
  'turn.button.figure': '{letter} · {feature}',
  'turn.button.figure-kind': `{letter} · {feature} · ${figureSelect('bg', (f) => f.word)}`,
  'turn.button.no-figure': 'Без фигурка',
  'turn.button.undo': 'Отмени',
  'turn.text.tile': '{player}, на ход си: положи плочката.',
  'turn.text.figure': '{player}, на ход си: постави фигурка или пропусни.',
  'turn.text.tile-clock': '{player}, на ход си: положи плочката. ⏰ Ходът ти свършва {ends}.',
  'turn.text.computer': '{player} играе своя ход.',
  'turn.text.past': 'Тази публикация за хода е остаряла: играта продължава в най-новата публикация.',
  'turn.text.figure-clock': '{player}, на ход си: постави фигурка или пропусни. ⏰ Ходът ти свършва {ends}.',
  'turn.last-turn': '**Последен ход**',
  'turn.close-up': 'Отблизо {region} · номера {numbers}',
  'turn.title': 'Ход {turn} · {player}',
  'turn.footer':
    '{count, plural, one {Остава # плочка} other {Остават # плочки}} · /carcassonne help показва какво можеш да правиш',
  'turn.figure-step':
    'Плочката е положена. Постави фигурка ({spots}) или натисни **Без фигурка**. **Отмени** връща плочката.',
  'turn.figure-step.actions':
    'Плочката е положена. Постави фигурка ({spots}) или натисни **Без фигурка**. Вместо фигурка можеш също: {actions}. **Отмени** връща плочката.',
  'turn.figure-step.none':
    'Плочката е положена. Натисни **Без фигурка**, за да завършиш хода си. **Отмени** връща плочката.',
  'turn.figure-step.none-actions':
    'Плочката е положена. Натисни **Без фигурка**, за да завършиш хода си. Вместо фигурка можеш също: {actions}. **Отмени** връща плочката.',
  'turn.placement-again': 'Върна плочката си. Избери отново място за нея:',
  'turn.preview.place-shown': 'Положи я така ({rotation})',
  'turn.preview.place-at': 'Положи при {rotation}',
  'turn.preview.show': 'Покажи {rotation}',
  'turn.preview.text': 'Място {spot}, завъртяна на {rotation}. Тук пасва при {rotations}.',
  'final.title': 'Край на играта: крайно класиране',
  'final.field.name': '{player}: {points, plural, one {# точка} other {# точки}}',
  'final.footer': 'Нова игра: /carcassonne new',
  'final.content':
    '{count, plural, one {🏆 Край на играта! {winners} печели с резултат {best}.} other {🏆 Край на играта! {winners} си делят победата с резултат {best}.}} Благодаря за играта!',
  'final.content.others':
    '{count, plural, one {🏆 Край на играта! {winners} печели с резултат {best} ({others}).} other {🏆 Край на играта! {winners} си делят победата с резултат {best} ({others}).}} Благодаря за играта!',
  'final.chart-title': 'Точките през играта',
  'image.board': 'Полето на Каркасон',
  'image.chart': 'Точките през играта',
  'image.offered': 'Плочките за избор, номерирани като отговорите',
  'image.shown':
    '{count, plural, one {Плочката, за която е въпросът: № {numbers}} other {Плочките, за които е въпросът: № {numbers}}}',

  // the lobby
  'lobby.title': 'Каркасон: чакаме играчи',
  'lobby.title-begun': 'Каркасон: играта започна',
  'confirm.leave':
    'Да напуснеш ли играта? Фигурките ти слизат от полето, а другите продължават без теб. Това не може да се отмени.',
  'confirm.abandon-now': 'Да прекратиш ли играта за всички? Тя не може да бъде продължена.',
  'confirm.abandon-vote':
    'Да гласуваш ли за прекратяване на играта? Тя приключва, когато са гласували повече от половината играчи.',
  'confirm.button.confirm': 'Потвърди',
  'confirm.button.cancel': 'Откажи',
  'confirm.cancelled': 'Отказано: нищо не е променено.',
  'confirm.confirmed': 'Потвърдено.',
  'confirm.stale':
    'Този въпрос вече не е актуален: играта, за която беше, приключи или се промени. Нищо не е направено.',
  'confirm.not-yours': 'Тези бутони са за члена, който попита. Нищо не е направено.',
  'lobby.rules': 'Правила: {expansions} · {clock} · език: {language}',
  'lobby.rules.gardens': 'Правила: {expansions} · плочки с градини · {clock} · език: {language}',
  'lobby.variants': 'Варианти: {variants}',
  'lobby.tile-sets': 'Комплекти плочки: {sets}',
  'lobby.players': 'Играчи ({count}/{limit}): {players}',
  'lobby.how':
    'Включи се с бутона или `/carcassonne join`. {host} (домакинът) започва играта с **Започни** или `/carcassonne start`.',
  'lobby.button.join': 'Включи се',
  'lobby.button.start': 'Започни',
  'lobby.opened': '**{player}** иска да играе Каркасон!',
  'lobby.joined': '**{player}** се включи в играта.',
  'game.seat-back': '**{player}** си върна мястото и отново играе сам ходовете си.',
  'lobby.closed': 'Това лоби е затворено. Потърси най-новото или започни игра с `/carcassonne new`.',
  'lobby.closed-short': 'Това лоби е затворено.',
  'lobby.begun': 'Играта започна! Ред на игра: {order}. След малко идва първото поле.',
  'lobby.join-in-thread': 'Тази игра се играе в {thread}: присъедини се там.',
  'lobby.left': '**{player}** напусна играта.',
  'lobby.removed': '**{player}** извади **{removed}** от играта.',
  'lobby.figures-gone': 'Фигурките на играча бяха махнати от полето.',
  'lobby.nobody-left': '{headline} Не остана никой, затова играта се отменя.',
  'lobby.vote':
    '**{player}** гласува за прекратяване ({votes} от {needed} нужни гласа). Другите играчи се присъединяват с `/carcassonne abandon`.',
  'lobby.vote-decided':
    '**{player}** даде решаващия глас ({votes} от {needed} нужни гласа): играчите прекратиха играта. Започни нова по всяко време с `/carcassonne new`.',
  'lobby.abandoned': '**{player}** прекрати играта. Започни нова по всяко време с `/carcassonne new`.',
  'lobby.handed-over': '**{player}** предаде ролята на домакин на **{host}**.',
  'lobby.saved-not-posted':
    'Играта е запазена, но не успях да публикувам полето: {problem}. Щом това се оправи, `/carcassonne board` ще го публикува.',

  // moves in Discord
  'play.not-playing': 'Не играеш в тази игра. Но можеш да гледаш!',
  'play.not-your-turn': 'На ход е {player}, не ти. Ще те известя, когато дойде твоят ред.',
  'play.stale-game': 'Това поле е от игра, която свърши. Започни нова с `/carcassonne new`.',
  'play.figure-step-failed':
    'Плочката е положена, но не успях да нарисувам полето. Постави фигурка с `/carcassonne figure` ({spots}) или `/carcassonne skip`.',
  'play.no-spot-ends-turn': 'На тази плочка няма място за фигурка, така че ходът ти свършва тук.',
  'play.no-figure': 'Този ход без фигурка.',
  'play.only-answer': '{player}: имаше само един възможен отговор, затова беше даден веднага.',
  'play.done': 'Готово! {summary}',
  'play.done-next': 'Готово! {summary} Следва {player}.',
  'play.saved': 'запазено',
  'play.not-posted':
    'Ходът ти е отчетен ({summary}), но не успях да публикувам новото поле: {problem}. Щом това се оправи, `/carcassonne board` ще го публикува отново.',
  'play.preview-failed': 'Не успях да нарисувам този преглед. Пак можеш да положиш плочката с `/carcassonne place`.',
  'play.undo-not-drawn':
    'Върна плочката си, но не успях да нарисувам полето. Положи я с `/carcassonne place` или с менюто на най-новото поле.',
  'play.button-unknown': 'Този бутон вече не работи. Използвай `/carcassonne board`.',
  'play.spot-gone': 'Място {spot} вече няма. Използвай най-новото поле.',
  'play.ask-rotation':
    'Плочката пасва на място {spot} със завъртане {rotations}: добави завъртането, напр. `place {spot} {rotation}`.',

  // posting problems
  'post.missing-permission':
    'липсва ми право в този канал (трябват ми Изпращане на съобщения, Прикачване на файлове и Вграждане на връзки)',
  'post.no-access': 'не виждам този канал (Преглед на канали)',
  'post.refused': 'Discord отказа съобщението ({detail})',
  'post.failed': 'нещо се обърка при рисуването или изпращането на полето',
  'post.cannot-post': 'не мога да публикувам в този канал',
  'permission.named': '**{permission}**',
  'permission.view-channel': 'Преглед на канали',
  'permission.send-messages': 'Изпращане на съобщения',
  'permission.send-in-threads': 'Изпращане на съобщения в нишки',
  'permission.attach-files': 'Прикачване на файлове',
  'permission.embed-links': 'Вграждане на връзки',
  'permission.create-public-threads': 'Създаване на публични нишки',
  'permission.thread-advice':
    '{count, plural, one {Не мога да отворя нишка за игра в този канал: липсва ми правото {missing}. Помоли някой, който управлява сървъра, да ми го даде тук, и опитай пак, или отвори играта тук без нишка.} other {Не мога да отворя нишка за игра в този канал: липсват ми правата {missing}. Помоли някой, който управлява сървъра, да ми ги даде тук, и опитай пак, или отвори играта тук без нишка.}}',
  'permission.advice':
    '{count, plural, one {Не мога да публикувам полето в този канал: липсва ми правото {missing}. Помоли някой, който управлява сървъра, да ми го даде тук, и опитай пак.} other {Не мога да публикувам полето в този канал: липсват ми правата {missing}. Помоли някой, който управлява сървъра, да ми ги даде тук, и опитай пак.}}',

  // routing
  'router.failed': 'Съжалявам, нещо се обърка при мен. Нищо не е изгубено; опитай пак.',
  'router.direct-message': 'Каркасон се играе в канал или нишка на сървър, не в лични съобщения.',
  'router.unknown-command': 'Не познавам тази команда. Опитай `/carcassonne help`.',

  // board, tiles, clock
  'board.not-started': 'Играта още не е започнала. Играчи досега: {players}.',
  'board.here': 'Ето полето.',
  'board.not-posted': 'Не успях да публикувам полето: {problem}.',
  'tiles.held': '{left}. Плочките в ръката ти, които виждаш само ти, номерирани както ги назовават въпросите:',
  'tiles.not-started': 'Играта още не е започнала: всички плочки са още в торбата.',
  'clock.choice.off': 'изключен',
  'clock.choice.hours': '{hours, plural, one {# час на ход} other {# часа на ход}}',
  'clock.setting.off': 'без часовник за ходовете',
  'clock.setting.hours': '{hours, plural, one {# час на ход} other {# часа на ход}}',
  'clock.setting.stand-in': '{setting}; след {times} изтекли хода компютърен играч ({level}) заема мястото',
  'clock.deadline': '{at} ({relative})',
  'clock.set': '**{player}** настрои часовника за ходовете: {setting}.',
  'clock.set-now': '**{player}** настрои часовника за ходовете: {setting}. Ходът на {active} вече свършва {ends}.',
  'clock.soon': 'скоро',
  'clock.remind-half': '⏰ {player}, половината от времето ти за ход {turn} изтече — ходът ти свършва {ends}.',
  'clock.remind-end': '⏰ {player}, времето ти за ход {turn} почти изтече — ходът ти свършва {ends}.',
  'clock.skipped-placed':
    '⏭️ Времето на **{player}** изтече: ход {turn} беше пропуснат (плочката остава, където е положена, без фигурка).',
  'clock.skipped-back': '⏭️ Времето на **{player}** изтече: ход {turn} беше пропуснат (плочката се върна в купчината).',
  'clock.removed':
    '🚪 Времето на {player} изтече {times, plural, one {# път} other {# пъти}} и играчът беше изваден от играта; фигурките му слязоха от полето.',
  'clock.replaced':
    '🤖 Времето на {player} изтече {times, plural, one {# път} other {# пъти}}: компютърен играч ({level}) играе вместо него, докато не си върне мястото с `/carcassonne join`.',

  // help
  'help.all-commands':
    '`/carcassonne new` отваря игра (разширения, плочки, часовник `clock`, език `language`) · `join` · `start` (домакин)\n`place spot rotation` · `figure spot` · `choose option` (отговор на въпрос) · `undo` (връща плочката ти) · `skip` (без фигурка)\n`board` публикува полето отново · `scores` точки · `tiles` оставащи плочки · `rules topic` търси правило\n`history` завършени игри тук · `stats` победи и среден резултат · `language` твоят език или на сървъра\n`games` твоите игри на този сървър · `notify how` ходът ти чрез споменаване или лично съобщение · `new thread:true` игра в своя нишка\n`leave` · `abandon` (веднага за домакина или модераторите; играчите гласуват)\n`remove player` · `host user` предава домакинството · `clock hours` (домакин или модератори)',
  'help.text': '**Сега:** {now}\n\n**Всички команди**\n{commands}\n\n{rules}',
  'help.rules': 'Не си сигурен за някое правило? `/carcassonne rules` го търси (само ти виждаш отговора).',
  'help.no-game': 'Тук няма игра. Отвори една с `/carcassonne new`; приятелите ти се включват с `/carcassonne join`.',
  'help.lobby-host': 'Изчакай 1 до 4 приятели да се включат с `/carcassonne join`, после `/carcassonne start`.',
  'help.lobby-seated': 'Вътре си! Изчакай домакина да започне играта.',
  'help.lobby-join': 'Включи се в играта с `/carcassonne join`.',
  'help.over': 'Играта свърши. Започни нова с `/carcassonne new`.',
  'help.manage':
    'Като домакин или модератор можеш също да извадиш играч (`remove`), да прекратиш играта (`abandon`), да предадеш домакинството (`host`) или да настроиш часовника за ходовете (`clock`).',
  'help.their-turn': 'На ход е {player}. Можеш да разгледаш с `/carcassonne board` и `/carcassonne scores`.',
  'help.their-turn-watching':
    'На ход е {player}. Ти гледаш отстрани. Можеш да разгледаш с `/carcassonne board` и `/carcassonne scores`.',
  'help.their-turn-ends': 'Ходът свършва {ends}.',
  'help.your-turn-ends': '⏰ Ходът ти свършва {ends}.',
  'help.place-tile':
    'На ход си: положи плочката си. Избери {count, plural, =1 {мястото с номер 1} other {място от 1 до #}} в менюто под най-новото поле (ще видиш преглед) или напиши `/carcassonne place spot:<номер> rotation:<градуси>`.',
  'help.place-figure':
    'Постави фигурка ({spots}) с бутоните или с `/carcassonne figure spot:<буква>`, или `/carcassonne skip`. Размисли ли? `/carcassonne undo` (или **Отмени**) връща плочката.',
  'help.no-figure-spot':
    'На плочката ти няма място за фигурка: `/carcassonne skip` завършва хода ти. Размисли ли? `/carcassonne undo` (или **Отмени**) връща плочката.',

  // history and statistics
  'history.nothing': 'На този сървър още няма завършени игри. Започни една с `/carcassonne new`!',
  'history.title': '**Завършени игри** (първо най-новите)',
  'history.title-latest': '**Завършени игри** (последните {shown} от {total})',
  'history.line': '{date} 🏆 **{winners}** — {scores}',
  'history.score': '{player} {score}',
  'stats.title': '**Статистика на играчите** (завършени игри на този сървър)',
  'stats.line':
    '**{player}**: {games, plural, one {# игра} other {# игри}}, {wins, plural, one {# победа} other {# победи}}, среден резултат {mean}',

  // rules
  'rules.example': 'Пример:',
  'rules.no-match':
    'Няма правило за „{query}“. Опитай с други думи или с някоя от темите {some}: `/carcassonne rules` ги показва, докато пишеш.',
  'rules.terminal-no-match': 'Няма такова правило. Опитай `rules оценяване` или `rules селянин`.',
  'rules.terminal-topic': '{title}: {text}',
  'rules.terminal-example': 'Пример: {example}',

  // language settings
  'language.set-user': 'Отсега нататък ще ти отговарям на този език: {language}.',
  'language.set-guild':
    'Отсега нататък игрите на този сървър са на този език: {language} (нова игра може да избере друг).',
  'language.guild-not-allowed': 'Само някой, който управлява сървъра, може да задава езика на сървъра.',
  'language.cleared-user': 'Отново ще ти отговарям на езика на твоя Discord.',
  'language.current': 'Отговарям ти на този език: {language}; новите игри на този сървър са на: {server}.',

  // the slash command: descriptions and choices (names stay English; see commands/index.ts)
  'command.description': 'Играй Каркасон тук, по един ход',
  'command.new': 'Отвори нова игра в този канал или нишка; другите се включват, после ти я започваш',
  'command.new.farmers': 'Мийпълите може да лягат на поляни като селяни (по подразбиране: да)',
  'command.new.tiles': 'Кои плочки на основната игра (по подразбиране: класически, с градини при Абата)',
  'command.new.tiles.classic': 'класически (72 плочки)',
  'command.new.tiles.gardens': 'издание с градини',
  'command.new.tiny-city':
    'Вариант: крепост от две плочки носи 1 на плочка, както в първото издание (по подразбиране: не)',
  'command.new.king-robber':
    'Вариант за точките на Краля и барона разбойник (включва разширението; по подразбиране: правилата)',
  'option.tinyCity.true': 'малки крепости: крепост от две плочки носи 1 на плочка (първо издание)',
  'command.new.expansions': 'Още разширения, разделени със запетаи',
  'command.new.clock': 'Часове за ход на всеки играч (по подразбиране: без часовник)',
  'command.new.language': 'Езикът на публикациите на играта (по подразбиране: този на сървъра)',
  'computer.name': 'Компютър {number} ({level})',
  'computer.level.random': 'случаен',
  'computer.level.greedy': 'среден',
  'computer.level.strong': 'силен',
  'command.new.computer': 'Компютърни играчи до теб (по подразбиране: няма)',
  'command.new.level': 'Колко добре играят компютърните играчи (по подразбиране: алчен)',
  'command.new.stand-in': 'С часовник: компютърен играч заема мястото на онзи, чието време изтече 3 пъти',
  'command.new.level.random': 'случаен: всеки позволен ход',
  'command.new.level.greedy': 'алчен: най-много точки в този ход',
  'command.new.level.strong': 'силен: мисли напред според оставащите плочки',
  'game.too-many-computers':
    'Тези правила позволяват най-много {limit} играчи, значи най-много {max} компютърни играчи до теб.',
  'command.join': 'Включи се в играта, която събира играчи тук, или си върни мястото от компютъра',
  'command.join.computer': 'Само домакинът: добави вместо това компютърен играч с това ниво',
  'command.start': 'Започни играта (само домакинът, от 2 до 5 играчи)',
  'command.place': 'Положи изтеглената плочка на номерирано място на полето',
  'command.place.spot': 'Номерът на мястото на полето',
  'command.place.rotation': 'Градуси по часовниковата стрелка; пропусни, за да видиш първо преглед',
  'command.place.rotation-choice': '{rotation} (пасва на място {spot})',
  'command.figure': 'Постави фигурка на място с буква на плочката, която току-що положи',
  'command.figure.spot': 'Буквата на плочката, напр. A',
  'command.figure.kind': 'Коя фигурка (по подразбиране: мийпъл)',
  'command.undo': 'Върни плочката, която току-що положи (преди да избереш фигурка)',
  'command.skip': 'Не поставяй фигурка този ход (след като положиш плочката)',
  'command.board': 'Публикувай отново текущото поле (с бутоните)',
  'command.scores': 'Покажи точките и фигурките, останали на всеки играч',
  'command.tiles': 'Колко плочки остават за теглене',
  'command.rules': 'Потърси правило (само ти виждаш отговора)',
  'command.rules.topic': 'Правило или думи за търсене',
  'command.help': 'Какво можеш да направиш точно сега',
  'command.history': 'Завършените игри на този сървър: дати, победители и точки',
  'command.stats': 'Игри, победи и среден резултат на всеки играч на този сървър',
  'command.leave': 'Напусни играта (фигурките ти слизат от полето; другите продължават)',
  'command.remove': 'Извади играч от играта (домакин или модератори)',
  'command.remove.player': 'Кого да извадиш',
  'command.host': 'Предай ролята на домакин на друг играч (домакин или модератори)',
  'command.host.user': 'Новият домакин',
  'command.clock': 'Настрой часовника: часове за ход, 0 за без часовник (домакин или модератори)',
  'command.clock.hours': 'Часове за ход на всеки играч',
  'command.abandon': 'Прекрати играта: веднага за домакина или модераторите, с мнозинство за играчите',
  'command.language': 'Избери езика, на който ти отговарям, или (с Управление на сървъра) този на сървъра',
  'command.language.language': 'Езикът',
  'command.language.for': 'За теб (по подразбиране) или за целия сървър',
  'command.language.for.me': 'за мен',
  'command.language.for.server': 'за този сървър',
  'command.language.discord': 'езикът на моя Discord',
  'command.expansion-choice': '{ids} ({title})',

  // the board image
  'panel.turn': 'Ход {turn}',
  'panel.over': 'Край на играта',
  'panel.winners': '{count, plural, one {Победител: {winners} ({best})} other {Победители: {winners} ({best})}}',
  'panel.place-tile': '{player}: положи плочката',
  'panel.place-figure': '{player}: постави фигурка ({letters}) или пропусни',
  'panel.no-figure-spot': '{player}: няма място за фигурка: пропусни',
  'panel.tile-rotations': 'Плочка за полагане, по завъртания',
  'panel.figure-spots': 'Места за фигурка на положената плочка',
  'panel.tile-placed': 'Положената плочка',
  'panel.figures-score': 'свита · точки',
  'panel.player': 'Играч',
  'panel.spot': '{letter}  {feature}',
  'panel.spot.kinds': '{letter}  {feature} ({figures})',
  'panel.tiles-left': 'Оставащи плочки: {count}',
  'chart.title': 'Точките през играта',
  'chart.turn': 'ход {turn}',

  // the terminal
  'terminal.help':
    'Команди (същите като /carcassonne в Discord):\n  place МЯСТО [ЗАВЪРТАНЕ] полага плочката на номерирано място, завъртяна на 0, 90, 180 или 270\n  figure БУКВА [ВИД]      поставя фигурка на място с буква на току-що положената плочка\n  skip | pass             завършва хода ти без фигурка\n  action N                избор от разширение вместо фигурка (напр. прибиране на абата)\n  choose N                отговаряш на въпроса към теб с възможност N\n  decline                 отказваш въпроса (когато правилата позволяват)\n  undo                    връща току-що положената плочка\n  board | scores | tiles  отново изображението на полето, точките, оставащите плочки\n  rules [ДУМИ]            търси правило\n  leave                   напуска играта (фигурките ти слизат от полето)\n  3 90 | A | 2            същото, написано направо: място, буква, възможност\n  help | quit',
  'terminal.action': '  action {number}: {label}',
  'terminal.place-tile':
    'Ход {turn}: {player}, положи плочката, показана на дъската. Избери място {count, plural, =1 {(1)} other {(1–#)}}: `place {example}`{oneWay, select, yes {} other { или `place {example} {turned}`, за да завъртиш плочката}}.',
  'terminal.question':
    '{player}, въпрос към теб: {question}\n{choices}{more, plural, =0 {} other {\n  … още #}}\n{optional, select, yes {Напиши `choose N` {count, plural, =1 {(1)} other {(1–#)}} или `decline`.} other {Напиши `choose N` {count, plural, =1 {(1)} other {(1–#)}}.}}',
  'terminal.actions-only': '{player}, избери едно от тези или завърши хода си със `skip`:',
  'terminal.place-tile-first': 'Първо положи плочката си: напиши `place` и мястото, напр. `place 3`.',
  'terminal.no-figure-spot': '{player}, на тази плочка няма място за фигурка: напиши `skip`, за да завършиш хода си.',
  'terminal.which-spot': 'Кажи кое място: `place 3` или `place 3 90`, за да завъртиш плочката.',
  'terminal.unknown-command': 'Непозната команда „{command}“. Напиши `help` за списъка.',
  'terminal.computer': 'Компютър {number}',
  'terminal.bye': 'Чао! (тази игра не беше запазена)',
  'terminal.final-scores': 'Крайно класиране:',
  'terminal.chart': 'Графика на точките: {path}',
  'terminal.confirm-leave':
    'Да напуснеш ли играта? Фигурките ти слизат от полето, а другите продължават. Напиши „leave yes“, за да потвърдиш.',
  'terminal.play-order': 'Ред на игра: {order}.',
  'terminal.board': 'Поле: {path}',
  'terminal.offered': 'Плочки за избор: {path}',
  'terminal.shown':
    '{count, plural, one {Плочката, за която е въпросът, № {numbers}} other {Плочките, за които е въпросът, № {numbers}}}: {path}',
  'bot.restarting': 'Рестартирам. Опитай отново след минута.',
  'settings.clockChoices':
    'Часовникът за ход не може да е {value} часа. Възможностите са {choices} часа на ход (0 = изключен).',
  'settings.optionChoices': 'Опцията {option} не може да е „{value}“. Възможностите са {choices}.',
  'host.passed': '{name} вече е домакин.',
  'storage.unreadable':
    'Запазената игра в този канал не може да бъде прочетена, затова засега тук не може да се играе. Модератор може да я отдели с `/carcassonne abandon` (тя се пази, не се изтрива); след това може да започне нова игра.',
  'storage.setAside':
    '**{name}** отдели нечетимата запазена игра (тя се пази за операторите на бота). Каналът е свободен: започнете нова игра с `/carcassonne new`.',
  'storage.setAsideModeratorOnly':
    'Запазената игра тук не може да бъде прочетена. Само модератор (някой, който може да управлява съобщенията тук) може да я отдели с `/carcassonne abandon`.',
  // бавни игри в няколко канала: /carcassonne games, notify, new thread:true, реванш
  'command.games': 'Игрите, в които участваш на този сървър, и кой е на ход',
  'games.none': 'Не участваш в игра на този сървър. Започни една с `/carcassonne new`!',
  'games.title': '**Твоите игри на този сървър**',
  'games.lobby': '{channel}: събират се играчи ({players})',
  'games.turn': '{channel}: ход {turn}, на ход е **{player}** · {link}',
  'games.your-turn': '{channel}: ход {turn}, **ти си на ход!** · {link}',
  'command.notify': 'Как научаваш, че си на ход: споменаване в канала или лично съобщение',
  'command.notify.how': 'Къде идват известията за твоя ход',
  'command.notify.how.channel': 'споменаване в канала на играта',
  'command.notify.how.dm': 'лично съобщение',
  'notify.current-channel':
    'Когато си на ход, те споменавам в канала на играта. `/carcassonne notify how:dm` ти изпраща лично съобщение вместо това.',
  'notify.current-dm':
    'Когато си на ход, получаваш лично съобщение. `/carcassonne notify how:channel` те споменава в канала на играта вместо това.',
  'notify.set-dm': 'Отсега ти пиша лично съобщение, когато си на ход, във всяка игра.',
  'notify.set-channel': 'Отсега те споменавам в канала на играта, когато си на ход.',
  'notify.dm': 'На ход си в Каркасон (ход {turn}) в {channel}: {link}',
  'notify.fallback': '{player}, на ход си: {link}',
  'notify.fallback-first':
    '{player}, на ход си: {link}\nНе успях да ти изпратя лично съобщение (личните ти съобщения са затворени), затова те споменавам тук.',
  'command.new.thread': 'Отвори играта в нова нишка на този канал',
  'new.thread-name': 'Каркасон · {player}',
  'new.thread-opened': '**{player}** отвори игра на Каркасон в {thread}: присъедини се там!',
  'new.thread-not-here': 'Игра получава своя нишка от текстов канал, не от вътрешността на нишка.',
  'new.thread-failed': 'Не успях да отворя нишка тук: {problem}',
  'image.replay': 'Цялата игра отначало, по една плочка на ход',
  'rematch.button': 'Реванш',
  'rematch.already-in':
    'Вътре си: лобито за реванша вече те има на масата, а **{host}** ще започне играта, когато всички са готови.',
  'rematch.gone': 'Тази игра вече не е последната изиграна тук: започни нова с `/carcassonne new`.',
  'rematch.not-player': 'Само играчите от тази игра могат да поискат реванш.',
  'rematch.opened':
    '**{player}** иска реванш със същите настройки! Играчите от последната игра са седнали: който не иска, излиза с `/carcassonne leave`, а домакинът натиска **Започни**.',
};
