// Mage & Witch in every language: the figures, the decision after a magic tile, its answers, the score
// words for the mage's tiles and the witch's halving, and what happened to the figures.
import type { ExpansionWords } from '../../engine/expansion';

export const mageWitchWords: ExpansionWords = {
  en: {
    'expansion.mage-witch': 'Mage & Witch',
    'word.figure.mage': 'mage',
    'word.figure.witch': 'witch',
    'word.figure.count.mage': '{count, plural, one {# mage} other {# mages}}',
    'word.figure.count.witch': '{count, plural, one {# witch} other {# witches}}',
    'decision.mage-witch.magic':
      'magic tile: put the mage or the witch on any unfinished road or city, or move one of them there (never both on one).',
    'decision.mage-witch.separate':
      'your tile joined the road or city of the mage and the witch: move one of them to another unfinished road or city.',
    'decision.mage-witch.remove':
      'no free unfinished road or city is left: take the mage or the witch off the board (it comes back with the next magic tile).',
    'choice.mage-witch.place':
      'Put the {figure, select, mage {mage} other {witch}} on this {kind, select, road {road} other {city}} ({tiles, plural, one {# tile} other {# tiles}})',
    'choice.mage-witch.move':
      'Move the {figure, select, mage {mage} other {witch}} to this {kind, select, road {road} other {city}} ({tiles, plural, one {# tile} other {# tiles}})',
    'choice.mage-witch.remove': 'Take the {figure, select, mage {mage} other {witch}} off the board',
    'score.term.mage': '{count, plural, one {# tile} other {# tiles}} × {each} for the mage',
    'score.halved.witch': '({arithmetic}) ÷ 2, rounded up, for the witch',
    'event.mage-witch.placed':
      '{player} puts the {figure, select, mage {mage} other {witch}} on a {kind, select, road {road} other {city}}.',
    'event.mage-witch.moved':
      '{player} moves the {figure, select, mage {mage} other {witch}} to a {kind, select, road {road} other {city}}.',
    'event.mage-witch.removed':
      '{player} takes the {figure, select, mage {mage} other {witch}} off the board: no free road or city was left.',
    'event.mage-witch.set-aside':
      'The {figure, select, mage {mage} other {witch}} leaves the scored feature and waits for the next magic tile.',
  },
  ro: {
    'expansion.mage-witch': 'Magicianul și vrăjitoarea',
    'word.figure.mage': 'magician',
    'word.figure.witch': 'vrăjitoare',
    'word.figure.count.mage': '{count, plural, one {# magician} few {# magicieni} other {# de magicieni}}',
    'word.figure.count.witch': '{count, plural, one {# vrăjitoare} few {# vrăjitoare} other {# de vrăjitoare}}',
    'decision.mage-witch.magic':
      'cartonaș magic: pune magicianul sau vrăjitoarea pe orice drum sau oraș neterminat, ori mută unul dintre ei acolo (niciodată amândoi pe același).',
    'decision.mage-witch.separate':
      'cartonașul tău a unit drumul sau orașul magicianului cu al vrăjitoarei: mută unul dintre ei pe alt drum sau oraș neterminat.',
    'decision.mage-witch.remove':
      'nu mai e liber niciun drum sau oraș neterminat: scoate magicianul sau vrăjitoarea din joc (revine la următorul cartonaș magic).',
    'choice.mage-witch.place':
      'Pune {figure, select, mage {magicianul} other {vrăjitoarea}} pe {kind, select, road {acest drum} other {acest oraș}} ({tiles, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}})',
    'choice.mage-witch.move':
      'Mută {figure, select, mage {magicianul} other {vrăjitoarea}} pe {kind, select, road {acest drum} other {acest oraș}} ({tiles, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}})',
    'choice.mage-witch.remove': 'Scoate {figure, select, mage {magicianul} other {vrăjitoarea}} din joc',
    'score.term.mage':
      '{count, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}} × {each} datorită magicianului',
    'score.halved.witch': '({arithmetic}) ÷ 2, rotunjit în sus, din cauza vrăjitoarei',
    'event.mage-witch.placed':
      '{player} pune {figure, select, mage {magicianul} other {vrăjitoarea}} pe {kind, select, road {un drum} other {un oraș}}.',
    'event.mage-witch.moved':
      '{player} mută {figure, select, mage {magicianul} other {vrăjitoarea}} pe {kind, select, road {un drum} other {un oraș}}.',
    'event.mage-witch.removed':
      '{player} scoate {figure, select, mage {magicianul} other {vrăjitoarea}} din joc: nu mai era liber niciun drum sau oraș.',
    'event.mage-witch.set-aside':
      '{figure, select, mage {Magicianul} other {Vrăjitoarea}} părăsește teritoriul punctat și așteaptă următorul cartonaș magic.',
  },
  bg: {
    'expansion.mage-witch': 'Магьосникът и вещицата',
    'word.figure.mage': 'магьосник',
    'word.figure.witch': 'вещица',
    'word.figure.count.mage': '{count, plural, one {# магьосник} other {# магьосника}}',
    'word.figure.count.witch': '{count, plural, one {# вещица} other {# вещици}}',
    'decision.mage-witch.magic':
      'магическа плочка: постави магьосника или вещицата на който и да е незавършен път или крепост или премести един от тях там (никога двамата на едно място).',
    'decision.mage-witch.separate':
      'плочката ти свърза пътя или крепостта на магьосника и на вещицата: премести единия от тях на друг незавършен път или крепост.',
    'decision.mage-witch.remove':
      'не остана свободен незавършен път или крепост: махни магьосника или вещицата от игралното поле (връща се със следващата магическа плочка).',
    'choice.mage-witch.place':
      'Постави {figure, select, mage {магьосника} other {вещицата}} {kind, select, road {на този път} other {в тази крепост}} ({tiles, plural, one {# плочка} other {# плочки}})',
    'choice.mage-witch.move':
      'Премести {figure, select, mage {магьосника} other {вещицата}} {kind, select, road {на този път} other {в тази крепост}} ({tiles, plural, one {# плочка} other {# плочки}})',
    'choice.mage-witch.remove': 'Махни {figure, select, mage {магьосника} other {вещицата}} от игралното поле',
    'score.term.mage': '{count, plural, one {# плочка} other {# плочки}} × {each} за магьосника',
    'score.halved.witch': '({arithmetic}) ÷ 2, закръглено нагоре, заради вещицата',
    'event.mage-witch.placed':
      '{player} поставя {figure, select, mage {магьосника} other {вещицата}} {kind, select, road {на път} other {в крепост}}.',
    'event.mage-witch.moved':
      '{player} премества {figure, select, mage {магьосника} other {вещицата}} {kind, select, road {на друг път} other {в друга крепост}}.',
    'event.mage-witch.removed':
      '{player} маха {figure, select, mage {магьосника} other {вещицата}} от игралното поле: не остана свободен път или крепост.',
    'event.mage-witch.set-aside':
      '{figure, select, mage {Магьосникът напуска} other {Вещицата напуска}} оценения терен и чака следващата магическа плочка.',
  },
  lv: {
    'expansion.mage-witch': 'Burvis un ragana',
    'word.figure.mage': 'burvis',
    'word.figure.witch': 'ragana',
    'word.figure.count.mage': '{count, plural, zero {# burvju} one {# burvis} other {# burvji}}',
    'word.figure.count.witch': '{count, plural, zero {# raganu} one {# ragana} other {# raganas}}',
    'decision.mage-witch.magic':
      'maģiskais laučiņš: noliec burvi vai raganu uz jebkura nepabeigta ceļa vai pilsētas vai pārvieto vienu no viņiem turp (nekad abus uz viena).',
    'decision.mage-witch.separate':
      'tavs laučiņš savienoja burvja un raganas ceļu vai pilsētu: pārvieto vienu no viņiem uz citu nepabeigtu ceļu vai pilsētu.',
    'decision.mage-witch.remove':
      'neviens brīvs nepabeigts ceļš vai pilsēta nav palicis: noņem burvi vai raganu no laukuma (tas atgriezīsies ar nākamo maģisko laučiņu).',
    'choice.mage-witch.place':
      'Noliec {figure, select, mage {burvi} other {raganu}} uz {kind, select, road {šī ceļa} other {šīs pilsētas}} ({tiles, plural, zero {# laučiņu} one {# laučiņš} other {# laučiņi}})',
    'choice.mage-witch.move':
      'Pārvieto {figure, select, mage {burvi} other {raganu}} uz {kind, select, road {šī ceļa} other {šīs pilsētas}} ({tiles, plural, zero {# laučiņu} one {# laučiņš} other {# laučiņi}})',
    'choice.mage-witch.remove': 'Noņem {figure, select, mage {burvi} other {raganu}} no laukuma',
    'score.term.mage': '{count, plural, zero {# laučiņu} one {# laučiņš} other {# laučiņi}} × {each} par burvi',
    'score.halved.witch': '({arithmetic}) ÷ 2, noapaļots uz augšu, raganas dēļ',
    'event.mage-witch.placed':
      '{player} noliek {figure, select, mage {burvi} other {raganu}} uz {kind, select, road {ceļa} other {pilsētas}}.',
    'event.mage-witch.moved':
      '{player} pārvieto {figure, select, mage {burvi} other {raganu}} uz {kind, select, road {cita ceļa} other {citas pilsētas}}.',
    'event.mage-witch.removed':
      '{player} noņem {figure, select, mage {burvi} other {raganu}} no laukuma: neviens brīvs ceļš vai pilsēta nebija palicis.',
    'event.mage-witch.set-aside':
      '{figure, select, mage {Burvis pamet} other {Ragana pamet}} novērtēto teritoriju un gaida nākamo maģisko laučiņu.',
  },
  is: {
    'expansion.mage-witch': 'Galdramaðurinn og nornin',
    'word.figure.mage': 'galdramaður',
    'word.figure.witch': 'norn',
    'word.figure.count.mage': '{count, plural, one {# galdramaður} other {# galdramenn}}',
    'word.figure.count.witch': '{count, plural, one {# norn} other {# nornir}}',
    'decision.mage-witch.magic':
      'galdraflís: settu galdramanninn eða nornina á hvaða ókláraðan veg eða borg sem er, eða færðu annað þeirra þangað (aldrei bæði á sama stað).',
    'decision.mage-witch.separate':
      'flísin þín tengdi veg eða borg galdramannsins og nornarinnar: færðu annað þeirra á annan ókláraðan veg eða borg.',
    'decision.mage-witch.remove':
      'enginn laus ókláraður vegur eða borg er eftir: taktu galdramanninn eða nornina af borðinu (kemur aftur með næstu galdraflís).',
    'choice.mage-witch.place':
      'Settu {figure, select, mage {galdramanninn} other {nornina}} á {kind, select, road {þennan veg} other {þessa borg}} ({tiles, plural, one {# flís} other {# flísar}})',
    'choice.mage-witch.move':
      'Færðu {figure, select, mage {galdramanninn} other {nornina}} á {kind, select, road {þennan veg} other {þessa borg}} ({tiles, plural, one {# flís} other {# flísar}})',
    'choice.mage-witch.remove': 'Taktu {figure, select, mage {galdramanninn} other {nornina}} af borðinu',
    'score.term.mage': '{count, plural, one {# flís} other {# flísar}} × {each} fyrir galdramanninn',
    'score.halved.witch': '({arithmetic}) ÷ 2, námundað upp, vegna nornarinnar',
    'event.mage-witch.placed':
      '{player} setur {figure, select, mage {galdramanninn} other {nornina}} á {kind, select, road {veg} other {borg}}.',
    'event.mage-witch.moved':
      '{player} færir {figure, select, mage {galdramanninn} other {nornina}} á {kind, select, road {annan veg} other {aðra borg}}.',
    'event.mage-witch.removed':
      '{player} tekur {figure, select, mage {galdramanninn} other {nornina}} af borðinu: enginn laus vegur eða borg var eftir.',
    'event.mage-witch.set-aside':
      '{figure, select, mage {Galdramaðurinn yfirgefur} other {Nornin yfirgefur}} stigaða svæðið og bíður næstu galdraflísar.',
  },
};
