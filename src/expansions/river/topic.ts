// The River's rules topics, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const riverTopics: readonly ExpansionTopic[] = [
  {
    id: 'river',
    texts: {
      en: {
        title: 'The River',
        text: 'The spring is the start tile (the usual start tile stays in the box). The other river tiles are drawn before any normal tile, the lake last. Each one must continue the open end of the river, water against water. No figure may stand on the water, but the roads, cities and fields of river tiles take figures as usual. The river divides fields, except the one field around the spring or the lake. A river tile that fits nowhere is set aside.',
        example:
          'You draw the river tile with a monastery: you place it so its water meets the end of the river, and put a monk on the monastery beside the water.',
        keywords: ['river', 'spring', 'source', 'lake', 'water', 'start tile'],
      },
      ro: {
        title: 'Râul',
        text: 'Izvorul e cartonașul de start (cartonașul de start obișnuit rămâne în cutie). Celelalte cartonașe cu râu se trag înaintea oricărui cartonaș obișnuit, iar lacul la urmă. Fiecare trebuie să continue capătul liber al râului, apă lângă apă. Niciun pion nu poate sta pe apă, dar drumurile, orașele și câmpurile de pe cartonașele cu râu primesc pioni ca de obicei. Râul desparte câmpurile, în afară de câmpul din jurul izvorului sau al lacului. Un cartonaș cu râu care nu se potrivește nicăieri se pune deoparte.',
        example:
          'Tragi cartonașul cu râu care are o mănăstire: îl așezi astfel încât apa lui să continue capătul râului și pui un călugăr în mănăstirea de lângă apă.',
        keywords: ['râu', 'râul', 'izvor', 'sursă', 'lac', 'apă', 'cartonaș de start', 'start'],
      },
      bg: {
        title: 'Реката',
        text: 'Изворът е стартовата плочка (обичайната стартова плочка остава в кутията). Останалите плочки с река се теглят преди всички нормални плочки, а езерото е последно. Всяка трябва да продължи отворения край на реката, вода до вода. Във водата не може да стои фигурка, но пътищата, крепостите и поляните на плочките с река се заемат както обикновено. Реката разделя поляните, освен поляната, която обгражда извора или езерото. Плочка с река, която не пасва никъде, се отделя настрана.',
        example:
          'Изтегляш плочката с река и манастир: полагаш я така, че водата ѝ да продължи реката, и слагаш монах на манастира до водата.',
        keywords: ['река', 'реката', 'извор', 'изворът', 'езеро', 'езерото', 'вода', 'стартова плочка', 'начало'],
      },
      lv: {
        title: 'Upe',
        text: 'Upes avots ir sākuma laučiņš (parastais sākuma laučiņš paliek kastē). Pārējos upes laučiņus izvelk pirms parastajiem, ezeru pašu pēdējo. Katram jāturpina upes vaļējais gals, ūdens pie ūdens. Uz ūdens nedrīkst likt nevienu figūriņu, bet uz upes laučiņu ceļiem, pilsētām un laukiem figūriņas liek kā parasti. Upe sadala laukus, izņemot vienu lauku ap avotu vai ezeru. Upes laučiņu, ko nekur nevar uzlikt, noliek malā.',
        example:
          'Tu izvelc upes laučiņu ar klosteri: uzliec to tā, lai ūdens turpina upes galu, un uzliec mūku uz klostera blakus ūdenim.',
        keywords: ['upe', 'upes', 'upi', 'avots', 'upes avots', 'ezers', 'ezera', 'ūdens', 'sākuma laučiņš'],
      },
      is: {
        title: 'Áin',
        text: 'Uppsprettan er byrjunarflísin (venjulega byrjunarflísin fer aftur í kassann). Hinar árflísarnar eru dregnar á undan öllum venjulegum flísum, stöðuvatnið síðast. Hver árflís verður að halda áfram opnum enda árinnar, vatn við vatn. Engin fígúra má standa á vatninu, en vegir, borgir og akrar á árflísum taka fígúrur eins og venjulega. Áin skiptir ökrum, nema akrinum í kringum uppsprettuna eða stöðuvatnið. Árflís sem passar hvergi er lögð til hliðar.',
        example:
          'Þú dregur árflísina með klaustri: þú leggur hana þannig að vatnið mæti enda árinnar og setur munk á klaustrið við hliðina á ánni.',
        keywords: ['á', 'áin', 'árflís', 'árflísar', 'uppspretta', 'stöðuvatn', 'vatn', 'byrjunarflís', 'fljót'],
      },
    },
  },
  {
    id: 'river-bends',
    texts: {
      en: {
        title: 'No U-turns on the river',
        text: 'Two river bends in a row may not turn the same way, or the river would flow back on itself. A straight river tile between two bends the same way is allowed.',
        example:
          'The river bends right, from flowing east to flowing south. Your bend on the next tile must turn left, back to flowing east: turning right would send it west towards the spring.',
        keywords: ['river', 'bend', 'curve', 'turn', 'u-turn', 'u turn'],
      },
      ro: {
        title: 'Fără întoarceri pe râu',
        text: 'Două coturi consecutive ale râului nu pot coti în aceeași parte, altfel râul s-ar întoarce spre el însuși. Un cartonaș cu râu drept între două coturi în aceeași parte e permis.',
        example:
          'Râul cotește la dreapta: curgea spre est, acum curge spre sud. Cotul de pe cartonașul următor trebuie să cotească la stânga, înapoi spre est: la dreapta l-ar trimite spre vest, înapoi spre izvor.',
        keywords: ['râu', 'cot', 'coturi', 'curbă', 'întoarcere', '180', 'viraj', 'cotește', 'întoarcere de 180'],
      },
      bg: {
        title: 'Реката не завива обратно',
        text: 'Два поредни завоя на реката не може да завиват в една и съща посока, иначе реката ще потече обратно към себе си. Права плочка с река между два завоя в една посока е позволена.',
        example:
          'Реката завива надясно: течала е на изток, а вече тече на юг. Завоят ти на следващата плочка трябва да завие наляво, обратно на изток: завой надясно би я пратил на запад, към извора.',
        keywords: ['река', 'реката', 'завой', 'завои', 'завива', 'посока', 'обратен завой', 'u-завой'],
      },
      lv: {
        title: 'Upē nav U veida līkumu',
        text: 'Divi upes līkumi pēc kārtas nedrīkst griezties uz vienu pusi, citādi upe tecētu atpakaļ pati uz sevi. Ja starp diviem līkumiem uz vienu pusi ir taisns upes laučiņš, tas ir atļauts.',
        example:
          'Upe pagriežas pa labi: tecēja uz austrumiem, tagad tek uz dienvidiem. Tavam līkumam nākamajā laučiņā jāgriežas pa kreisi, atpakaļ uz austrumiem: pagrieziens pa labi to aizvestu uz rietumiem, pret avotu.',
        keywords: ['upe', 'upes', 'līkums', 'līkumi', 'pagrieziens', 'griezties', 'U veida', 'apgriezties'],
      },
      is: {
        title: 'Engin U-beygja á ánni',
        text: 'Tvær beygjur í röð á ánni mega ekki snúa í sömu átt, annars myndi áin flæða til baka. Bein árflís á milli tveggja beygja í sömu átt er í lagi.',
        example:
          'Áin beygir til hægri: hún rann í austur og rennur nú í suður. Næsta beygja þín verður að snúa til vinstri, aftur í austur: hægri beygja myndi senda hana í vestur, í átt að uppsprettunni.',
        keywords: ['á', 'áin', 'árflís', 'beygja', 'beygjur', 'sveigja', 'snúa', 'u-beygja', 'flæða til baka'],
      },
    },
  },
];
