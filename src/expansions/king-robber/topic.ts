// The King & Robber Baron rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const kingRobberTopic: ExpansionTopic = {
  id: 'king-robber',
  texts: {
    en: {
      title: 'King & Robber Baron',
      text: 'The King starts beside the board. Whoever places the tile that completes the first city takes it; later, whoever completes a larger city (more tiles; pennants and cathedrals do not matter, an equal size is not enough) takes it from its holder. The Robber Baron works the same way for the longest completed road. It does not matter whose followers are in the feature: the tile that completes it decides. At the end the King’s holder scores 1 point for every completed city on the board, the Robber Baron’s holder 1 for every completed road. The 5 new tiles are shuffled in; one shows two separate cities that other tiles may join later.',
      example:
        'Ann completes a 4-tile city and takes the King. Bob completes a 4-tile city: Ann keeps it. Bob completes a 6-tile city and takes it. At the end 9 cities are completed: Bob scores 9.',
      keywords: ['king', 'robber baron', 'scout', 'largest city', 'longest road', 'king and robber'],
    },
    ro: {
      title: 'Regele și cavalerul jefuitor',
      text: 'Regele stă la început lângă tablă. Cine pune cartonașul care termină primul oraș îl ia; mai târziu, cine termină un oraș mai mare (mai multe cartonașe; stemele și catedralele nu contează, o mărime egală nu ajunge) i-l ia celui care îl are. Cavalerul jefuitor funcționează la fel pentru cel mai lung drum terminat. Nu contează ai cui supuși sunt pe teritoriu: decide cartonașul care îl termină. La sfârșit cel care are regele primește 1 punct pentru fiecare oraș terminat de pe tablă, cel care are cavalerul jefuitor 1 pentru fiecare drum terminat. Cele 5 cartonașe noi se amestecă cu celelalte; unul arată două orașe separate, pe care alte cartonașe le pot lega mai târziu.',
      example:
        'Ana termină un oraș de 4 cartonașe și ia regele. Bob termină un oraș de 4 cartonașe: Ana îl păstrează. Bob termină un oraș de 6 cartonașe și îl ia. La sfârșit sunt 9 orașe terminate: Bob primește 9 puncte.',
      keywords: ['regele', 'rege', 'cavalerul jefuitor', 'cel mai mare oraș', 'cel mai lung drum'],
    },
    bg: {
      title: 'Кралят и баронът разбойник',
      text: 'В началото кралят е до игралното поле. Който положи плочката, завършваща първата крепост, го взима; по-късно, който завърши по-голяма крепост (повече плочки; гербовете и катедралите нямат значение, равен размер не стига), го взима от притежателя му. Баронът разбойник работи по същия начин за най-дългия завършен път. Няма значение чии мийпъли са в обекта: решава плочката, която го завършва. В края притежателят на краля получава 1 точка за всяка завършена крепост на полето, а този на барона разбойник по 1 за всеки завършен път. 5-те нови плочки се разбъркват с останалите; на едната има две отделни крепости, които други плочки могат да свържат по-късно.',
      example:
        'Ани завършва крепост от 4 плочки и взима краля. Боб завършва крепост от 4 плочки: кралят остава у Ани. Боб завършва крепост от 6 плочки и го взима. В края има 9 завършени крепости: Боб получава 9 точки.',
      keywords: ['крал', 'барон', 'разбойник', 'най-голяма крепост', 'най-дълъг път'],
    },
    lv: {
      title: 'Ķēniņš un Laupītājs',
      text: 'Ķēniņš spēles sākumā atrodas laukuma malā. Kas uzliek laučiņu, kas pabeidz pirmo pilsētu, to saņem; vēlāk, kas pabeidz lielāku pilsētu (vairāk laučiņu; ģerboņi un katedrāles nav svarīgi, vienāds lielums nepietiek), to paņem no tā turētāja. Laupītājs darbojas tāpat ar garāko pabeigto ceļu. Nav svarīgi, kuru pavalstnieki ir objektā: izšķir laučiņš, kas to pabeidz. Spēles beigās Ķēniņa turētājs saņem 1 punktu par katru pabeigto pilsētu laukumā, Laupītāja turētājs 1 par katru pabeigto ceļu. 5 jaunos laučiņus sajauc ar pārējiem; uz viena ir divas atsevišķas pilsētas, ko citi laučiņi vēlāk var savienot.',
      example:
        'Anna pabeidz 4 laučiņu pilsētu un saņem Ķēniņu. Bobs pabeidz 4 laučiņu pilsētu: Ķēniņš paliek Annai. Bobs pabeidz 6 laučiņu pilsētu un to paņem. Beigās ir 9 pabeigtas pilsētas: Bobs saņem 9 punktus.',
      keywords: ['ķēniņš', 'laupītājs', 'lielākā pilsēta', 'garākais ceļš'],
    },
    is: {
      title: 'Konungurinn og ræningjabaróninn',
      text: 'Konungurinn byrjar við hlið borðsins. Sá sem leggur flísina sem klárar fyrstu borgina tekur hann; síðar tekur sá sem klárar stærri borg (fleiri flísar; skjaldarmerki og dómkirkjur skipta ekki máli, jafnstór dugar ekki) hann af þeim sem á hann. Ræningjabaróninn gengur eins fyrir lengsta kláraða veginn. Engu skiptir hverra þegnar eru á svæðinu: flísin sem klárar það ræður. Í lokin fær sá sem á konunginn 1 stig fyrir hverja kláraða borg á borðinu og sá sem á ræningjabaróninn 1 fyrir hvern kláraðan veg. Nýju flísunum 5 er stokkað saman við hinar; á einni eru tvær aðskildar borgir sem aðrar flísar geta tengt síðar.',
      example:
        'Anna klárar 4 flísa borg og tekur konunginn. Bob klárar 4 flísa borg: Anna heldur honum. Bob klárar 6 flísa borg og tekur hann. Í lokin eru 9 borgir kláraðar: Bob fær 9 stig.',
      keywords: ['konungur', 'ræningjabarón', 'stærsta borg', 'lengsti vegur'],
    },
  },
};
