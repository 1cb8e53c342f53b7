// The Princess & Dragon rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const princessDragonTopic: ExpansionTopic = {
  id: 'princess-dragon',
  texts: {
    en: {
      title: 'Princess & Dragon',
      text: 'Volcano: the dragon lands on it; no follower (nor builder or pig) on the dragon’s tile. Dragon tiles drawn before the first volcano are set aside and shuffled back when it comes. After a dragon tile’s figure step the dragon flies 6 tiles, one step per player from the active one: never twice onto a tile in one flight, never onto the fairy’s tile; a dead end stops it. Every figure on a tile it enters goes home, and a builder or pig left without its follower too. Instead of a figure you may move the fairy beside one of your followers: 1 point at the start of your turn (once per double turn), 3 when that follower’s feature scores, win or not; the dragon keeps off its tile. Magic portal: your follower may go on any unoccupied, unfinished feature in play. Princess: a tile extending an occupied city may send one knight there home; then you place no figure.',
      example:
        'The fairy beside your highwayman: 1 point each turn; when the road scores for another player’s bigger follower, you still get 3.',
      keywords: ['dragon', 'fairy', 'volcano', 'portal', 'princess', 'tunnel', 'knight'],
    },
    ro: {
      title: 'Prințesa și balaurul',
      text: 'Vulcan: balaurul se așază pe el; niciun supus (nici constructor sau porc) pe cartonașul balaurului. Cartonașele cu balaur trase înaintea primului vulcan sunt puse deoparte și amestecate înapoi când acesta apare. După pasul pionilor al unui cartonaș cu balaur, balaurul zboară 6 cartonașe, câte un pas pentru fiecare jucător, începând cu cel activ: niciodată de două ori pe același cartonaș într-un zbor, niciodată pe cartonașul zânei; un drum fără ieșire îl oprește. Orice pion de pe un cartonaș pe care intră merge acasă, la fel constructorul sau porcul rămas fără supus. În loc de un pion poți muta zâna lângă unul dintre supușii tăi: 1 punct la începutul turului (o dată pe tur dublu), 3 când teritoriul acelui supus e punctat, câștigat sau nu; balaurul nu intră pe cartonașul ei. Cărarea magică: supusul tău poate merge pe orice teritoriu neocupat și neterminat din joc. Prințesa: un cartonaș care extinde un oraș ocupat poate trimite acasă un cavaler de acolo; apoi nu mai pui niciun pion.',
      example:
        'Zâna lângă tâlharul tău: 1 punct în fiecare tur; când drumul e punctat pentru supusul mare al altui jucător, tot primești 3.',
      keywords: ['balaur', 'zână', 'vulcan', 'cărare', 'portal', 'prințesă', 'cavaler'],
    },
    bg: {
      title: 'Принцесата и драконът',
      text: 'Вулкан: драконът каца на него; никакъв мийпъл (нито строител или прасенце) на плочката на дракона. Плочките с дракон, изтеглени преди първия вулкан, се оставят настрана и се връщат в купчината, когато той излезе. След стъпката с фигурките на плочка с дракон драконът прелита 6 плочки, по една стъпка за всеки играч, започвайки от активния: никога два пъти на една плочка в един полет, никога на плочката на феята; задънена улица го спира. Всяка фигурка на плочка, на която влезе, се връща вкъщи, както и строител или прасенце, останали без мийпъл. Вместо фигурка можеш да преместиш феята до свой мийпъл: 1 точка в началото на хода (веднъж за двоен ход), 3 когато обектът на този мийпъл се оценява, спечелен или не; драконът не влиза на нейната плочка. Магически портал: мийпълът ти може да отиде на всеки незает и незавършен обект в игра. Принцеса: плочка, която удължава заета крепост, може да изпрати вкъщи един рицар оттам; тогава не поставяш фигурка.',
      example:
        'Феята до твоя разбойник: 1 точка всеки ход; когато пътят се оценява за големия мийпъл на друг играч, пак получаваш 3.',
      keywords: ['дракон', 'фея', 'вулкан', 'портал', 'принцеса', 'рицар'],
    },
    lv: {
      title: 'Princese un pūķis',
      text: 'Vulkāns: pūķis nolaižas uz tā; uz pūķa laučiņa nedrīkst būt neviens pavalstnieks (ne celtnieks, ne cūka). Pūķa laučiņus, kas izvilkti pirms pirmā vulkāna, noliek malā un, kad tas parādās, iejauc atpakaļ kaudzē. Pēc pūķa laučiņa figūriņu soļa pūķis nolido 6 laučiņus, pa vienam solim katram spēlētājam, sākot ar aktīvo: nekad divreiz uz viena laučiņa vienā lidojumā, nekad uz fejas laučiņa; strupceļš to aptur. Katra figūriņa uz laučiņa, uz kuru tas ieiet, atgriežas mājās, arī celtnieks vai cūka, kas palikuši bez pavalstnieka. Figūriņas vietā vari pārvietot feju blakus savam pavalstniekam: 1 punkts gājiena sākumā (vienreiz dubultgājienā), 3, kad tā pavalstnieka objekts tiek novērtēts, uzvarēts vai ne; pūķis neiet uz tās laučiņa. Maģiskais portāls: tavs pavalstnieks var iet uz jebkura neaizņemta, nepabeigta objekta spēlē. Princese: laučiņš, kas paplašina aizņemtu pilsētu, var sūtīt mājās vienu tās bruņinieku; tad tu nenoliec figūriņu.',
      example:
        'Feja blakus tavam laupītājam: 1 punkts katrā gājienā; kad ceļš tiek novērtēts cita spēlētāja lielajam pavalstniekam, tu tāpat saņem 3.',
      keywords: ['pūķis', 'feja', 'vulkāns', 'portāls', 'princese', 'bruņinieks'],
    },
    is: {
      title: 'Prinsessan og drekinn',
      text: 'Eldfjall: drekinn lendir á því; enginn þegn (né smiður eða svín) á flís drekans. Drekaflísar sem dregnar eru á undan fyrsta eldfjallinu eru lagðar til hliðar og stokkaðar aftur í bunkann þegar það kemur. Eftir fígúruskref drekaflísar flýgur drekinn 6 flísar, eitt skref fyrir hvern leikmann frá þeim sem á leik: aldrei tvisvar á sömu flís í einu flugi, aldrei á flís álfkonunnar; blindgata stöðvar hann. Hver fígúra á flís sem hann fer á fer heim, og smiður eða svín sem standa eftir án þegns líka. Í stað fígúru máttu færa álfkonuna að einum þegna þinna: 1 stig í upphafi umferðar (einu sinni í tvöfaldri umferð), 3 þegar svæði þess þegns fær stig, unnið eða ekki; drekinn fer ekki á flís hennar. Töfragátt: þegn þinn má fara á hvaða óhernumda, ólokna svæði sem er í spilinu. Prinsessa: flís sem lengir hernumda borg má senda einn riddara þar heim; þá setur þú enga fígúru.',
      example:
        'Álfkonan hjá förumanni þínum: 1 stig í hverri umferð; þegar vegurinn fær stig fyrir stóra þegn annars leikmanns færð þú samt 3.',
      keywords: ['dreki', 'álfkona', 'eldfjall', 'töfragátt', 'prinsessa', 'riddari'],
    },
  },
};
