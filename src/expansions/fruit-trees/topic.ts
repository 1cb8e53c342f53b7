// The Fruit Trees rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const fruitTreesTopic: ExpansionTopic = {
  id: 'fruit-trees',
  texts: {
    en: {
      title: 'Fruit Trees',
      text: 'Six tiles carry a fruit tree. Whoever places one chooses a fruit (quince, apple, apricot, cherry, plum or elder): its four tokens (worth 5, 4, 3 and 2, face down) go on the tree. Nobody stands on the tree itself. When you put a follower on a tree tile, or on a tile you place next to one (diagonals too), you may take one fruit action: harvest (take the tree’s top token and score its value at once) or sell one set of 1 to 4 tokens of different fruits for 3, 6, 10 or 15 points (the sold tokens leave the game). At the end each token you still hold scores 1.',
      example:
        'Red places a tile beside the apple tree with a follower and harvests: the token is worth 3, 3 points. Later, holding 2 apples, 1 apricot and 1 cherry, he sells 3 different fruits for 10 points; one apple stays with him.',
      keywords: [
        'fruit trees',
        'fruit',
        'tree',
        'harvest',
        'sell',
        'apple',
        'cherry',
        'plum',
        'quince',
        'apricot',
        'elder',
      ],
    },
    ro: {
      title: 'Pomii fructiferi',
      text: 'Șase cartonașe au câte un pom fructifer. Cine pune unul alege un fruct (gutui, măr, cais, cireș, prun sau soc): cele patru jetoane ale lui (de 5, 4, 3 și 2, cu fața în jos) se pun pe pom. Nimeni nu stă pe pomul însuși. Când pui un supus pe un cartonaș cu pom, sau pe un cartonaș pe care îl pui lângă unul (și pe diagonală), poți face o acțiune cu fructe: culegi (iei jetonul de deasupra și primești imediat valoarea lui) sau vinzi un set de 1–4 jetoane cu fructe diferite pentru 3, 6, 10 sau 15 puncte (jetoanele vândute ies din joc). La sfârșit, fiecare jeton păstrat aduce 1 punct.',
      example:
        'Roșul pune un cartonaș lângă măr, cu un supus, și culege: jetonul valorează 3, deci 3 puncte. Mai târziu, cu 2 mere, 1 caisă și 1 cireașă, vinde 3 fructe diferite pentru 10 puncte; un măr îi rămâne.',
      keywords: ['pomi fructiferi', 'fructe', 'pom', 'culege', 'vinde', 'măr', 'cireș', 'prun', 'gutui', 'cais', 'soc'],
    },
    bg: {
      title: 'Овощните дървета',
      text: 'Шест плочки имат по едно овощно дърво. Който положи такава, избира плод (дюля, ябълка, кайсия, череша, слива или бъз): четирите му жетона (за 5, 4, 3 и 2, с лицето надолу) се слагат на дървото. Никой не стои на самото дърво. Когато поставиш фигурка на плочка с дърво или на плочка, която полагаш до такава (и по диагонал), можеш да направиш едно действие с плодове: обираш (взимаш горния жетон и веднага получаваш стойността му) или продаваш един комплект от 1 до 4 жетона с различни плодове за 3, 6, 10 или 15 точки (продадените жетони излизат от играта). В края всеки запазен жетон носи 1 точка.',
      example:
        'Червеният полага плочка до ябълката с фигурка и обира: жетонът е за 3, значи 3 точки. По-късно, с 2 ябълки, 1 кайсия и 1 череша, продава 3 различни плода за 10 точки; една ябълка остава у него.',
      keywords: [
        'овощни дървета',
        'плодове',
        'дърво',
        'обери',
        'продай',
        'ябълка',
        'череша',
        'слива',
        'дюля',
        'кайсия',
        'бъз',
      ],
    },
    lv: {
      title: 'Augļu koki',
      text: 'Uz sešiem laučiņiem ir augļu koks. Kas tādu uzliek, izvēlas augli (cidonija, ābele, aprikoze, ķirsis, plūmju koks vai plūškoks): tā četri žetoni (ar vērtībām 5, 4, 3 un 2, ar attēlu uz leju) tiek uzlikti uz koka. Uz paša koka pavalstnieku likt nedrīkst. Kad uzliec pavalstnieku uz augļu koka laučiņa vai uz laučiņa, ko uzliec blakus tādam (arī pa diagonāli), vari veikt vienu papildu darbību: ražas novākšanu (paņem koka augšējo žetonu un uzreiz saņem tā vērtību punktos) vai ražas pārdošanu (pārdod vienu 1–4 dažādu augļu žetonu komplektu par 3, 6, 10 vai 15 punktiem; pārdotie žetoni vairs nepiedalās spēlē). Spēles beigās katrs žetons dod 1 punktu.',
      example:
        'Sarkanais uzliek laučiņu blakus ābelei un uzliek pavalstnieku; viņš novāc ražu: žetona vērtība ir 3, 3 punkti. Vēlāk, sakrājis 2 ābolu, 1 aprikožu un 1 ķiršu žetonu, viņš pārdod 3 dažādus žetonus par 10 punktiem; ābolu žetons paliek pie viņa.',
      keywords: [
        'augļu koki',
        'augļi',
        'koks',
        'raža',
        'novākt',
        'pārdot',
        'ābele',
        'ķirsis',
        'plūme',
        'cidonija',
        'aprikoze',
        'plūškoks',
      ],
    },
    is: {
      title: 'Ávaxtatrén',
      text: 'Á sex flísum stendur ávaxtatré. Sá sem leggur slíka flís velur ávöxt (kveði, epli, apríkósu, kirsuber, plómu eða ylli): fjórir tíglar hans (5, 4, 3 og 2 að verðmæti, á hvolfi) eru lagðir á tréð. Enginn stendur á trénu sjálfu. Þegar þú setur þegn á flís með tré, eða á flís sem þú leggur við hlið slíkrar (líka á ská), máttu gera eina ávaxtaaðgerð: tína (taka efsta tígul trésins og fá verðmæti hans strax í stigum) eða selja eitt sett 1 til 4 tígla ólíkra ávaxta fyrir 3, 6, 10 eða 15 stig (seldir tíglar fara úr leik). Í lokin gefur hver tígull sem þú átt 1 stig.',
      example:
        'Rauður leggur flís við eplatréð með þegn og tínir: tígullinn er 3 virði, 3 stig. Síðar, með 2 epli, 1 apríkósu og 1 kirsuber, selur hann 3 ólíka ávexti fyrir 10 stig; eitt epli verður eftir hjá honum.',
      keywords: [
        'ávaxtatré',
        'ávextir',
        'tré',
        'tína',
        'selja',
        'epli',
        'kirsuber',
        'plóma',
        'kveði',
        'apríkósa',
        'yllir',
      ],
    },
  },
};
