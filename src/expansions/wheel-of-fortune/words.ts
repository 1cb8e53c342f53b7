// The Wheel of Fortune's words in every language. Latvian from the rule book (Laimes rats, lielā cūka,
// kroņu laučiņš, the sectors Fortūna, Nodokļi, Bads, Negaiss, Inkvizīcija, Mēris); Romanian from the
// order of play (Roata Destinului); Bulgarian (Колелото на съдбата) and Icelandic (Gæfuhjólið) have no
// source and are chosen. Figures and game words as docs/glossary-*.md. {sector} is a sector's id.
import type { ExpansionWords } from '../../engine/expansion';
import { figureSelect } from '../../i18n/figure-words';

const SECTOR = {
  en: '{sector, select, fortuna {Fortuna} taxes {Taxes} famine {Famine} storm {Storm} inquisition {Inquisition} other {Plague}}',
  ro: '{sector, select, fortuna {Fortuna} taxes {Impozite} famine {Foamete} storm {Furtună} inquisition {Inchiziție} other {Ciumă}}',
  bg: '{sector, select, fortuna {Фортуна} taxes {Данъци} famine {Глад} storm {Буря} inquisition {Инквизиция} other {Чума}}',
  lv: '{sector, select, fortuna {Fortūna} taxes {Nodokļi} famine {Bads} storm {Negaiss} inquisition {Inkvizīcija} other {Mēris}}',
  is: '{sector, select, fortuna {Gæfan} taxes {Skattar} famine {Hungursneyð} storm {Óveður} inquisition {Rannsóknarrétturinn} other {Plágan}}',
};

