// The River II rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const river2Topic: ExpansionTopic = {
  id: 'river-2',
  texts: {
    en: {
      title: 'The River II: the fork',
      text: "The spring is the start tile (the usual start tile stays in the box). The first player places the fork next to the spring, then each river tile drawn continues either branch; the lake with the volcano comes last. No U-turns (two bends in a row the same way), and the two branches may never be joined. No figure stands on the water; the river divides fields, except around the spring and the lakes, and the city bridging the river divides nothing. The river ending in a city closes a branch. With The River too, both sets make one river: one spring and one lake go back in the box. The inn counts with Inns & Cathedrals, the volcano with Princess & Dragon; with Traders & Builders the farmers of the pig herd's field score 1 more per completed city, pig or not.",
      example:
        'The river flows east into the fork, which splits it north and south. You may continue the north branch with a bend to the east, but not with a bend to the west, which would turn it back towards the spring.',
      keywords: ['river ii', 'river 2', 'fork', 'branch', 'volcano', 'pig herd', 'lake', 'spring'],
    },
    ro: {
      title: 'Râul II: ramificarea',
      text: 'Izvorul este cartonașul de start (cartonașul de start obișnuit rămâne în cutie). Primul jucător plasează ramificarea în continuarea izvorului, apoi fiecare cartonaș cu râu tras continuă unul dintre cele două brațe; lacul cu vulcan se plasează ultimul. Fără întoarceri de 180° (două coturi consecutive în aceeași parte), iar cele două brațe nu se pot uni niciodată. Pe râul propriu-zis nu stă niciun supus; râul desparte câmpurile, în afară de cele din jurul izvorului și al lacurilor, iar orașul care trece peste râu nu desparte nimic. Râul care se varsă într-un oraș încheie un braț. Cu Râul, ambele seturi formează un singur râu: un izvor și un lac se întorc în cutie. Hanul contează cu Hanuri și catedrale, vulcanul cu Prințesa și dragonul; cu Negustori și constructori, țăranii de pe câmpul cu turma de porci primesc încă 1 punct pe oraș terminat, cu sau fără porc.',
      example:
        'Râul curge spre est în ramificare, care îl desparte spre nord și spre sud. Poți continua brațul de nord cu un cot spre est, dar nu cu unul spre vest, care l-ar întoarce spre izvor.',
      keywords: ['râul ii', 'raul ii', 'râul 2', 'ramificare', 'braț', 'vulcan', 'turma de porci', 'lac', 'izvor'],
    },
    bg: {
      title: 'Реката II: разклонението',
      text: 'Изворът е началната плочка (обичайната начална плочка остава в кутията). Първият играч слага разклонението до извора, после всяка изтеглена плочка с река продължава единия от двата ръкава; езерото с вулкана се слага последно. Без обратни завои (два поредни завоя в една посока), а двата ръкава никога не може да се съединят. Върху самата река не стои фигурка; реката разделя поляните, освен около извора и езерата, а крепостта над реката не разделя нищо. Реката, която се влива в крепост, затваря ръкав. Заедно с „Реката“ двата комплекта правят една река: един извор и едно езеро се връщат в кутията. Странноприемницата важи със „Странноприемници и катедрали“, вулканът с „Принцесата и дракона“; с „Търговци и строители“ селяните на поляната със стадото прасета получават по 1 точка повече за завършена крепост, с или без прасенце.',
      example:
        'Реката тече на изток към разклонението, което я разделя на север и на юг. Можеш да продължиш северния ръкав със завой на изток, но не и със завой на запад, който би я обърнал към извора.',
      keywords: ['реката ii', 'река 2', 'разклонение', 'ръкав', 'вулкан', 'стадо прасета', 'езеро', 'извор'],
    },
    lv: {
      title: 'Upe II: atzarojums',
      text: 'Upes avots ir sākuma laučiņš (parastais sākuma laučiņš paliek kārbā). Pirmais spēlētājs novieto upes atzarojumu pie avota, tad katrs izvilktais upes laučiņš turpina vienu no abām attekām; laučiņš ar ezeru un vulkānu tiek uzlikts pēdējais. 180° pagriezieni nav atļauti (divi līkumi pēc kārtas uz vienu pusi), un abas upes attekas nekad nevar būt savienotas. Uz pašas upes pavalstnieki nestāv; upe sadala laukus, izņemot ap avotu un ezeriem, un pilsēta pāri upei neko nesadala. Upe, kas ietek pilsētā, noslēdz atteku. Kopā ar Upi abi komplekti veido vienu upi: viens avots un viens ezers paliek kārbā. Traktieris ir spēkā ar Traktieriem un Katedrālēm, vulkāns ar Princesi un pūķi; ar Tirgotājiem un Celtniekiem cūku ganāmpulka lauka zemnieki saņem vēl 1 punktu par katru pabeigtu pilsētu, ar cūku vai bez.',
      example:
        'Upe tek uz austrumiem atzarojumā, kas to sadala uz ziemeļiem un dienvidiem. Ziemeļu atteku drīksti turpināt ar līkumu uz austrumiem, bet ne ar līkumu uz rietumiem, kas to pagrieztu atpakaļ pret avotu.',
      keywords: ['upe ii', 'upe 2', 'atzarojums', 'atteka', 'vulkāns', 'cūku ganāmpulks', 'ezers', 'avots'],
    },
    is: {
      title: 'Áin II: kvíslin',
      text: 'Uppsprettan er upphafsflísin (venjulega upphafsflísin er kyrr í kassanum). Fyrsti leikmaður leggur kvíslina við uppsprettuna, svo heldur hver árflís sem dregin er áfram annarri hvorri kvíslinni; stöðuvatnið með eldfjallinu kemur síðast. Engar U-beygjur (tvær beygjur í röð í sömu átt), og kvíslarnar tvær mega aldrei tengjast. Enginn stendur á sjálfri ánni; áin skiptir engjum, nema kringum uppsprettuna og vötnin, og borgin sem liggur yfir ána skiptir engu. Áin sem rennur inn í borg lokar kvísl. Með Ánni mynda báðir pakkar eina á: ein uppspretta og eitt stöðuvatn fara aftur í kassann. Gistikráin gildir með Gistikrám og dómkirkjum, eldfjallið með Prinsessunni og drekanum; með Kaupmönnum og smiðum fá bændur engisins með svínahjörðinni 1 stig í viðbót fyrir hverja fullgerða borg, með svíni eða ekki.',
      example:
        'Áin rennur austur í kvíslina, sem skiptir henni í norður og suður. Þú mátt halda norðurkvíslinni áfram með beygju til austurs, en ekki til vesturs, sem myndi snúa henni aftur að uppsprettunni.',
      keywords: ['áin ii', 'áin 2', 'kvísl', 'kvíslin', 'eldfjall', 'svínahjörð', 'stöðuvatn', 'uppspretta'],
    },
  },
};
