// The Farmers' rules topics, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const farmersTopics: readonly ExpansionTopic[] = [
  {
    id: 'fields',
    texts: {
      en: {
        title: 'Fields and farmers',
        text: 'A follower laid on a field is a farmer and stays there until the end. Fields are divided by roads, cities and the edge of the board. At the end each field pays 3 points per finished city it touches to the player with the most farmers in it (ties all score). A city touching several fields pays each of them.',
        example:
          'Ann has 2 farmers and Bob 1 in a field touching 3 finished cities and 1 open city: Ann scores 9, Bob nothing.',
        keywords: ['field', 'farmer', 'farm', 'meadow', 'lying'],
      },
      ro: {
        title: 'Câmpuri și țărani',
        text: 'Un supus așezat culcat pe un câmp e țăran și rămâne acolo până la sfârșit. Câmpurile sunt despărțite de drumuri, de orașe și de marginea tablei. La sfârșit, fiecare câmp aduce 3 puncte pentru fiecare oraș complet pe care îl atinge, jucătorului cu cei mai mulți țărani pe el (la egalitate, primesc toți). Un oraș care atinge mai multe câmpuri aduce puncte în fiecare dintre ele.',
        example:
          'Ana are 2 țărani și Bob 1 într-un câmp care atinge 3 orașe complete și 1 oraș deschis: Ana primește 9 puncte, Bob nimic.',
        keywords: [
          'câmp',
          'câmpuri',
          'țăran',
          'țărani',
          'țăranii',
          'fermă',
          'pajiște',
          'pășune',
          'culcat',
          'stăpânul câmpului',
        ],
      },
      bg: {
        title: 'Поляни и селяни',
        text: 'Мийпъл, положен легнал на поляна, е селянин и остава там до края на играта. Поляните се разделят от пътища, крепости и края на полето. В края всяка поляна носи по 3 точки за всяка завършена крепост, с която граничи, на играча с най-много селяни в нея (при равенство получават всички). Крепост, която граничи с няколко поляни, носи точки на всяка от тях.',
        example:
          'Ани има 2 селянина, а Боби 1 на поляна, която граничи с 3 завършени крепости и 1 отворена: Ани получава 9 точки, Боби нищо.',
        keywords: ['поляна', 'поляни', 'поляната', 'селянин', 'селяни', 'ливада', 'нива', 'ферма', 'легнал'],
      },
      lv: {
        title: 'Lauki un zemnieki',
        text: 'Pavalstnieks, kas nolikts guļus uz lauka, ir zemnieks, un tas paliek tur līdz spēles beigām. Laukus atdala ceļi, pilsētas un spēles laukuma mala. Spēles beigās katrs lauks dod 3 punktus par katru pabeigtu pilsētu, kurai tas pieskaras, spēlētājam, kuram tajā ir visvairāk zemnieku (neizšķirta gadījumā punktus saņem visi). Pilsēta, kas pieskaras vairākiem laukiem, skaitās katrā no tiem.',
        example:
          'Annai ir 2 zemnieki un Bobam 1 laukā, kas pieskaras 3 pabeigtām un 1 nepabeigtai pilsētai: Anna saņem 9 punktus, Bobs neko.',
        keywords: ['lauks', 'lauki', 'lauku', 'laukā', 'zemnieks', 'zemnieki', 'zemnieku', 'pļava', 'guļus'],
      },
      is: {
        title: 'Akrar og bændur',
        text: 'Þegn sem er lagður á akur er bóndi og liggur þar til leiksloka. Vegir, borgir og jaðar borðsins skipta ökrunum. Í leikslok fær sá sem á flesta bændur á akri 3 stig fyrir hverja kláraða borg sem liggur að akrinum (séu fleiri jafnir fá allir stig). Borg sem liggur að nokkrum ökrum gefur stig á hverjum þeirra.',
        example:
          'Anna á 2 bændur og Bjarni 1 á akri sem liggur að 3 kláruðum borgum og 1 opinni: Anna fær 9 stig, Bjarni ekkert.',
        keywords: ['akur', 'akrar', 'akri', 'engi', 'bóndi', 'bændur', 'bónda', 'liggjandi', 'lagður'],
      },
    },
  },
];
