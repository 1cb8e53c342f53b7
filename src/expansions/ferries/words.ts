// The Ferries' own words in every language (the glossaries' words: ferry, lake, road).
import type { ExpansionWords } from '../../engine/expansion';

export const ferriesWords: ExpansionWords = {
  en: {
    'expansion.ferries': 'Ferries',
    'decision.ferries.place': "put the new lake's ferry across it: which two roads does it join?",
    'decision.ferries.move':
      'your road leads to a ferry: turn it to join two other roads of its lake, or leave it as it is.',
    'choice.ferries.placeFerry':
      'Ferry between the {from, select, N {north} E {east} S {south} other {west}} and {to, select, N {north} E {east} S {south} other {west}} roads',
    'choice.ferries.moveFerry':
      'Turn it between the {from, select, N {north} E {east} S {south} other {west}} and {to, select, N {north} E {east} S {south} other {west}} roads',
    'event.ferries.placed':
      '{player} put a ferry across a lake, between the {from, select, N {north} E {east} S {south} other {west}} and {to, select, N {north} E {east} S {south} other {west}} roads.',
    'event.ferries.moved':
      '{player} turned a ferry, now between the {from, select, N {north} E {east} S {south} other {west}} and {to, select, N {north} E {east} S {south} other {west}} roads.',
  },
  ro: {
    'expansion.ferries': 'Bacuri',
    'decision.ferries.place': 'pune bacul pe lacul nou: ce două drumuri leagă?',
    'decision.ferries.move':
      'drumul tău duce la un bac: îl poți întoarce ca să lege alte două drumuri ale lacului sau îl lași cum e.',
    'choice.ferries.placeFerry':
      'Bac între drumul de {from, select, N {nord} E {est} S {sud} other {vest}} și cel de {to, select, N {nord} E {est} S {sud} other {vest}}',
    'choice.ferries.moveFerry':
      'Întoarce-l între drumul de {from, select, N {nord} E {est} S {sud} other {vest}} și cel de {to, select, N {nord} E {est} S {sud} other {vest}}',
    'event.ferries.placed':
      '{player} a pus un bac pe un lac, între drumul de {from, select, N {nord} E {est} S {sud} other {vest}} și cel de {to, select, N {nord} E {est} S {sud} other {vest}}.',
    'event.ferries.moved':
      '{player} a întors un bac, acum între drumul de {from, select, N {nord} E {est} S {sud} other {vest}} și cel de {to, select, N {nord} E {est} S {sud} other {vest}}.',
  },
  bg: {
    'expansion.ferries': 'Ладиите',
    'decision.ferries.place': 'постави ладията на новото езеро: кои два пътя свързва тя?',
    'decision.ferries.move':
      'пътят ти води до ладия: можеш да я преместиш, за да свързва други два пътя на езерото, или да я оставиш.',
    'choice.ferries.placeFerry':
      'Ладия между {from, select, N {северния} E {източния} S {южния} other {западния}} и {to, select, N {северния} E {източния} S {южния} other {западния}} път',
    'choice.ferries.moveFerry':
      'Премести я между {from, select, N {северния} E {източния} S {южния} other {западния}} и {to, select, N {северния} E {източния} S {южния} other {западния}} път',
    'event.ferries.placed':
      '{player} постави ладия на езеро, между {from, select, N {северния} E {източния} S {южния} other {западния}} и {to, select, N {северния} E {източния} S {южния} other {западния}} път.',
    'event.ferries.moved':
      '{player} премести ладия, сега между {from, select, N {северния} E {източния} S {южния} other {западния}} и {to, select, N {северния} E {източния} S {южния} other {западния}} път.',
  },
  lv: {
    'expansion.ferries': 'Prāmji',
    'decision.ferries.place': 'novieto jaunā ezera prāmi: kurus divus ceļus tas savieno?',
    'decision.ferries.move':
      'tavs ceļš ved uz prāmi: vari to pagriezt, lai tas savieno citus divus ezera ceļus, vai atstāt, kā ir.',
    'choice.ferries.placeFerry':
      'Prāmis starp {from, select, N {ziemeļu} E {austrumu} S {dienvidu} other {rietumu}} un {to, select, N {ziemeļu} E {austrumu} S {dienvidu} other {rietumu}} ceļu',
    'choice.ferries.moveFerry':
      'Pagriezt to starp {from, select, N {ziemeļu} E {austrumu} S {dienvidu} other {rietumu}} un {to, select, N {ziemeļu} E {austrumu} S {dienvidu} other {rietumu}} ceļu',
    'event.ferries.placed':
      '{player} novietoja prāmi uz ezera starp {from, select, N {ziemeļu} E {austrumu} S {dienvidu} other {rietumu}} un {to, select, N {ziemeļu} E {austrumu} S {dienvidu} other {rietumu}} ceļu.',
    'event.ferries.moved':
      '{player} pagrieza prāmi, tagad starp {from, select, N {ziemeļu} E {austrumu} S {dienvidu} other {rietumu}} un {to, select, N {ziemeļu} E {austrumu} S {dienvidu} other {rietumu}} ceļu.',
  },
  is: {
    'expansion.ferries': 'Ferjur',
    'decision.ferries.place': 'settu ferju nýja vatnsins á það: hvaða tvo vegi tengir hún?',
    'decision.ferries.move':
      'vegurinn þinn liggur að ferju: þú mátt snúa henni svo hún tengi tvo aðra vegi vatnsins, eða láta hana vera.',
    'choice.ferries.placeFerry':
      'Ferja milli veganna í {from, select, N {norðri} E {austri} S {suðri} other {vestri}} og {to, select, N {norðri} E {austri} S {suðri} other {vestri}}',
    'choice.ferries.moveFerry':
      'Snúa henni milli veganna í {from, select, N {norðri} E {austri} S {suðri} other {vestri}} og {to, select, N {norðri} E {austri} S {suðri} other {vestri}}',
    'event.ferries.placed':
      '{player} setti ferju á vatn, milli veganna í {from, select, N {norðri} E {austri} S {suðri} other {vestri}} og {to, select, N {norðri} E {austri} S {suðri} other {vestri}}.',
    'event.ferries.moved':
      '{player} sneri ferju, nú milli veganna í {from, select, N {norðri} E {austri} S {suðri} other {vestri}} og {to, select, N {norðri} E {austri} S {suðri} other {vestri}}.',
  },
};
