// The Phantom's rules topic, in every language.
import type { ExpansionTopic } from '../../engine/expansion';

export const phantomTopic: ExpansionTopic = {
  id: 'phantom',
  texts: {
    en: {
      title: 'The phantom',
      text: "Each player has one phantom, a translucent follower of their colour. After your figure step (a follower, a builder or pig, a tower piece, the fairy moved, or nothing at all) you may put your phantom on another free feature of the tile you just placed: two followers in one turn, on two different features. It is always the turn's last figure, so no builder or pig joins it that turn. Otherwise it is a normal follower: it counts 1 in a majority, scores, comes home and may be placed again later. Not after the princess removed a knight. With the Tower it may instead go on top of a tower at least one piece high that no follower has finished; on a magic portal tile no follower used this turn, it may go through the portal.",
      example:
        'You place a road and city tile: a follower on the city, then your phantom on the road. When the road is finished the phantom scores it and comes home.',
      keywords: ['phantom', 'ghost', 'second follower', 'translucent'],
    },
    ro: {
      title: 'Fantoma',
      text: 'Fiecare jucător are o fantomă, un supus transparent în culoarea lui. După pasul pionului (un supus, un constructor sau porc, o piesă de turn, zâna mutată sau nimic) îți poți pune fantoma pe un alt teritoriu liber al cartonașului tocmai așezat: doi supuși într-un tur, pe două teritorii diferite. Este mereu ultimul pion al turului, deci nu i se alătură constructor sau porc în același tur. În rest e un supus obișnuit: valorează 1 la majoritate, primește puncte, se întoarce și poate fi pusă din nou. Nu și după ce prințesa a îndepărtat un cavaler. Cu Turnul poate merge și în vârful unui turn de cel puțin o piesă pe care niciun supus nu l-a terminat; pe un cartonaș cu portal magic pe care niciun supus nu l-a folosit în turul ăsta, poate trece prin portal.',
      example:
        'Așezi un cartonaș cu drum și oraș: un supus în oraș, apoi fantoma pe drum. Când drumul e terminat, fantoma primește punctele și se întoarce.',
      keywords: ['fantomă', 'fantoma', 'al doilea supus', 'transparent'],
    },
    bg: {
      title: 'Фантомът',
      text: 'Всеки играч има един фантом, прозрачен мийпъл в своя цвят. След хода с фигурка (мийпъл, майстор строител или прасенце, част от кула, преместена фея или нищо) можеш да поставиш фантома на друг свободен обект от току-що положената плочка: два мийпъла в един ход, на два различни обекта. Той винаги е последната фигурка за хода, затова в същия ход към него не се добавят строител или прасенце. Иначе е обикновен мийпъл: брои 1 при мнозинството, носи точки, връща се и може да се постави пак. Не и след като принцесата е премахнала рицар. С Кулата може да отиде и на върха на кула, висока поне една част, която никой мийпъл не е завършил; на плочка с вълшебен портал, който никой мийпъл не е използвал този ход, може да мине през портала.',
      example:
        'Полагаш плочка с път и крепост: мийпъл в крепостта, после фантома на пътя. Когато пътят е завършен, фантомът носи точките и се връща.',
      keywords: ['фантом', 'фантомът', 'втори мийпъл', 'прозрачен'],
    },
    lv: {
      title: 'Pavadonis',
      text: 'Katram spēlētājam ir viens pavadonis — caurspīdīgs pavalstnieks viņa krāsā. Pēc figūriņas gājiena (pavalstnieks, celtnieks vai cūka, torņa daļa, pārvietota feja vai nekas) vari uzlikt pavadoni uz cita brīva objekta tikko uzliktajā laučiņā: divi pavalstnieki vienā gājienā uz diviem dažādiem objektiem. Tas vienmēr ir gājiena pēdējā figūriņa, tāpēc tajā pašā gājienā pie tā nevar likt celtnieku vai cūku. Citādi tas ir parasts pavalstnieks: vairākumā skaitās 1, saņem punktus, atgriežas un to var likt atkal. Ne pēc tam, kad princese noņēmusi bruņinieku. Ar Torni to var likt arī torņa virsotnē, ja tornis ir vismaz vienu daļu augsts un neviens pavalstnieks to nav pabeidzis; uz laučiņa ar burvju portālu, ko šajā gājienā neviens pavalstnieks nav izmantojis, tas var iet caur portālu.',
      example:
        'Uzliec laučiņu ar ceļu un pilsētu: pavalstnieku pilsētā, tad pavadoni uz ceļa. Kad ceļš pabeigts, pavadonis saņem punktus un atgriežas.',
      keywords: ['pavadonis', 'pavadoni', 'otrs pavalstnieks', 'caurspīdīgs'],
    },
    is: {
      title: 'Draugurinn',
      text: 'Hver leikmaður á einn draug, gegnsæjan þegn í sínum lit. Eftir skref þegnsins (þegn, smiður eða svín, turnhluti, álfkonan færð eða ekkert) máttu setja drauginn á annað laust svæði á flísinni sem þú lagðir: tveir þegnar í einni umferð, á tveimur ólíkum svæðum. Hann er alltaf settur síðastur í umferðinni, svo hvorki smiður né svín bætast við hann í sömu umferð. Annars er hann venjulegur þegn: telur 1 í meirihluta, fær stig, snýr heim og má setja aftur síðar. Ekki eftir að prinsessan fjarlægði riddara. Með Turninum má hann líka fara efst á turn sem er minnst einn hluti á hæð og enginn þegn hefur klárað; á flís með töfragátt sem enginn þegn notaði í þessari umferð má hann fara í gegnum gáttina.',
      example:
        'Þú leggur flís með vegi og borg: þegn í borgina, síðan drauginn á veginn. Þegar vegurinn er kláraður fær draugurinn stigin og snýr heim.',
      keywords: ['draugur', 'draugurinn', 'annar þegn', 'gegnsær'],
    },
  },
};
