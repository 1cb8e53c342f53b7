// Abbey & Mayor's words in every language. Romanian from the rules (abație, primar, căruță, moșie);
// Latvian from the compendium (abatija, birģermeistars, rati, klēts); Bulgarian and Icelandic have no
// source for this expansion: абатство, кмет, каруца, хамбар and ábótaklaustur, borgarstjóri, vagn, hlaða
// are chosen as plain words.
import type { ExpansionWords } from '../../engine/expansion';

export const abbeyMayorWords: ExpansionWords = {
  en: {
    'expansion.abbey-mayor': 'Abbey & Mayor',
    'word.figure.mayor': 'mayor',
    'word.figure.wagon': 'wagon',
    'word.figure.barn': 'barn',
    'word.figure.count.mayor': '{count, plural, one {# mayor} other {# mayors}}',
    'word.figure.count.wagon': '{count, plural, one {# wagon} other {# wagons}}',
    'word.figure.count.barn': '{count, plural, one {# barn} other {# barns}}',
    'word.token.count.abbey': '{count, plural, one {# abbey tile} other {# abbey tiles}}',
    'decision.abbey-mayor.abbey':
      'play your abbey instead of drawing a tile? It goes into a hole with tiles on all four sides and closes everything around it (decline to draw one).',
    'decision.abbey-mayor.wagon':
      "your wagon's feature has scored: move the wagon to an unfinished, free road, city or monastery it leads into, or take it back (decline).",
    'choice.abbey-mayor.play-abbey': 'Play my abbey',
    'choice.abbey-mayor.move-wagon': 'Move the wagon to this {kind, select, road {road} city {city} other {monastery}}',
    'refusal.abbey-mayor.not-a-hole': 'The abbey goes only into a hole with tiles on all four sides.',
    'refusal.abbey-mayor.barn-needs-farmers': 'The barn needs the farmers: fields are not played in this game.',
    'refusal.abbey-mayor.second-barn': 'This field already has a barn.',
    'refusal.abbey-mayor.no-barn-corner':
      'A barn stands only on a corner of this field where four tiles meet, with field on all four.',
    'refusal.abbey-mayor.barn-field': 'No farmer may go on a field with a barn.',
    'event.abbey-mayor.wagon-moved':
      '{player} moves the wagon on to a {kind, select, road {road} city {city} other {monastery}}.',
    'score.term.barn-city': '{count, plural, one {# completed city} other {# completed cities}} × {each} for the barn',
  },
  ro: {
    'expansion.abbey-mayor': 'Abația și primarul',
    'word.figure.mayor': 'primar',
    'word.figure.wagon': 'căruță',
    'word.figure.barn': 'moșie',
    'word.figure.count.mayor': '{count, plural, one {# primar} few {# primari} other {# de primari}}',
    'word.figure.count.wagon': '{count, plural, one {# căruță} few {# căruțe} other {# de căruțe}}',
    'word.figure.count.barn': '{count, plural, one {# moșie} few {# moșii} other {# de moșii}}',
    'word.token.count.abbey':
      '{count, plural, one {# cartonaș cu abație} few {# cartonașe cu abație} other {# de cartonașe cu abație}}',
    'decision.abbey-mayor.abbey':
      'pui abația în loc să tragi un cartonaș? Merge doar într-un gol mărginit de cartonașe pe toate cele 4 laturi și închide tot ce atinge (treci ca să tragi).',
    'decision.abbey-mayor.wagon':
      'teritoriul căruței tale a fost punctat: mut-o pe un drum, oraș sau mănăstire vecină, neterminată și liberă, ori ia-o înapoi (treci).',
    'choice.abbey-mayor.play-abbey': 'Pun abația',
    'choice.abbey-mayor.move-wagon':
      'Mută căruța pe {kind, select, road {acest drum} city {acest oraș} other {această mănăstire}}',
    'refusal.abbey-mayor.not-a-hole': 'Abația se pune doar într-un gol mărginit de cartonașe pe toate cele 4 laturi.',
    'refusal.abbey-mayor.barn-needs-farmers': 'Moșia cere țăranii: în acest joc nu se joacă cu câmpurile.',
    'refusal.abbey-mayor.second-barn': 'Pe acest câmp e deja o moșie.',
    'refusal.abbey-mayor.no-barn-corner':
      'Moșia se pune doar în colțul acestui câmp unde se întâlnesc patru cartonașe, toate cu câmp acolo.',
    'refusal.abbey-mayor.barn-field': 'Niciun țăran nu se poate pune pe un câmp cu moșie.',
    'event.abbey-mayor.wagon-moved':
      '{player} mută căruța pe {kind, select, road {un drum} city {un oraș} other {o mănăstire}}.',
    'score.term.barn-city':
      '{count, plural, one {# oraș terminat} few {# orașe terminate} other {# de orașe terminate}} × {each} pentru moșie',
  },
  bg: {
    'expansion.abbey-mayor': 'Абатство и кмет',
    'word.figure.mayor': 'кмет',
    'word.figure.wagon': 'каруца',
    'word.figure.barn': 'хамбар',
    'word.figure.count.mayor': '{count, plural, one {# кмет} other {# кмета}}',
    'word.figure.count.wagon': '{count, plural, one {# каруца} other {# каруци}}',
    'word.figure.count.barn': '{count, plural, one {# хамбар} other {# хамбара}}',
    'word.token.count.abbey': '{count, plural, one {# плочка абатство} other {# плочки абатство}}',
    'decision.abbey-mayor.abbey':
      'да поставиш ли абатството си вместо да теглиш плочка? То влиза само в дупка с плочки от четирите страни и затваря всичко около себе си (пропусни, за да теглиш).',
    'decision.abbey-mayor.wagon':
      'територията на каруцата ти беше оценена: премести каруцата на съседен незавършен и свободен път, крепост или манастир или я вземи обратно (пропусни).',
    'choice.abbey-mayor.play-abbey': 'Поставям абатството',
    'choice.abbey-mayor.move-wagon':
      'Премести каруцата на {kind, select, road {този път} city {тази крепост} other {този манастир}}',
    'refusal.abbey-mayor.not-a-hole': 'Абатството се поставя само в дупка с плочки от четирите страни.',
    'refusal.abbey-mayor.barn-needs-farmers': 'Хамбарът иска селяните: в тази игра поляните не се играят.',
    'refusal.abbey-mayor.second-barn': 'На тази поляна вече има хамбар.',
    'refusal.abbey-mayor.no-barn-corner':
      'Хамбарът се поставя само в ъгъл на тази поляна, където се срещат четири плочки, и четирите с поляна там.',
    'refusal.abbey-mayor.barn-field': 'На поляна с хамбар не може да се постави селянин.',
    'event.abbey-mayor.wagon-moved':
      '{player} премества каруцата на {kind, select, road {път} city {крепост} other {манастир}}.',
    'score.term.barn-city':
      '{count, plural, one {# завършена крепост} other {# завършени крепости}} × {each} за хамбара',
  },
  lv: {
    'expansion.abbey-mayor': 'Abatija un birģermeistars',
    'word.figure.mayor': 'birģermeistars',
    'word.figure.wagon': 'rati',
    'word.figure.barn': 'klēts',
    'word.figure.count.mayor':
      '{count, plural, zero {# birģermeistaru} one {# birģermeistars} other {# birģermeistari}}',
    'word.figure.count.wagon': '{count, plural, zero {# ratu} one {# rati} other {# rati}}',
    'word.figure.count.barn': '{count, plural, zero {# klēšu} one {# klēts} other {# klētis}}',
    'word.token.count.abbey':
      '{count, plural, zero {# abatijas laučiņu} one {# abatijas laučiņš} other {# abatijas laučiņi}}',
    'decision.abbey-mayor.abbey':
      'likt savu abatiju, nevis vilkt laučiņu? To liek tikai caurumā, ko no visām četrām pusēm ieskauj laučiņi, un tā noslēdz visu, kam pieskaras (izlaid, lai vilktu).',
    'decision.abbey-mayor.wagon':
      'tavu ratu objekts ir novērtēts: pārvieto ratus uz blakus esošu nepabeigtu, brīvu ceļu, pilsētu vai klosteri vai paņem tos atpakaļ (izlaid).',
    'choice.abbey-mayor.play-abbey': 'Lieku abatiju',
    'choice.abbey-mayor.move-wagon':
      'Pārvietot ratus uz {kind, select, road {šo ceļu} city {šo pilsētu} other {šo klosteri}}',
    'refusal.abbey-mayor.not-a-hole': 'Abatiju liek tikai caurumā, ko no visām četrām pusēm ieskauj laučiņi.',
    'refusal.abbey-mayor.barn-needs-farmers': 'Klētij vajag zemniekus: šajā spēlē lauki netiek spēlēti.',
    'refusal.abbey-mayor.second-barn': 'Uz šī lauka jau ir klēts.',
    'refusal.abbey-mayor.no-barn-corner':
      'Klēti liek tikai šī lauka stūrī, kur satiekas četri laučiņi, un visiem tur ir lauks.',
    'refusal.abbey-mayor.barn-field': 'Uz lauka ar klēti zemnieku likt nedrīkst.',
    'event.abbey-mayor.wagon-moved':
      '{player} pārvieto ratus uz {kind, select, road {ceļu} city {pilsētu} other {klosteri}}.',
    'score.term.barn-city':
      '{count, plural, zero {# pabeigtu pilsētu} one {# pabeigta pilsēta} other {# pabeigtas pilsētas}} × {each} par klēti',
  },
  is: {
    'expansion.abbey-mayor': 'Ábótaklaustur og borgarstjóri',
    'word.figure.mayor': 'borgarstjóri',
    'word.figure.wagon': 'vagn',
    'word.figure.barn': 'hlaða',
    'word.figure.count.mayor': '{count, plural, one {# borgarstjóri} other {# borgarstjórar}}',
    'word.figure.count.wagon': '{count, plural, one {# vagn} other {# vagnar}}',
    'word.figure.count.barn': '{count, plural, one {# hlaða} other {# hlöður}}',
    'word.token.count.abbey': '{count, plural, one {# ábótaklausturflís} other {# ábótaklausturflísar}}',
    'decision.abbey-mayor.abbey':
      'leggja ábótaklaustrið þitt í stað þess að draga flís? Það fer aðeins í holu með flísar á öllum fjórum hliðum og lokar öllu sem það snertir (slepptu til að draga).',
    'decision.abbey-mayor.wagon':
      'svæði vagnsins þíns var talið: færðu vagninn á aðliggjandi ókláraðan og lausan veg, borg eða klaustur, eða taktu hann til baka (slepptu).',
    'choice.abbey-mayor.play-abbey': 'Leggja ábótaklaustrið',
    'choice.abbey-mayor.move-wagon':
      'Færa vagninn á {kind, select, road {þennan veg} city {þessa borg} other {þetta klaustur}}',
    'refusal.abbey-mayor.not-a-hole': 'Ábótaklaustrið fer aðeins í holu með flísar á öllum fjórum hliðum.',
    'refusal.abbey-mayor.barn-needs-farmers': 'Hlaðan þarf bændurna: ekki er spilað með engi í þessu spili.',
    'refusal.abbey-mayor.second-barn': 'Á þessu engi er þegar hlaða.',
    'refusal.abbey-mayor.no-barn-corner':
      'Hlaða stendur aðeins á horni þessa engis þar sem fjórar flísar mætast, allar með engi þar.',
    'refusal.abbey-mayor.barn-field': 'Enginn bóndi má fara á engi með hlöðu.',
    'event.abbey-mayor.wagon-moved':
      '{player} færir vagninn á {kind, select, road {veg} city {borg} other {klaustur}}.',
    'score.term.barn-city': '{count, plural, one {# kláruð borg} other {# kláraðar borgir}} × {each} fyrir hlöðuna',
  },
};