export const wheelOfFortuneWords: ExpansionWords = {
  en: {
    'expansion.wheel-of-fortune': 'The Wheel of Fortune',
    'action.wheel-crown': `Put a follower on a crown space of ${SECTOR.en}`,
    'decision.wheel-of-fortune.phantom-crown': 'the phantom may go onto a free crown space of the wheel (or skip).',
    'choice.wheel-of-fortune.wheel-phantom-crown': `The phantom onto a crown space of ${SECTOR.en}`,
    'decision.wheel-of-fortune.plague': 'the plague: send one of your followers on the board home.',
    'choice.wheel-of-fortune.wheel-send-home': `Send your ${figureSelect('en', (f) => f.word)} at {x},{y} home`,
    'event.wheel-of-fortune.turned': `{player} turns the big pig {steps, plural, one {# sector} other {# sectors}} to ${SECTOR.en}.`,
    'event.wheel-of-fortune.crowned': `{player} puts a follower on a crown space of ${SECTOR.en}.`,
    'event.wheel-of-fortune.crown-home': `{player}'s follower on ${SECTOR.en} goes home.`,
    'points.wheel-of-fortune.fortuna':
      '{player} scores {points, plural, one {# point} other {# points}}: Fortuna smiles.',
    'points.wheel-of-fortune.taxes':
      '{player} scores {points, plural, one {# point} other {# points}} in taxes for {knights, plural, one {# knight} other {# knights}}.',
    'points.wheel-of-fortune.famine':
      '{player} scores {points, plural, one {# point} other {# points}} in the famine for {farmers, plural, one {# farmer} other {# farmers}}.',
    'points.wheel-of-fortune.storm':
      '{player} scores {points, plural, one {# point} other {# points}} in the storm for {followers, plural, one {# follower} other {# followers}} in supply.',
    'points.wheel-of-fortune.inquisition':
      '{player} scores {points, plural, one {# point} other {# points}} in the inquisition for {monks, plural, one {# monk} other {# monks}}.',
    'points.wheel-of-fortune.crown': `{player} scores {points, plural, one {# point} other {# points}} for a crown space of ${SECTOR.en}.`,
    'refusal.wheel-of-fortune.no-such-space': 'The wheel has no such crown space.',
    'refusal.wheel-of-fortune.space-taken': 'That crown space is taken: one follower a space.',
    'refusal.wheel-of-fortune.no-follower': 'You have no follower left in your supply.',
    'option.wheelOfFortuneBox.expansion': 'Wheel of Fortune as an expansion (its 19 wheel tiles with the base game)',
    'option.wheelOfFortuneBox.standalone': 'Wheel of Fortune as the standalone box (its own tiles)',
    'panel.wheel-of-fortune.pig': `The big pig stands on ${SECTOR.en}.`,
    'panel.wheel-of-fortune.crowns':
      '{count, plural, one {# follower on a crown space} other {# followers on crown spaces}}',
  },
  ro: {
    'expansion.wheel-of-fortune': 'Roata Destinului',
    'action.wheel-crown': `Pune un supus pe un spațiu cu coroană din ${SECTOR.ro}`,
    'decision.wheel-of-fortune.phantom-crown':
      'fantoma poate merge pe un spațiu cu coroană liber al roții (sau sari peste).',
    'choice.wheel-of-fortune.wheel-phantom-crown': `Fantoma pe un spațiu cu coroană din ${SECTOR.ro}`,
    'decision.wheel-of-fortune.plague': 'ciuma: trimite în rezervă unul dintre supușii tăi de pe tablă.',
    'choice.wheel-of-fortune.wheel-send-home': `Trimite în rezervă ${figureSelect('ro', (f) => f.def)} de la {x},{y}`,
    'event.wheel-of-fortune.turned': `{player} mută porcul cel mare {steps, plural, one {# sector} few {# sectoare} other {# de sectoare}}, pe ${SECTOR.ro}.`,
    'event.wheel-of-fortune.crowned': `{player} pune un supus pe un spațiu cu coroană din ${SECTOR.ro}.`,
    'event.wheel-of-fortune.crown-home': `Supusul lui {player} de pe ${SECTOR.ro} se întoarce în rezervă.`,
    'points.wheel-of-fortune.fortuna':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}}: Fortuna îi zâmbește.',
    'points.wheel-of-fortune.taxes':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} din impozite pentru {knights, plural, one {# cavaler} few {# cavaleri} other {# de cavaleri}}.',
    'points.wheel-of-fortune.famine':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} la foamete pentru {farmers, plural, one {# țăran} few {# țărani} other {# de țărani}}.',
    'points.wheel-of-fortune.storm':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} la furtună pentru {followers, plural, one {# supus} few {# supuși} other {# de supuși}} din rezervă.',
    'points.wheel-of-fortune.inquisition':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} la inchiziție pentru {monks, plural, one {# călugăr} few {# călugări} other {# de călugări}}.',
    'points.wheel-of-fortune.crown': `{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru un spațiu cu coroană din ${SECTOR.ro}.`,
    'refusal.wheel-of-fortune.no-such-space': 'Roata nu are un asemenea spațiu cu coroană.',
    'refusal.wheel-of-fortune.space-taken': 'Spațiul cu coroană e ocupat: un singur supus pe spațiu.',
    'refusal.wheel-of-fortune.no-follower': 'Nu mai ai niciun supus în rezervă.',
    'option.wheelOfFortuneBox.expansion': 'Roata Destinului ca extensie (cele 19 cartonașe cu roată, cu jocul de bază)',
    'option.wheelOfFortuneBox.standalone': 'Roata Destinului ca joc de sine stătător (cartonașele ei)',
    'panel.wheel-of-fortune.pig': `Porcul cel mare stă pe ${SECTOR.ro}.`,
    'panel.wheel-of-fortune.crowns':
      '{count, plural, one {# supus pe un spațiu cu coroană} few {# supuși pe spațiile cu coroană} other {# de supuși pe spațiile cu coroană}}',
  },
  bg: {
    'expansion.wheel-of-fortune': 'Колелото на съдбата',
    'action.wheel-crown': `Сложи мийпъл на поле с корона в сектор ${SECTOR.bg}`,
    'decision.wheel-of-fortune.phantom-crown':
      'фантомът може да отиде на свободно поле с корона на колелото (или пропусни).',
    'choice.wheel-of-fortune.wheel-phantom-crown': `Фантомът на поле с корона в сектор ${SECTOR.bg}`,
    'decision.wheel-of-fortune.plague': 'чума: върни в свитата си един свой мийпъл от полето.',
    'choice.wheel-of-fortune.wheel-send-home': `Върни ${figureSelect('bg', (f) => f.def)} от {x},{y} в свитата`,
    'event.wheel-of-fortune.turned': `{player} завърта голямото прасе с {steps, plural, one {# сектор} other {# сектора}} до сектор ${SECTOR.bg}.`,
    'event.wheel-of-fortune.crowned': `{player} слага мийпъл на поле с корона в сектор ${SECTOR.bg}.`,
    'event.wheel-of-fortune.crown-home': `Мийпълът на {player} от сектор ${SECTOR.bg} се връща в свитата.`,
    'points.wheel-of-fortune.fortuna':
      '{player} получава {points, plural, one {# точка} other {# точки}}: Фортуна се усмихва.',
    'points.wheel-of-fortune.taxes':
      '{player} получава {points, plural, one {# точка} other {# точки}} от данъци за {knights, plural, one {# рицар} other {# рицаря}}.',
    'points.wheel-of-fortune.famine':
      '{player} получава {points, plural, one {# точка} other {# точки}} при глада за {farmers, plural, one {# селянин} other {# селянина}}.',
    'points.wheel-of-fortune.storm':
      '{player} получава {points, plural, one {# точка} other {# точки}} при бурята за {followers, plural, one {# мийпъл} other {# мийпъла}} в свитата.',
    'points.wheel-of-fortune.inquisition':
      '{player} получава {points, plural, one {# точка} other {# точки}} при инквизицията за {monks, plural, one {# монах} other {# монаха}}.',
    'points.wheel-of-fortune.crown': `{player} получава {points, plural, one {# точка} other {# точки}} за поле с корона в сектор ${SECTOR.bg}.`,
    'refusal.wheel-of-fortune.no-such-space': 'Колелото няма такова поле с корона.',
    'refusal.wheel-of-fortune.space-taken': 'Полето с корона е заето: по един мийпъл на поле.',
    'refusal.wheel-of-fortune.no-follower': 'Нямаш мийпъл в свитата си.',
    'option.wheelOfFortuneBox.expansion':
      'Колелото на съдбата като разширение (19-те плочки с колело към основната игра)',
    'option.wheelOfFortuneBox.standalone': 'Колелото на съдбата като самостоятелна игра (собствените ѝ плочки)',
    'panel.wheel-of-fortune.pig': `Голямото прасе е в сектор ${SECTOR.bg}.`,
    'panel.wheel-of-fortune.crowns':
      '{count, plural, one {# мийпъл на поле с корона} other {# мийпъла на полета с корона}}',
  },
  lv: {
    'expansion.wheel-of-fortune': 'Laimes rats',
    'action.wheel-crown': `Uzliec pavalstnieku uz kroņa laučiņa sektorā ${SECTOR.lv}`,
    'decision.wheel-of-fortune.phantom-crown': 'pavadonis var doties uz brīvu Laimes rata kroņa laučiņu (vai izlaid).',
    'choice.wheel-of-fortune.wheel-phantom-crown': `Pavadonis uz kroņa laučiņa sektorā ${SECTOR.lv}`,
    'decision.wheel-of-fortune.plague': 'mēris: atgriez krājumā vienu savu pavalstnieku no laukuma.',
    'choice.wheel-of-fortune.wheel-send-home': `Atgriez krājumā ${figureSelect('lv', (f) => f.acc)} no {x},{y}`,
    'event.wheel-of-fortune.turned': `{player} pārvieto lielo cūku par {steps, plural, zero {# sektoriem} one {# sektoru} other {# sektoriem}} uz sektoru ${SECTOR.lv}.`,
    'event.wheel-of-fortune.crowned': `{player} uzliek pavalstnieku uz kroņa laučiņa sektorā ${SECTOR.lv}.`,
    'event.wheel-of-fortune.crown-home': `Spēlētāja {player} pavalstnieks no sektora ${SECTOR.lv} atgriežas krājumā.`,
    'points.wheel-of-fortune.fortuna':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}}: Fortūna uzsmaida.',
    'points.wheel-of-fortune.taxes':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} nodokļos par {knights, plural, zero {# bruņiniekiem} one {# bruņinieku} other {# bruņiniekiem}}.',
    'points.wheel-of-fortune.famine':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} badā par {farmers, plural, zero {# zemniekiem} one {# zemnieku} other {# zemniekiem}}.',
    'points.wheel-of-fortune.storm':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} negaisā par {followers, plural, zero {# pavalstniekiem} one {# pavalstnieku} other {# pavalstniekiem}} krājumā.',
    'points.wheel-of-fortune.inquisition':
      '{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} inkvizīcijā par {monks, plural, zero {# mūkiem} one {# mūku} other {# mūkiem}}.',
    'points.wheel-of-fortune.crown': `{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par kroņa laučiņu sektorā ${SECTOR.lv}.`,
    'refusal.wheel-of-fortune.no-such-space': 'Laimes ratam nav tāda kroņa laučiņa.',
    'refusal.wheel-of-fortune.space-taken': 'Kroņa laučiņš ir aizņemts: uz tā var būt tikai viens pavalstnieks.',
    'refusal.wheel-of-fortune.no-follower': 'Tavā krājumā vairs nav pavalstnieku.',
    'option.wheelOfFortuneBox.expansion':
      'Laimes rats kā paplašinājums (19 laučiņi ar Laimes rata attēlu pie pamatspēles)',
    'option.wheelOfFortuneBox.standalone': 'Laimes rats kā patstāvīga spēle (tā paša laučiņi)',
    'panel.wheel-of-fortune.pig': `Lielā cūka stāv sektorā ${SECTOR.lv}.`,
    'panel.wheel-of-fortune.crowns':
      '{count, plural, zero {# pavalstnieku uz kroņu laučiņiem} one {# pavalstnieks uz kroņa laučiņa} other {# pavalstnieki uz kroņu laučiņiem}}',
  },
  is: {
    'expansion.wheel-of-fortune': 'Gæfuhjólið',
    'action.wheel-crown': `Settu þegn á krónureit í geiranum ${SECTOR.is}`,
    'decision.wheel-of-fortune.phantom-crown': 'draugurinn má fara á lausan krónureit hjólsins (eða slepptu).',
    'choice.wheel-of-fortune.wheel-phantom-crown': `Draugurinn á krónureit í geiranum ${SECTOR.is}`,
    'decision.wheel-of-fortune.plague': 'plágan: sendu einn þegna þinna af borðinu heim.',
    'choice.wheel-of-fortune.wheel-send-home': `Sendu ${figureSelect('is', (f) => f.acc)} á {x},{y} heim`,
    'event.wheel-of-fortune.turned': `{player} snýr stóra svíninu um {steps, plural, one {# geira} other {# geira}}, í geirann ${SECTOR.is}.`,
    'event.wheel-of-fortune.crowned': `{player} setur þegn á krónureit í geiranum ${SECTOR.is}.`,
    'event.wheel-of-fortune.crown-home': `Þegn leikmannsins {player} í geiranum ${SECTOR.is} fer heim.`,
    'points.wheel-of-fortune.fortuna': '{player} fær {points, plural, one {# stig} other {# stig}}: gæfan brosir við.',
    'points.wheel-of-fortune.taxes':
      '{player} fær {points, plural, one {# stig} other {# stig}} í skatta fyrir {knights, plural, one {# riddara} other {# riddara}}.',
    'points.wheel-of-fortune.famine':
      '{player} fær {points, plural, one {# stig} other {# stig}} í hungursneyðinni fyrir {farmers, plural, one {# bónda} other {# bændur}}.',
    'points.wheel-of-fortune.storm':
      '{player} fær {points, plural, one {# stig} other {# stig}} í óveðrinu fyrir {followers, plural, one {# þegn} other {# þegna}} í birgðum.',
    'points.wheel-of-fortune.inquisition':
      '{player} fær {points, plural, one {# stig} other {# stig}} í rannsóknarréttinum fyrir {monks, plural, one {# munk} other {# munka}}.',
    'points.wheel-of-fortune.crown': `{player} fær {points, plural, one {# stig} other {# stig}} fyrir krónureit í geiranum ${SECTOR.is}.`,
    'refusal.wheel-of-fortune.no-such-space': 'Gæfuhjólið hefur engan slíkan krónureit.',
    'refusal.wheel-of-fortune.space-taken': 'Krónureiturinn er upptekinn: einn þegn á reit.',
    'refusal.wheel-of-fortune.no-follower': 'Þú átt engan þegn eftir í birgðunum.',
    'option.wheelOfFortuneBox.expansion': 'Gæfuhjólið sem viðbót (19 hjólflísar með grunnspilinu)',
    'option.wheelOfFortuneBox.standalone': 'Gæfuhjólið sem sjálfstætt spil (eigin flísar)',
    'panel.wheel-of-fortune.pig': `Stóra svínið stendur í geiranum ${SECTOR.is}.`,
    'panel.wheel-of-fortune.crowns': '{count, plural, one {# þegn á krónureit} other {# þegnar á krónureitum}}',
  },
};
