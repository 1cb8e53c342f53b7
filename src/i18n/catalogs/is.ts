import type { Catalog } from '../catalog';
import { capital, figureSelect, isYour } from '../figure-words';

// Icelandic messages. Game words follow the Icelandic rule book and docs/glossary-is.md (þegn,
// förumaður, riddari, munkur, bóndi, vegur, borg, klaustur, akur); the player is addressed as "þú".
// Game words passed in as parameters ({kind}, {feature}, ...) arrive in the nominative, so
// sentences keep them as subjects or in brackets; where a code is passed, a select gives the right case.
export const is: Catalog = {
  'language.name': 'Íslenska',
  'tiles.left': '{count, plural, one {# flís eftir} other {# flísar eftir}}',

  // game words, as the rule books name them
  'word.figure.meeple': 'þegn',
  'word.figure.count.meeple': '{count, plural, one {# þegn} other {# þegnar}}',
  'word.role.highwayman': 'förumaður',
  'word.role.knight': 'riddari',
  'word.role.monk': 'munkur',
  'word.role.farmer': 'bóndi',
  'word.feature.road': 'vegur',
  'word.feature.city': 'borg',
  'word.feature.monastery': 'klaustur',
  'word.feature.field': 'akur',
  'word.feature.garden': 'garður',
  'word.feature.other': 'svæði',
  'word.token.count.other': '{count, plural, one {# spjald} other {# spjöld}}',
  'word.color.red': 'rauður',
  'word.color.blue': 'blár',
  'word.color.yellow': 'gulur',
  'word.color.green': 'grænn',
  'word.color.black': 'svartur',
  'word.color.pink': 'bleikur',
  'word.nobody': 'enginn',
  'word.someone': 'einhver',
  'word.the-host': 'gestgjafinn',
  'word.rotation': '{degrees}°',
  'list.lines': '{left}\n{right}',
  'list.dotted': '{left} · {right}',
  'list.slashed': '{left}/{right}',

  // expansions (rule modules)
  'expansion.base': 'Grunnspilið',
  'expansion.none': 'aðeins grunnspilið',
  'expansion.tile-set.gardens': 'flísar með görðum',

  // actions a module offers instead of a figure
  'action.unknown': 'Val úr viðbót',

  // why the engine refuses a move
  'refusal.game-over': 'Leiknum er lokið.',
  'refusal.not-your-turn': '{player} á leik, ekki þú.',
  'refusal.tile-already-placed': 'Flísin þín er þegar lögð: settu út fígúru eða slepptu því.',
  'refusal.no-tile-drawn': 'Engin flís hefur enn verið dregin í þessari umferð.',
  'refusal.coordinates-not-whole': 'x og y verða að vera heilar tölur.',
  'refusal.bad-rotation': 'Snúningurinn verður að vera 0, 90, 180 eða 270.',
  'refusal.occupied-position': 'Það er þegar flís á {x},{y}.',
  'refusal.no-neighbour': '{x},{y} snertir enga flís með heilli hlið.',
  'refusal.edge-mismatch':
    '{side, select, N {Norðurhliðin} E {Austurhliðin} S {Suðurhliðin} other {Vesturhliðin}} passar ekki við flísina við hliðina: hér er {mine}, þar er {theirs}.',
  'refusal.place-tile-first': 'Leggðu flísina þína fyrst.',
  'refusal.skip-before-tile': 'Leggðu flísina þína fyrst; eftir það getur þú sleppt fígúrunni.',
  'refusal.action-not-offered': 'Þetta getur þú ekki gert núna.',
  'refusal.not-your-decision': '{player} ákveður þetta, ekki þú.',
  'refusal.choice-not-offered': 'Þetta er ekki einn af kostunum.',
  'refusal.decision-required': 'Þessu má ekki sleppa: veldu einn af kostunum.',
  'refusal.decide-first': 'Svaraðu fyrst spurningunni í umferðarfærslunni.',
  'refusal.bad-forced-chance': 'Þetta kast eða dráttur er ekki mögulegt hér.',
  'refusal.tile-fits': 'Flísin {tile} passar á borðið, svo hún er ekki lögð til hliðar.',
  'refusal.unknown': 'Reglurnar leyfa þetta ekki.',
  'prompt.decide': '{player}: {question}',
  'prompt.question':
    '{player}, spurning til þín: {question}\n{choices}{more, plural, =0 {} other { · … # í viðbót}}\n{optional, select, yes {Veldu {count, plural, =1 {1} other {1–#}} (valmyndin hér fyrir neðan eða `/carcassonne choose`), eða hafnaðu.} other {Veldu {count, plural, =1 {1} other {1–#}}: valmyndin hér fyrir neðan eða `/carcassonne choose`.}}',
  'prompt.choice': '**{number}** {label}',
  'choice.where': '{label} · {where}',
  'where.from-new-tile': '{offset} frá nýju flísinni',
  'where.on-new-tile': 'á nýju flísinni',
  'where.from-start': '{offset} frá upphafsflísinni',
  'where.on-start': 'á upphafsflísinni',
  'where.side': '{side, select, N {norðurhlið} E {austurhlið} S {suðurhlið} W {vesturhlið} other {miðja}}',
  'where.corner':
    '{corner, select, NW {norðvesturhorn} NE {norðausturhorn} SE {suðausturhorn} SW {suðvesturhorn} other {miðja}}',
  'where.choice': 'val {number}',
  'choice.no-question': 'Það er engin spurning til að svara núna.',
  'choice.answer-first': 'Fyrst þarf að svara spurningunni: {question}',
  'choice.no-such-choice':
    'Enginn kostur „{choice}“ er til: {count, plural, =1 {eini kosturinn er 1} other {kostirnir eru 1 til #}}.',
  'choice.no-answers': 'Þessi spurning býður ekkert til að velja: hafnaðu henni með `/carcassonne skip`.',
  'choice.must-answer':
    'Ekki má hafna þessari spurningu: {count, plural, =1 {taktu eina kostinn} other {veldu einn af # kostum}}.',
  'game.question-gone': 'Þessari spurningu hefur þegar verið svarað. Notaðu nýjustu umferðarfærsluna.',
  'play.not-your-question': '{player} á að svara þessari spurningu, ekki þú. Ég læt þig vita þegar röðin kemur að þér.',
  'play.declined': 'Þú hafnaðir.',
  'turn.text.question': '{player}, spurning til þín: {question}',
  'turn.text.question-clock': '{player}, spurning til þín: {question} ⏰ Svaraðu {ends}.',
  'turn.select.choices': 'Svar: veldu kost',
  'turn.select.choices-range': 'Svar: kostir {first}–{last}',
  'turn.select.choice': '{number} · {label}',
  'turn.button.decline': 'Hafna',
  'event.decision-skipped':
    'Tíminn til að svara rann út hjá {player}: {declined, select, yes {spurningunni var hafnað.} other {fyrsti kosturinn var valinn.}}',
  'clock.skipped-question':
    '⏭️ Tíminn til að svara í umferð {turn} rann út hjá **{player}**: {declined, select, yes {spurningunni var hafnað.} other {fyrsti kosturinn var valinn.}}',
  'help.answer':
    'Svaraðu spurningunni: {question} Veldu {count, plural, =1 {kostinn} other {einn af # kostum}} í valmynd umferðarfærslunnar eða með `/carcassonne choose option`{optional, select, yes {, eða hafnaðu henni með **Hafna** eða `/carcassonne skip`} other {}}.',
  'help.their-question':
    '{player} á að svara spurningu núna. Þú getur litið á stöðuna með `/carcassonne board` og `/carcassonne scores`.',
  'notify.dm-question': 'Spurning til þín í Carcassonne (umferð {turn}) í {channel}: {link}',
  'notify.fallback-question': '{player}, spurning til þín: {link}',
  'command.choose': 'Svaraðu spurningunni í umferðarfærslunni með númeruðum kosti',
  'command.choose.option': 'Númer kostsins sem þú velur, eins og í valmyndinni',
  'command.expansion-all': 'all: allar viðbætur ({count})',
  'terminal.choice': '  choose {number}: {label}',
  'decision.unknown': 'veldu einn af kostunum.',
  'points.unknown': '{player} fær {points, plural, one {# stig} other {# stig}}.',
  'refusal.unknown-move': 'Þetta er ekki leikur sem er til í þessu spili.',
  'refusal.no-such-feature': 'Flísin hefur engan stað númer {feature}.',
  'refusal.no-such-figure': 'Engin slík fígúra er í þessum leik.',
  'refusal.wrong-feature': `Þarna er {kind}: þangað má ${figureSelect('is', (f) => f.nom)} ekki fara.`,
  'refusal.no-figure-left': `Í birgðunum þínum er ${figureSelect('is', (f) => `${{ kk: 'enginn', kvk: 'engin', hk: 'ekkert' }[f.gender]} ${f.nom}`)} eftir.`,
  'refusal.needs-own-follower': `${figureSelect('is', (f) => capital('is', f.nom))} fer aðeins þangað sem þú átt þegar þegn.`,
  'refusal.own-already-there': `${figureSelect('is', (f) => capital('is', isYour(f, 'nom')))} stendur þegar á þessu svæði ({kind}).`,
  'refusal.feature-occupied': 'Þetta svæði ({kind}) er þegar upptekið: fígúra stendur á því lengra frá.',
  'refusal.rig-after-placement': 'Aðeins er hægt að stilla umferð fyrir fram áður en flísin hennar er lögð.',
  'refusal.no-such-player': 'Enginn slíkur leikmaður er í þessum leik.',
  'refusal.no-such-tile': 'Engin flísategund heitir {tile}.',
  'refusal.tile-not-in-supply': 'Engin flís {tile} er eftir í bunkanum.',

  // why game settings are refused
  'setup.unknown-expansion': 'engin viðbót heitir „{expansion}“',
  'setup.needs-expansion': '{expansion} virkar aðeins með: {needs}',
  'setup.unknown-option': 'enginn valkostur heitir „{option}“ (valkostir: {choices})',
  'setup.bad-option-value': 'valkosturinn „{option}“ getur ekki verið „{value}“ (valmöguleikar: {choices})',
  'setup.player-count': 'leikur þarf 1 til {max} leikmenn, ekki {count}',
  'setup.duplicate-player': 'hver leikmaður má aðeins sitja einu sinni',
  'setup.unknown-start-tile': 'engin byrjunarflís heitir {tile}',
  'setup.bad-start-rotation': 'snúningur byrjunarflísarinnar verður að vera 0, 90, 180 eða 270',
  'setup.start-off-board': 'x og y byrjunarflísarinnar verða að vera heilar tölur innan ±{reach}',

  // how a score came about, after "fær 8 stig fyrir" (accusative): "kláraða borg: 3 flísar × 2 + 1 skjaldarmerki × 2"
  'score.reason': '{what}: {arithmetic}',
  'score.what.completed':
    '{kind, select, road {kláraðan veg} city {kláraða borg} monastery {klárað klaustur} garden {kláraðan garð} other {klárað svæði}}',
  'score.what.unfinished':
    '{kind, select, road {ókláraðan veg} city {ókláraða borg} monastery {óklárað klaustur} garden {ókláraðan garð} other {óklárað svæði}}',
  'score.what.final':
    '{kind, select, road {veg} city {borg} monastery {klaustur} garden {garð} field {akur} other {svæði}}',
  'score.term.tile': '{count, plural, one {# flís} other {# flísar}} × {each}',
  'score.term.pennant': '{count, plural, one {# skjaldarmerki} other {# skjaldarmerki}} × {each}',
  'score.term.itself': 'flísin sjálf',
  'score.term.tile-around': '{count, plural, one {# flís} other {# flísar}} í kring',
  'score.term.completed-city': '{count, plural, one {# kláruð borg} other {# kláraðar borgir}} × {each}',
  'score.plus': '{left} + {right}',
  'score.rule.plain': '{terms}',

  // what happened in a turn
  'event.tile-placed': '{shape, select, half {{player} lagði þríhyrnda flís.} other {{player} lagði flís.}}',
  'event.figure-placed': `{player} setti ${figureSelect('is', (f) => f.acc)} á {feature, select, road {veg} city {borg} monastery {klaustur} field {akur} garden {garð} tower {turn} other {svæði}}.`,
  'event.scored':
    '{count, plural, one {{players} fær {points} stig fyrir {reason}.} other {{players} fá {points} stig hvert fyrir {reason}.}}',
  'event.tile-discarded': 'Flís var lögð til hliðar: hún passar hvergi á borðið.',
  'event.turn-skipped': 'Tíminn rann út hjá {player}: umferðinni var sleppt og flísin fór aftur í bunkann.',
  'event.player-removed': '{player} hætti í leiknum og fígúrurnar fóru af borðinu.',
  'event.game-ended':
    '{count, plural, one {Leik lokið! {winners} vinnur.} other {Leik lokið! {winners} deila sigrinum.}}',

  // scores
  'scores.waiting': '{player}: bíður eftir að leikurinn hefjist',
  'scores.line':
    '{player} ({color}): {points, plural, one {# stig} other {# stig}}, {figures} eftir{active, select, yes { ◀} other {}}',
  'scores.line.tokens':
    '{player} ({color}): {points, plural, one {# stig} other {# stig}}, {figures} eftir · {tokens}{active, select, yes { ◀} other {}}',
  'scores.no-figures': 'engar fígúrur',
  'scores.header': '**Staðan** (umferð {turn})',
  'scores.final': '{player}: {points, plural, one {# stig} other {# stig}}',
  'scores.final.parts': '{player}: {points, plural, one {# stig} other {# stig}} ({parts})',
  'scores.part': '{feature} {points}',
  'scores.nothing': 'engin stig',

  // what to do now
  'prompt.lobby': 'Beðið eftir leikmönnum: {players}. Gestgjafinn hefur leikinn með `/carcassonne start`.',
  'prompt.over': 'Leiknum er lokið.',
  'prompt.place-tile':
    'Leggðu flísina sem sést á borðinu. Veldu stað {count, plural, =1 {(1)} other {(1–#)}} og snúning: `/carcassonne place` eða valmyndin hér fyrir neðan.',
  'prompt.no-figure-spot':
    '{player}, það er hvergi pláss fyrir fígúru á þessari flís: ýttu á **Engin fígúra** til að ljúka umferðinni.',
  'prompt.actions-only': '{player}, veldu eitt af þessu eða ljúktu umferðinni: {actions}.',
  'prompt.place-figure': '{player}, settu út fígúru ({spots}) eða ljúktu umferðinni án hennar.',
  'prompt.spot': '{letter} {feature}',

  // choosing a spot, a rotation, a figure
  'choice.spot': 'Staður {number} ({rotations})',
  'choice.figure-spot': '{letter}: {feature}',
  'choice.figure-spot.kinds': '{letter}: {feature} ({figures})',
  'choice.not-started': 'Leikurinn er ekki hafinn. Gestgjafinn hefur hann með `/carcassonne start`.',
  'choice.over': 'Þessum leik er lokið.',
  'choice.tile-placed-already':
    'Flísin þín er þegar lögð: veldu stað fyrir fígúru (`/carcassonne figure`) eða `/carcassonne skip`.',
  'choice.place-tile-first': 'Leggðu flísina þína fyrst: `/carcassonne place`.',
  'choice.no-such-spot':
    'Enginn staður {spot} er til: {count, plural, =1 {eini staðurinn er 1} other {staðirnir eru 1 til #}}.',
  'choice.no-fit':
    'Flísin passar ekki á stað {spot} snúin {rotation}. Þar passar hún með þessum snúningum: {rotations}.',
  'choice.no-figure-spot': 'Hvergi er pláss fyrir fígúru á þessari flís: notaðu `/carcassonne skip`.',
  'choice.no-such-letter': 'Enginn fígúrustaður heitir „{letter}“. Staðirnir á þessari flís eru {letters}.',
  'choice.figure-not-here': 'Þessi fígúra má ekki fara á stað {letter}. Þar má standa: {allowed}.',
  'choice.action-gone': 'Þetta val er ekki lengur í boði. Notaðu nýjasta borðið.',

  // the game's use cases
  'game.none': 'Enginn leikur er í þessari rás. Byrjaðu einn með `/carcassonne new`.',
  'game.unknown-expansion': 'Óþekkt viðbót: {unknown}. Í boði: {available}.',
  'game.gathering': 'Hér er þegar verið að safna leikmönnum í leik. Taktu þátt með `/carcassonne join`.',
  'game.running':
    'Leikur er þegar í gangi í þessari rás. Kláraðu hann eða hættu við hann fyrst, eða byrjaðu leik í þræði.',
  'game.bad-settings': 'Þessar stillingar ganga ekki: {problem}.',
  'game.started-join-next': 'Þessi leikur er þegar hafinn. Fylgstu með, eða vertu með í þeim næsta.',
  'game.already-in': 'Þú ert þegar með í þessum leik.',
  'game.full': 'Leikurinn er fullskipaður ({limit} leikmenn).',
  'game.started-already': 'Þessi leikur er þegar hafinn.',
  'game.host-only-start': 'Aðeins gestgjafinn, {host}, getur hafið leikinn.',
  'game.host-only-computer': 'Aðeins gestgjafinn, {host}, getur bætt við tölvuspilara.',
  'game.too-few': 'Leikur þarf minnst {min} leikmenn. Biddu vin um að nota `/carcassonne join`.',
  'game.not-in': 'Þú ert ekki með í þessum leik.',
  'game.remove-not-allowed':
    'Aðeins gestgjafinn eða einhver sem má stjórna skilaboðum hér getur tekið leikmann úr leiknum.',
  'game.member-not-in': 'Þessi meðlimur er ekki með í leiknum.',
  'game.over': 'Þessum leik er lokið.',
  'game.abandon-not-allowed': 'Aðeins leikmennirnir, gestgjafinn ({host}) eða stjórnandi geta hætt við þennan leik.',
  'game.already-voted': 'Þú hefur þegar greitt atkvæði með því að hætta við þennan leik.',
  'game.host-only-handover': 'Aðeins gestgjafinn, {host}, getur afhent hlutverk gestgjafa.',
  'game.new-host-not-player': 'Nýi gestgjafinn verður að vera leikmaður í þessum leik.',
  'game.not-started': 'Leikurinn er ekki hafinn. Gestgjafinn hefur hann með `/carcassonne start`.',
  'game.not-playing': 'Þú ert ekki að spila í þessum leik.',
  'game.out-of-date': 'Þetta borð er úrelt: nú er umferð {turn}. Notaðu nýjasta borðið.',
  'game.nothing-to-undo': 'Það er ekkert til að taka til baka.',
  'game.undo-not-yours': 'Aðeins sá sem á leik getur tekið flísina sína til baka.',
  'game.undo-too-late':
    'Ekkert er hægt að taka til baka: þú getur aðeins tekið flís til baka áður en þú lýkur umferðinni.',
  'game.clock-not-allowed': 'Aðeins gestgjafinn eða stjórnandi getur stillt umferðarklukkuna.',
  'game.clock-range': 'Umferðarklukkan tekur frá 0 (slökkt) upp í 336 klukkustundir.',
  'game.conflict': 'Einhver annar lék á sama augnabliki, svo ekkert breyttist. Reyndu aftur.',
  'game.nothing-due': 'Ekkert er fallið á tíma á umferðarklukkunni.',

  // the turn post and the private steps of a turn
  'turn.select.spots-range': 'Leggðu flísina: staðir {first}–{last}',
  'turn.select.spots': 'Leggðu flísina: veldu stað',
  'turn.select.spot': 'Staður {number} · passar {rotations}',
  'turn.button.figure': '{letter} · {feature}',
  'turn.button.figure-kind': `{letter} · {feature} · ${figureSelect('is', (f) => f.nom)}`,
  'turn.button.no-figure': 'Engin fígúra',
  'turn.button.undo': 'Afturkalla',
  'turn.text.tile': '{player}, þú átt leik: leggðu flísina.',
  'turn.text.figure': '{player}, þú átt leik: settu út fígúru eða slepptu því.',
  'turn.text.tile-clock': '{player}, þú átt leik: leggðu flísina. ⏰ Umferðinni þinni lýkur {ends}.',
  'turn.text.computer': '{player} á leik.',
  'turn.text.past': 'Þessi færsla um umferð er úrelt: leikurinn heldur áfram í nýjustu færslunni.',
  'turn.text.figure-clock': '{player}, þú átt leik: settu út fígúru eða slepptu því. ⏰ Umferðinni þinni lýkur {ends}.',
  'turn.last-turn': '**Síðasta umferð**',
  'turn.close-up': 'Nærmynd {region} · númer {numbers}',
  'turn.title': 'Umferð {turn} · {player}',
  'turn.footer':
    '{count, plural, one {# flís eftir} other {# flísar eftir}} · /carcassonne help sýnir hvað þú getur gert',
  'turn.figure-step':
    'Flísin er lögð. Settu fígúru á einn þessara staða: {spots}, eða ýttu á **Engin fígúra**. **Afturkalla** tekur flísina til baka.',
  'turn.figure-step.actions':
    'Flísin er lögð. Settu fígúru á einn þessara staða: {spots}, eða ýttu á **Engin fígúra**. Í stað fígúru getur þú líka: {actions}. **Afturkalla** tekur flísina til baka.',
  'turn.figure-step.none':
    'Flísin er lögð. Ýttu á **Engin fígúra** til að ljúka umferðinni. **Afturkalla** tekur flísina til baka.',
  'turn.figure-step.none-actions':
    'Flísin er lögð. Ýttu á **Engin fígúra** til að ljúka umferðinni. Í stað fígúru getur þú líka: {actions}. **Afturkalla** tekur flísina til baka.',
  'turn.placement-again': 'Þú tókst flísina þína til baka. Veldu aftur stað fyrir hana:',
  'turn.preview.place-shown': 'Leggja hana svona ({rotation})',
  'turn.preview.place-at': 'Leggja snúna {rotation}',
  'turn.preview.show': 'Sýna {rotation}',
  'turn.preview.text': 'Staður {spot}, flísin snúin {rotation}. Hér passar hún með þessum snúningum: {rotations}.',
  'final.title': 'Leik lokið: lokastaðan',
  'final.field.name': '{player}: {points, plural, one {# stig} other {# stig}}',
  'final.footer': 'Byrjaðu nýjan leik með /carcassonne new',
  'final.content':
    '{count, plural, one {🏆 Leik lokið! {winners} vinnur ({best} stig).} other {🏆 Leik lokið! {winners} deila sigrinum ({best} stig).}} Takk fyrir leikinn!',
  'final.content.others':
    '{count, plural, one {🏆 Leik lokið! {winners} vinnur ({best} stig; {others}).} other {🏆 Leik lokið! {winners} deila sigrinum ({best} stig; {others}).}} Takk fyrir leikinn!',
  'final.chart-title': 'Stigin í gegnum leikinn',
  'image.board': 'Carcassonne-borðið',
  'image.chart': 'Stigin í gegnum leikinn',
  'image.offered': 'Flísarnar sem velja má úr, númeraðar eins og svörin',
  'image.shown':
    '{count, plural, one {Flísin sem spurt er um: nr. {numbers}} other {Flísarnar sem spurt er um: nr. {numbers}}}',

  // the lobby
  'lobby.title': 'Carcassonne: beðið eftir leikmönnum',
  'lobby.title-begun': 'Carcassonne: leikurinn er hafinn',
  'confirm.leave':
    'Hætta í þessum leik? Fígúrurnar þínar fara af borðinu og hinir spila áfram án þín. Það er ekki hægt að afturkalla.',
  'confirm.abandon-now': 'Ljúka þessum leik fyrir alla? Ekki er hægt að halda honum áfram.',
  'confirm.abandon-vote':
    'Greiða atkvæði með því að hætta leiknum? Honum lýkur þegar meira en helmingur leikmanna hefur greitt atkvæði.',
  'confirm.button.confirm': 'Staðfesta',
  'confirm.button.cancel': 'Hætta við',
  'confirm.cancelled': 'Hætt við: engu var breytt.',
  'confirm.confirmed': 'Staðfest.',
  'confirm.stale':
    'Þessi spurning er úrelt: leiknum sem hún snerist um er lokið eða hann hefur breyst. Ekkert var gert.',
  'confirm.not-yours': 'Þessir hnappar eru fyrir meðliminn sem spurði. Ekkert var gert.',
  'lobby.rules': 'Reglur: {expansions} · {clock} · tungumál: {language}',
  'lobby.rules.gardens': 'Reglur: {expansions} · flísar með görðum · {clock} · tungumál: {language}',
  'lobby.variants': 'Afbrigði: {variants}',
  'lobby.tile-sets': 'Flísasett: {sets}',
  'lobby.players': 'Leikmenn ({count}/{limit}): {players}',
  'lobby.how':
    'Taktu þátt með hnappnum eða `/carcassonne join`. {host} (gestgjafinn) hefur leikinn með **Byrja** eða `/carcassonne start`.',
  'lobby.button.join': 'Taka þátt',
  'lobby.button.start': 'Byrja',
  'lobby.opened': '**{player}** vill spila Carcassonne!',
  'lobby.joined': '**{player}** bættist í leikinn.',
  'game.seat-back': '**{player}** tók aftur við sætinu sínu og spilar sjálft á ný.',
  'lobby.closed': 'Þessi biðsalur er lokaður. Finndu þann nýjasta, eða byrjaðu leik með `/carcassonne new`.',
  'lobby.closed-short': 'Þessi biðsalur er lokaður.',
  'lobby.begun': 'Leikurinn er hafinn! Röð leikmanna: {order}. Fyrsta borðið er á leiðinni.',
  'lobby.join-in-thread': 'Þessi leikur er spilaður í {thread}: vertu með þar.',
  'lobby.left': '**{player}** hætti í leiknum.',
  'lobby.removed': '**{player}** tók **{removed}** úr leiknum.',
  'lobby.figures-gone': 'Fígúrurnar fóru af borðinu.',
  'lobby.nobody-left': '{headline} Enginn er eftir, svo leikurinn fellur niður.',
  'lobby.vote':
    '**{player}** greiðir atkvæði með því að hætta við leikinn (atkvæði: {votes} af {needed} sem þarf). Hinir leikmennirnir geta tekið undir með `/carcassonne abandon`.',
  'lobby.vote-decided':
    '**{player}** greiddi úrslitaatkvæðið (atkvæði: {votes} af {needed} sem þarf): leikmennirnir hættu við leikinn. Byrjaðu nýjan hvenær sem er með `/carcassonne new`.',
  'lobby.abandoned': '**{player}** hætti við leikinn. Byrjaðu nýjan hvenær sem er með `/carcassonne new`.',
  'lobby.handed-over': '**{player}** afhenti **{host}** hlutverk gestgjafa.',
  'lobby.saved-not-posted':
    'Leikurinn er vistaður, en ég gat ekki birt borðið: {problem}. Þegar það hefur verið lagað birtir `/carcassonne board` það.',

  // moves in Discord
  'play.not-playing': 'Þú ert ekki að spila í þessum leik. Þú getur fylgst með!',
  'play.not-your-turn': '{player} á leik, ekki þú. Ég læt þig vita þegar röðin kemur að þér.',
  'play.stale-game': 'Þetta borð tilheyrir leik sem er lokið. Byrjaðu nýjan með `/carcassonne new`.',
  'play.figure-step-failed':
    'Flísin er lögð, en ég gat ekki teiknað borðið. Settu út fígúru með `/carcassonne figure` ({spots}) eða `/carcassonne skip`.',
  'play.no-spot-ends-turn': 'Það er ekkert pláss fyrir fígúru á þessari flís, svo umferðinni þinni lýkur hér.',
  'play.no-figure': 'Engin fígúra í þessari umferð.',
  'play.only-answer': '{player}: aðeins eitt svar var mögulegt, svo það var gefið strax.',
  'play.done': 'Búið! {summary}',
  'play.done-next': 'Búið! {summary} {player} á leik næst.',
  'play.saved': 'vistað',
  'play.not-posted':
    'Leikurinn þinn gildir ({summary}), en ég gat ekki birt nýja borðið: {problem}. Þegar það hefur verið lagað birtir `/carcassonne board` það aftur.',
  'play.preview-failed': 'Ég gat ekki teiknað þessa forskoðun. Þú getur samt lagt flísina með `/carcassonne place`.',
  'play.undo-not-drawn':
    'Þú tókst flísina þína til baka, en ég gat ekki teiknað borðið. Leggðu hana með `/carcassonne place` eða valmyndinni á nýjasta borðinu.',
  'play.button-unknown': 'Ég kannast ekki lengur við þennan hnapp. Notaðu `/carcassonne board`.',
  'play.spot-gone': 'Staður {spot} er ekki lengur til. Notaðu nýjasta borðið.',
  'play.ask-rotation':
    'Flísin passar á stað {spot} með snúningi {rotations}: bættu snúningnum við, t.d. `place {spot} {rotation}`.',

  // posting problems (Discord has no Icelandic, so a permission's English name follows in brackets)
  'post.missing-permission':
    'Mig vantar heimild í þessari rás (ég þarf að mega senda skilaboð, hengja við skrár og fella inn tengla: Send Messages, Attach Files, Embed Links)',
  'post.no-access': 'Ég sé ekki þessa rás (Skoða rás: View Channel)',
  'post.refused': 'Discord hafnaði skilaboðunum ({detail})',
  'post.failed': 'eitthvað fór úrskeiðis við að teikna eða senda borðið',
  'post.cannot-post': 'ég get ekki birt neitt í þessari rás',
  'permission.named': '**{permission}**',
  'permission.view-channel': 'Skoða rás (View Channel)',
  'permission.send-messages': 'Senda skilaboð (Send Messages)',
  'permission.send-in-threads': 'Senda skilaboð í þráðum (Send Messages in Threads)',
  'permission.attach-files': 'Hengja við skrár (Attach Files)',
  'permission.embed-links': 'Fella inn tengla (Embed Links)',
  'permission.create-public-threads': 'Búa til opinbera þræði (Create Public Threads)',
  'permission.thread-advice':
    '{count, plural, one {Ég get ekki opnað þráð fyrir leik í þessari rás: mig vantar heimildina {missing}. Biddu einhvern sem stjórnar þjóninum að veita mér hana hér og reyndu svo aftur, eða opnaðu leikinn hér án þráðar.} other {Ég get ekki opnað þráð fyrir leik í þessari rás: mig vantar heimildirnar {missing}. Biddu einhvern sem stjórnar þjóninum að veita mér þær hér og reyndu svo aftur, eða opnaðu leikinn hér án þráðar.}}',
  'permission.advice':
    '{count, plural, one {Ég get ekki birt borðið í þessari rás: mig vantar heimildina {missing}. Biddu einhvern sem stjórnar þjóninum að veita mér hana hér og reyndu svo aftur.} other {Ég get ekki birt borðið í þessari rás: mig vantar heimildirnar {missing}. Biddu einhvern sem stjórnar þjóninum að veita mér þær hér og reyndu svo aftur.}}',

  // routing
  'router.failed': 'Því miður fór eitthvað úrskeiðis hjá mér. Ekkert tapaðist; reyndu aftur.',
  'router.direct-message': 'Carcassonne er spilað í rás eða þræði á þjóni, ekki í einkaskilaboðum.',
  'router.unknown-command': 'Ég þekki ekki þessa skipun. Prófaðu `/carcassonne help`.',

  // board, tiles, clock
  'board.not-started': 'Leikurinn er ekki hafinn. Leikmenn hingað til: {players}.',
  'board.here': 'Hér er borðið.',
  'board.not-posted': 'Ég gat ekki birt borðið: {problem}.',
  'tiles.held': '{left}. Flísarnar á hendi þinni, sem aðeins þú sérð, númeraðar eins og spurningarnar nefna þær:',
  'tiles.not-started': 'Leikurinn er ekki hafinn: allar flísarnar eru enn í pokanum.',
  'clock.choice.off': 'slökkt',
  'clock.choice.hours': '{hours, plural, one {# klukkustund á umferð} other {# klukkustundir á umferð}}',
  'clock.setting.off': 'engin umferðarklukka',
  'clock.setting.hours': '{hours, plural, one {# klukkustund á umferð} other {# klukkustundir á umferð}}',
  'clock.setting.stand-in': '{setting}; eftir {times} skipti á tíma tekur tölvuspilari ({level}) við sætinu',
  'clock.deadline': '{at} ({relative})',
  'clock.set': '**{player}** stillti umferðarklukkuna: {setting}.',
  'clock.set-now': '**{player}** stillti umferðarklukkuna: {setting}. Umferðinni hjá {active} lýkur nú {ends}.',
  'clock.soon': 'bráðum',
  'clock.remind-half': '⏰ {player}, helmingur tímans fyrir umferð {turn} er liðinn — umferðinni þinni lýkur {ends}.',
  'clock.remind-end': '⏰ {player}, tíminn fyrir umferð {turn} er næstum búinn — umferðinni þinni lýkur {ends}.',
  'clock.skipped-placed':
    '⏭️ Tíminn rann út hjá **{player}**: umferð {turn} var sleppt (flísin liggur áfram þar sem hún var lögð, án fígúru).',
  'clock.skipped-back': '⏭️ Tíminn rann út hjá **{player}**: umferð {turn} var sleppt (flísin fór aftur í bunkann).',
  'clock.removed':
    '🚪 {player} féll á tíma {times, plural, one {# sinni} other {# sinnum}} og er ekki lengur með í leiknum; fígúrurnar fóru af borðinu.',
  'clock.replaced':
    '🤖 {player} féll á tíma {times, plural, one {# sinni} other {# sinnum}}: tölvuspilari ({level}) spilar í staðinn þar til sætið er tekið aftur með `/carcassonne join`.',

  // help
  'help.all-commands':
    '`/carcassonne new` opna leik (viðbætur, flísar, umferðarklukka `clock`, tungumál `language`) · `join` · `start` (gestgjafi)\n`place spot rotation` · `figure spot` · `choose option` (svara spurningu) · `undo` (taka flísina til baka) · `skip` (engin fígúra)\n`board` borðið aftur · `scores` staðan · `tiles` flísar eftir · `rules topic` fletta upp reglu\n`history` kláraðir leikir hér · `stats` sigrar og meðalstig · `language` þitt tungumál eða þjónsins\n`games` leikirnir þínir á þessum þjóni · `notify how` leikurinn þinn með því að minnast á þig eða í einkaskilaboðum · `new thread:true` leikur í eigin þræði\n`leave` hætta · `abandon` hætta við leikinn (strax hjá gestgjafa eða stjórnendum; leikmenn kjósa)\n`remove player` · `host user` afhenda hlutverk gestgjafa · `clock hours` (gestgjafi eða stjórnendur)',
  'help.text': '**Núna:** {now}\n\n**Allar skipanir**\n{commands}\n\n{rules}',
  'help.rules': 'Óviss um reglu? `/carcassonne rules` flettir henni upp (aðeins þú sérð svarið).',
  'help.no-game':
    'Enginn leikur er hér. Opnaðu leik með `/carcassonne new`; vinir þínir taka þátt með `/carcassonne join`.',
  'help.lobby-host': 'Bíddu eftir að 1 til 4 vinir taki þátt með `/carcassonne join`, notaðu svo `/carcassonne start`.',
  'help.lobby-seated': 'Þú ert með! Bíddu eftir að gestgjafinn hefji leikinn.',
  'help.lobby-join': 'Taktu þátt í leiknum með `/carcassonne join`.',
  'help.over': 'Leiknum er lokið. Byrjaðu annan með `/carcassonne new`.',
  'help.manage':
    'Sem gestgjafi eða stjórnandi getur þú líka tekið leikmann úr leiknum (`remove`), hætt við leikinn (`abandon`), afhent hlutverk gestgjafa (`host`) eða stillt umferðarklukkuna (`clock`).',
  'help.their-turn': '{player} á leik. Þú getur litið á stöðuna með `/carcassonne board` og `/carcassonne scores`.',
  'help.their-turn-watching':
    '{player} á leik. Þú fylgist með. Þú getur litið á stöðuna með `/carcassonne board` og `/carcassonne scores`.',
  'help.their-turn-ends': 'Umferðinni lýkur {ends}.',
  'help.your-turn-ends': '⏰ Umferðinni þinni lýkur {ends}.',
  'help.place-tile':
    'Þú átt leik: leggðu flísina þína. Veldu númeraðan stað {count, plural, =1 {(1)} other {(1–#)}} í valmyndinni undir nýjasta borðinu (þú sérð forskoðun), eða skrifaðu `/carcassonne place spot:<númer> rotation:<gráður>`.',
  'help.place-figure':
    'Settu fígúru á einn þessara staða: {spots}, með hnöppunum eða `/carcassonne figure spot:<stafur>`, eða notaðu `/carcassonne skip`. Skiptirðu um skoðun? `/carcassonne undo` (eða **Afturkalla**) tekur flísina til baka.',
  'help.no-figure-spot':
    'Það er ekkert pláss fyrir fígúru á flísinni þinni: `/carcassonne skip` lýkur umferðinni. Skiptirðu um skoðun? `/carcassonne undo` (eða **Afturkalla**) tekur flísina til baka.',

  // history and statistics
  'history.nothing': 'Engir leikir hafa enn klárast á þessum þjóni. Byrjaðu einn með `/carcassonne new`!',
  'history.title': '**Kláraðir leikir** (nýjustu fyrst)',
  'history.title-latest': '**Kláraðir leikir** (nýjustu {shown} af {total})',
  'history.line': '{date} 🏆 **{winners}** — {scores}',
  'history.score': '{player} {score}',
  'stats.title': '**Tölfræði leikmanna** (kláraðir leikir á þessum þjóni)',
  'stats.line':
    '**{player}**: {games, plural, one {# leikur} other {# leikir}}, {wins, plural, one {# sigur} other {# sigrar}}, meðalstig {mean}',

  // rules
  'rules.example': 'Dæmi:',
  'rules.no-match':
    'Engin regla passar við „{query}“. Prófaðu önnur orð, eða eitt af þessum: {some}. `/carcassonne rules` stingur upp á þeim á meðan þú skrifar.',
  'rules.terminal-no-match': 'Engin regla passar við þetta. Prófaðu `rules stigatalning` eða `rules bóndi`.',
  'rules.terminal-topic': '{title}: {text}',
  'rules.terminal-example': 'Dæmi: {example}',

  // language settings
  'language.set-user': 'Héðan í frá svara ég þér á þessu tungumáli: {language}.',
  'language.set-guild':
    'Leikir þessa þjóns eru héðan í frá á þessu tungumáli: {language} (nýr leikur getur valið annað).',
  'language.guild-not-allowed': 'Aðeins einhver sem má stjórna þjóninum getur stillt tungumál hans.',
  'language.cleared-user': 'Ég svara þér aftur á tungumálinu sem þú notar í Discord.',
  'language.current': 'Ég svara þér á þessu tungumáli: {language}. Nýir leikir þessa þjóns eru á: {server}.',

  // the slash command: descriptions and choices (names stay English; see commands/index.ts)
  'command.description': 'Spilaðu Carcassonne hér, eina umferð í einu',
  'command.new': 'Opnaðu nýjan leik í þessari rás eða þræði; aðrir taka þátt, svo byrjar þú hann',
  'command.new.farmers': 'Þegnar mega liggja á ökrum (sjálfgefið: já)',
  'command.new.tiles': 'Hvaða flísar grunnspilsins (sjálfgefið: klassískar, með görðum ef Ábótinn er með)',
  'command.new.tiles.classic': 'klassískar (72 flísar)',
  'command.new.tiles.gardens': 'útgáfa með görðum',
  'command.new.tiny-city': 'Afbrigði: borg úr tveimur flísum gefur 1 á flís, eins og í fyrstu útgáfu (sjálfgefið: nei)',
  'command.new.king-robber':
    'Afbrigði stigagjafar konungsins og ræningjabarónsins (kveikir á viðbótinni; sjálfgefið: reglurnar)',
  'option.tinyCity.true': 'litlar borgir: borg úr tveimur flísum gefur 1 á flís (fyrsta útgáfa)',
  'command.new.expansions': 'Fleiri viðbætur, aðskildar með kommum',
  'command.new.clock': 'Klukkustundir sem hver leikmaður hefur í umferð (sjálfgefið: slökkt)',
  'command.new.language': 'Tungumál leiksins (sjálfgefið: tungumál þjónsins)',
  'computer.name': 'Tölva {number} ({level})',
  'computer.level.random': 'tilviljun',
  'computer.level.greedy': 'miðlungs',
  'computer.level.strong': 'sterk',
  'command.new.computer': 'Tölvuspilarar sem sitja við hlið þér (sjálfgefið: engir)',
  'command.new.level': 'Hve vel tölvuspilararnir spila (sjálfgefið: gráðug)',
  'command.new.stand-in': 'Með klukku: tölvuspilari tekur við af þeim sem fellur 3 sinnum á tíma',
  'command.new.level.random': 'af handahófi: hvaða löglegi leikur sem er',
  'command.new.level.greedy': 'gráðug: flest stig í þessari umferð',
  'command.new.level.strong': 'sterk: hugsar fram í tímann út frá flísunum sem eftir eru',
  'game.too-many-computers':
    'Þessar reglur leyfa í mesta lagi {limit} leikmenn, svo í mesta lagi {max} tölvuspilara við hlið þér.',
  'command.join': 'Taktu þátt í leiknum sem safnar leikmönnum hér eða taktu sætið þitt aftur af tölvunni',
  'command.join.computer': 'Aðeins gestgjafinn: bættu frekar við tölvuspilara á þessu stigi',
  'command.start': 'Byrjaðu leikinn (aðeins gestgjafinn, 2 til 5 leikmenn)',
  'command.place': 'Leggðu flísina sem þú dróst á númeraðan stað á borðinu',
  'command.place.spot': 'Númer staðarins á borðinu',
  'command.place.rotation': 'Gráður réttsælis; slepptu þessu til að sjá forskoðun fyrst',
  'command.place.rotation-choice': '{rotation} (passar á stað {spot})',
  'command.figure': 'Settu fígúru á merktan stað á flísinni sem þú varst að leggja',
  'command.figure.spot': 'Stafurinn á flísinni, t.d. A',
  'command.figure.kind': 'Hvaða fígúra (sjálfgefið: þegn)',
  'command.undo': 'Taktu til baka flísina sem þú varst að leggja (áður en þú velur fígúru)',
  'command.skip': 'Engin fígúra í þessari umferð (eftir að þú hefur lagt flísina)',
  'command.board': 'Birtu borðið aftur (með hnöppunum)',
  'command.scores': 'Sýndu stöðuna og fígúrurnar sem hver leikmaður á eftir',
  'command.tiles': 'Hve margar flísar eru eftir til að draga',
  'command.rules': 'Flettu upp reglu (aðeins þú sérð svarið)',
  'command.rules.topic': 'Regla, eða orð til að leita að',
  'command.help': 'Hvað þú getur gert núna',
  'command.history': 'Kláraðir leikir þessa þjóns: dagsetningar, sigurvegarar og stig',
  'command.stats': 'Leikir, sigrar og meðalstig hvers leikmanns á þessum þjóni',
  'command.leave': 'Hættu í leiknum (fígúrurnar þínar fara af borðinu; hinir spila áfram)',
  'command.remove': 'Taktu leikmann úr leiknum (gestgjafi eða stjórnendur)',
  'command.remove.player': 'Hvern á að taka úr leiknum',
  'command.host': 'Afhentu öðrum leikmanni hlutverk gestgjafa (gestgjafi eða stjórnendur)',
  'command.host.user': 'Nýi gestgjafinn',
  'command.clock': 'Stilltu umferðarklukkuna: klukkustundir á umferð, 0 fyrir enga (gestgjafi eða stjórnendur)',
  'command.clock.hours': 'Klukkustundir sem hver leikmaður hefur í umferð',
  'command.abandon': 'Ljúktu leiknum: strax hjá gestgjafa eða stjórnendum, með meirihluta atkvæða hjá leikmönnum',
  'command.language': 'Veldu tungumálið sem ég svara þér á, eða (með heimild til að stjórna þjóni) þjónsins',
  'command.language.language': 'Tungumálið',
  'command.language.for': 'Fyrir þig (sjálfgefið) eða fyrir allan þjóninn',
  'command.language.for.me': 'mig',
  'command.language.for.server': 'þennan þjón',
  'command.language.discord': 'tungumálið mitt í Discord',
  'command.expansion-choice': '{ids} ({title})',

  // the board image
  'panel.turn': 'Umferð {turn}',
  'panel.over': 'Leik lokið',
  'panel.winners': '{count, plural, one {Sigurvegari: {winners} ({best})} other {Sigurvegarar: {winners} ({best})}}',
  'panel.place-tile': '{player}: leggðu flísina',
  'panel.place-figure': '{player}: settu út fígúru ({letters}) eða slepptu',
  'panel.no-figure-spot': '{player}: ekkert pláss fyrir fígúru: slepptu',
  'panel.tile-rotations': 'Flísin sem á að leggja, eftir snúningi',
  'panel.figure-spots': 'Fígúrustaðir á flísinni sem var lögð',
  'panel.tile-placed': 'Flísin sem var lögð',
  'panel.figures-score': 'fígúrur eftir · stig',
  'panel.player': 'Leikmaður',
  'panel.spot': '{letter}  {feature}',
  'panel.spot.kinds': '{letter}  {feature} ({figures})',
  'panel.tiles-left': 'Flísar eftir: {count}',
  'chart.title': 'Stigin í gegnum leikinn',
  'chart.turn': 'umferð {turn}',

  // the terminal
  'terminal.help':
    'Skipanir (þær sömu og /carcassonne í Discord):\n  place STAÐUR [SNÚNINGUR]   leggðu flísina á númeraðan stað, snúna 0, 90, 180 eða 270\n  figure STAFUR [GERÐ]       settu fígúru á merktan stað á flísinni sem þú varst að leggja\n  skip | pass                ljúktu umferðinni án fígúru\n  action N                   val úr viðbót í stað fígúru (t.d. kalla ábótann til baka)\n  choose N                   svaraðu spurningunni til þín með kosti N\n  decline                    hafnaðu spurningunni (þegar reglurnar leyfa)\n  undo                       taktu til baka flísina sem þú varst að leggja\n  board | scores | tiles     borðið aftur, staðan, flísarnar sem eru eftir\n  rules [ORÐ]                flettu upp reglu\n  leave                      hættu í leiknum (fígúrurnar þínar fara af borðinu)\n  3 90 | A | 2               það sama, skrifað beint: staður, stafur, kostur\n  help | quit',
  'terminal.action': '  action {number}: {label}',
  'terminal.place-tile':
    'Umferð {turn}: {player}, leggðu flísina sem sést á borðinu. Veldu stað {count, plural, =1 {(1)} other {(1–#)}}: `place {example}`{oneWay, select, yes {} other {, eða `place {example} {turned}` til að snúa flísinni}}.',
  'terminal.question':
    '{player}, spurning til þín: {question}\n{choices}{more, plural, =0 {} other {\n  … # í viðbót}}\n{optional, select, yes {Skrifaðu `choose N` {count, plural, =1 {(1)} other {(1–#)}}, eða `decline`.} other {Skrifaðu `choose N` {count, plural, =1 {(1)} other {(1–#)}}.}}',
  'terminal.actions-only': '{player}, veldu eitt af þessu eða ljúktu umferðinni með `skip`:',
  'terminal.place-tile-first': 'Leggðu flísina þína fyrst: skrifaðu `place` og staðinn, t.d. `place 3`.',
  'terminal.no-figure-spot':
    '{player}, það er hvergi pláss fyrir fígúru á þessari flís: skrifaðu `skip` til að ljúka umferðinni.',
  'terminal.which-spot': 'Segðu hvaða stað: `place 3`, eða `place 3 90` til að snúa flísinni.',
  'terminal.unknown-command': 'Óþekkt skipun „{command}“. Skrifaðu `help` til að sjá listann.',
  'terminal.computer': 'Tölva {number}',
  'terminal.bye': 'Bless! (þessi leikur var ekki vistaður)',
  'terminal.final-scores': 'Lokastaða:',
  'terminal.chart': 'Stigarit: {path}',
  'terminal.confirm-leave':
    'Hætta í leiknum? Fígúrurnar þínar fara af borðinu og hinir spila áfram. Skrifaðu „leave yes“ til að staðfesta.',
  'terminal.play-order': 'Röð leikmanna: {order}.',
  'terminal.board': 'Borð: {path}',
  'terminal.offered': 'Flísar til að velja úr: {path}',
  'terminal.shown':
    '{count, plural, one {Flísin sem spurt er um, nr. {numbers}} other {Flísarnar sem spurt er um, nr. {numbers}}}: {path}',
  'bot.restarting': 'Ég er að endurræsa mig. Reyndu aftur eftir mínútu.',
  'settings.clockChoices':
    'Umferðarklukkan getur ekki verið {value} klukkustundir. Valkostirnir eru {choices} klukkustundir á umferð (0 = slökkt).',
  'settings.optionChoices': 'Stillingin {option} getur ekki verið „{value}“. Valkostirnir eru {choices}.',
  'host.passed': '{name} er nú gestgjafi.',
  'storage.unreadable':
    'Ekki er hægt að lesa vistaða leikinn á þessari rás, svo ekki er hægt að spila hér í bili. Stjórnandi getur lagt hann til hliðar með `/carcassonne abandon` (hann er geymdur, ekki eytt); síðan má hefja nýjan leik.',
  'storage.setAside':
    '**{name}** lagði ólæsilega vistaða leikinn til hliðar (hann er geymdur fyrir umsjónarmenn vélmennisins). Rásin er laus: hefjið nýjan leik með `/carcassonne new`.',
  'storage.setAsideModeratorOnly':
    'Ekki er hægt að lesa vistaða leikinn hér. Aðeins stjórnandi (sá sem getur stjórnað skilaboðum hér) getur lagt hann til hliðar með `/carcassonne abandon`.',
  // hægir leikir í mörgum rásum: /carcassonne games, notify, new thread:true, endurleikur
  'command.games': 'Leikirnir sem þú ert í á þessum þjóni, og hver á leik',
  'games.none': 'Þú ert ekki í neinum leik á þessum þjóni. Byrjaðu einn með `/carcassonne new`!',
  'games.title': '**Leikirnir þínir á þessum þjóni**',
  'games.lobby': '{channel}: leikmenn safnast saman ({players})',
  'games.turn': '{channel}: umferð {turn}, **{player}** á leik · {link}',
  'games.your-turn': '{channel}: umferð {turn}, **þú átt leik!** · {link}',
  'command.notify': 'Hvernig þú fréttir að þú eigir leik: minnst á þig í rásinni eða einkaskilaboð',
  'command.notify.how': 'Hvert tilkynningar um leikinn þinn fara',
  'command.notify.how.channel': 'minnst á þig í rás leiksins',
  'command.notify.how.dm': 'einkaskilaboð',
  'notify.current-channel':
    'Þegar þú átt leik er minnst á þig í rás leiksins. `/carcassonne notify how:dm` sendir þér einkaskilaboð í staðinn.',
  'notify.current-dm':
    'Þegar þú átt leik færðu einkaskilaboð. `/carcassonne notify how:channel` minnist á þig í rás leiksins í staðinn.',
  'notify.set-dm': 'Héðan í frá sendi ég þér einkaskilaboð þegar þú átt leik, í hverjum leik.',
  'notify.set-channel': 'Héðan í frá minnist ég á þig í rás leiksins þegar þú átt leik.',
  'notify.dm': 'Þú átt leik í Carcassonne (umferð {turn}) í {channel}: {link}',
  'notify.fallback': '{player}, þú átt leik: {link}',
  'notify.fallback-first':
    '{player}, þú átt leik: {link}\nÉg gat ekki sent þér einkaskilaboð (einkaskilaboðin þín eru lokuð), svo ég minnist á þig hér í staðinn.',
  'command.new.thread': 'Opnaðu leikinn í nýjum þræði þessarar rásar',
  'new.thread-name': 'Carcassonne · {player}',
  'new.thread-opened': '**{player}** opnaði Carcassonne-leik í {thread}: vertu með þar!',
  'new.thread-not-here': 'Leikur fær eigin þráð úr textarás, ekki innan úr þræði.',
  'new.thread-failed': 'Ég gat ekki opnað þráð hér: {problem}',
  'image.replay': 'Allur leikurinn endurspilaður, ein flís í hverri umferð',
  'rematch.button': 'Endurleikur',
  'rematch.already-in':
    'Þú ert með: biðsalur endurleiksins er þegar með þig við borðið og **{host}** byrjar leikinn þegar allir eru tilbúnir.',
  'rematch.gone': 'Sá leikur er ekki lengur sá síðasti sem var spilaður hér: byrjaðu nýjan með `/carcassonne new`.',
  'rematch.not-player': 'Aðeins leikmenn þess leiks geta beðið um endurleik.',
  'rematch.opened':
    '**{player}** biður um endurleik með sömu stillingum! Leikmenn síðasta leiks eru skráðir: sá sem vill ekki vera með fer með `/carcassonne leave`, og gestgjafinn ýtir á **Byrja**.',
};
