// The Tunnel's words in every language: the Latvian rule book's tunelis, tuneļa žetons and tuneļa portāls,
// the Romanian order of play's jeton de tunel and portal de tunel; Bulgarian and Icelandic have no source:
// жетон за тунел / портал and gangamerki / gangamunni are chosen. {colour} is a player colour's id, said
// in the form the token's word needs.
import type { ExpansionWords } from '../../engine/expansion';
import { capitalBranches } from '../../i18n/figure-words';

const COLOUR = {
  en: '{colour, select, red {red} blue {blue} yellow {yellow} green {green} black {black} other {pink}}',
  ro: '{colour, select, red {roșu} blue {albastru} yellow {galben} green {verde} black {negru} other {roz}}',
  bg: '{colour, select, red {червен} blue {син} yellow {жълт} green {зелен} black {черен} other {розов}}',
  lv: '{colour, select, red {sarkano} blue {zilo} yellow {dzelteno} green {zaļo} black {melno} other {rozā}}',
  is: '{colour, select, red {rauða} blue {bláa} yellow {gula} green {græna} black {svarta} other {bleika}}',
};
const LV_NOM =
  '{colour, select, red {sarkanais} blue {zilais} yellow {dzeltenais} green {zaļais} black {melnais} other {rozā}}';

export const tunnelWords: ExpansionWords = {
  en: {
    'expansion.tunnel': 'The Tunnel',
    'decision.tunnel.token': 'you may put one of your tunnel tokens on a free tunnel portal (once a turn, or decline).',
    'choice.tunnel.tunnel-token': `${capitalBranches('en', COLOUR.en)} token on the portal at {x},{y}{completes, select, yes { (finishes the tunnel)} other {}}`,
    'event.tunnel.token-placed': `{player} puts a ${COLOUR.en} tunnel token on the portal at {x},{y}.`,
    'event.tunnel.tunnel-built': `{player} puts the second ${COLOUR.en} tunnel token on the portal at {x},{y}: the road runs through the tunnel.`,
    'refusal.tunnel.no-portal': 'There is no free tunnel portal there.',
    'panel.tunnel.tokens': '{tokens, plural, one {# tunnel token} other {# tunnel tokens}}',
  },
  ro: {
    'expansion.tunnel': 'Tunelul',
    'decision.tunnel.token':
      'poți pune un jeton de tunel de-al tău pe un portal de tunel neocupat (o dată pe tur, sau renunță).',
    'choice.tunnel.tunnel-token': `Jeton ${COLOUR.ro} pe portalul de la {x},{y}{completes, select, yes { (termină tunelul)} other {}}`,
    'event.tunnel.token-placed': `{player} pune un jeton de tunel ${COLOUR.ro} pe portalul de la {x},{y}.`,
    'event.tunnel.tunnel-built': `{player} pune al doilea jeton de tunel ${COLOUR.ro} pe portalul de la {x},{y}: drumul trece prin tunel.`,
    'refusal.tunnel.no-portal': 'Acolo nu există un portal de tunel neocupat.',
    'panel.tunnel.tokens':
      '{tokens, plural, one {# jeton de tunel} few {# jetoane de tunel} other {# de jetoane de tunel}}',
  },
  bg: {
    'expansion.tunnel': 'Тунелът',
    'decision.tunnel.token':
      'можеш да поставиш един свой жетон за тунел на свободен портал (веднъж на ход, или се откажи).',
    'choice.tunnel.tunnel-token': `${capitalBranches('bg', COLOUR.bg)} жетон на портала на {x},{y}{completes, select, yes { (завършва тунела)} other {}}`,
    'event.tunnel.token-placed': `{player} поставя ${COLOUR.bg} жетон за тунел на портала на {x},{y}.`,
    'event.tunnel.tunnel-built': `{player} поставя втория ${COLOUR.bg} жетон за тунел на портала на {x},{y}: пътят минава през тунела.`,
    'refusal.tunnel.no-portal': 'Там няма свободен портал на тунел.',
    'panel.tunnel.tokens': '{tokens, plural, one {# жетон за тунел} other {# жетона за тунел}}',
  },
  lv: {
    'expansion.tunnel': 'Tunelis',
    'decision.tunnel.token':
      'vari uzlikt vienu savu tuneļa žetonu uz neaizņemta tuneļa portāla (vienreiz gājienā, vai atsakies).',
    'choice.tunnel.tunnel-token': `${capitalBranches('lv', LV_NOM)} žetons uz portāla {x},{y}{completes, select, yes { (pabeidz tuneli)} other {}}`,
    'event.tunnel.token-placed': `{player} uzliek ${COLOUR.lv} tuneļa žetonu uz portāla {x},{y}.`,
    'event.tunnel.tunnel-built': `{player} uzliek otro ${COLOUR.lv} tuneļa žetonu uz portāla {x},{y}: ceļš iet caur tuneli.`,
    'refusal.tunnel.no-portal': 'Tur nav neaizņemta tuneļa portāla.',
    'panel.tunnel.tokens': '{tokens, plural, zero {# tuneļa žetonu} one {# tuneļa žetons} other {# tuneļa žetoni}}',
  },
  is: {
    'expansion.tunnel': 'Göngin',
    'decision.tunnel.token':
      'þú mátt setja eitt af gangamerkjum þínum á lausan gangamunna (einu sinni í umferð, eða sleppa því).',
    'choice.tunnel.tunnel-token': `${capitalBranches('is', COLOUR.is)} merkið á munnann á {x},{y}{completes, select, yes { (klárar göngin)} other {}}`,
    'event.tunnel.token-placed': `{player} setur ${COLOUR.is} gangamerkið á munnann á {x},{y}.`,
    'event.tunnel.tunnel-built': `{player} setur seinna ${COLOUR.is} gangamerkið á munnann á {x},{y}: vegurinn liggur um göngin.`,
    'refusal.tunnel.no-portal': 'Þar er enginn laus gangamunni.',
    'panel.tunnel.tokens': '{tokens, plural, one {# gangamerki} other {# gangamerki}}',
  },
};
