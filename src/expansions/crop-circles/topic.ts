// The rules topic of Crop Circles, in every language (game words of docs/glossary-*.md).
import type { ExpansionTopic } from '../../engine/expansion';

export const cropCirclesTopic: ExpansionTopic = {
  id: 'crop-circles',
  texts: {
    en: {
      title: 'Crop circles',
      text: 'A crop-circle tile shows a pitchfork (farmers), a club (highwaymen) or a shield (knights). The circle ends roads and parts fields; no figure stands on it. After the tile has scored, its placer chooses for everyone: A, each player may add a follower from their supply beside one of their own of that kind, on the same road, city or field; or B, each player must take one of their followers of that kind back. Players act in turn from the placer’s left, the placer last; whoever has no follower of that kind on the board (for A: or none left) is skipped. A big follower counts as one of that kind; a builder or pig left without its owner’s follower goes home.',
      example:
        'Red places a shield with a knight on it and chooses A: Green adds a knight to his city, Blue has no knight and is skipped, Red adds a second knight beside his new one.',
      keywords: ['crop circle', 'circle', 'pitchfork', 'club', 'shield', 'add', 'remove', 'take back', 'A', 'B'],
    },
    ro: {
      title: 'Cercurile în lan',
      text: 'Un cartonaș cu cerc în lan arată o furcă (țărani), o bâtă (tâlhari) sau un scut (cavaleri). Cercul încheie drumurile și desparte câmpurile; pe el nu stă niciun pion. După ce cartonașul a fost punctat, cel care l-a plasat alege pentru toți: A, fiecare jucător poate adăuga un supus din rezervă lângă unul de-al său de acel tip, pe același drum, oraș sau câmp; sau B, fiecare jucător trebuie să-și retragă un supus de acel tip. Jucătorii acționează pe rând, începând din stânga celui care a plasat, el ultimul; cine nu are niciun supus de acel tip pe tablă (la A: sau niciunul în rezervă) e sărit. Supusul mare contează ca unul de acel tip; un constructor sau un porc rămas fără supusul stăpânului se întoarce acasă.',
      example:
        'Roșu plasează un scut cu un cavaler pe el și alege A: Verde adaugă un cavaler în orașul său, Albastru nu are cavaleri și e sărit, Roșu adaugă un al doilea cavaler lângă cel nou.',
      keywords: ['cerc în lan', 'cerc', 'furcă', 'bâtă', 'scut', 'adaugă', 'retrage', 'A', 'B'],
    },
    bg: {
      title: 'Житните кръгове',
      text: 'Плочка с житен кръг показва вила (селяни), боздуган (разбойници) или щит (рицари). Кръгът прекъсва пътищата и разделя поляните; върху него не стои фигурка. След като плочката е оценена, поставилият я избира за всички: А – всеки играч може да добави мийпъл от свитата си при свой мийпъл от този вид, в същия път, крепост или поляна; или Б – всеки играч трябва да върне в свитата си един свой мийпъл от този вид. Играчите действат поред, започвайки отляво на поставилия, той последен; който няма мийпъл от този вид на полето (при А: или няма в свитата си) се пропуска. Големият мийпъл се брои за един от този вид; майстор строител или прасенце без мийпъл на собственика си се връща в свитата.',
      example:
        'Червеният полага плочка с щит, слага рицар на нея и избира А: зеленият добавя рицар в крепостта си, синият няма рицар и се пропуска, червеният добавя втори рицар до новия.',
      keywords: ['житен кръг', 'кръг', 'вила', 'боздуган', 'щит', 'добави', 'махни', 'А', 'Б'],
    },
    lv: {
      title: 'Apļi labības laukos',
      text: 'Laučiņš ar apli labības laukā rāda dakšas (zemnieki), rungu (laupītāji) vai vairogu (bruņinieki). Aplis pārtrauc ceļus un sadala laukus; uz tā nestāv neviena figūriņa. Kad laučiņš ir novērtēts, tā licējs izvēlas visiem: A – katrs spēlētājs var no sava krājuma pielikt pavalstnieku blakus savam tā paša veida pavalstniekam tajā pašā ceļā, pilsētā vai laukā; vai B – katram spēlētājam jānoņem viens savs tā veida pavalstnieks. Spēlētāji to dara pēc kārtas, sākot no licēja kreisās puses, licējs pēdējais; kam uz laukuma nav tā veida pavalstnieka (A gadījumā – arī krājumā), tas tiek izlaists. Lielais pavalstnieks skaitās kā viens no tā veida; celtnieks vai cūka bez sava īpašnieka pavalstnieka atgriežas krājumā.',
      example:
        'Sarkanais uzliek laučiņu ar vairogu un uz tā bruņinieku, un izvēlas A: Zaļais pieliek bruņinieku savai pilsētai, Zilajam nav bruņinieku un viņš tiek izlaists, Sarkanais pieliek otru bruņinieku blakus jaunajam.',
      keywords: ['aplis labības laukā', 'aplis', 'dakšas', 'runga', 'vairogs', 'pielikt', 'noņemt', 'A', 'B'],
    },
    is: {
      title: 'Kornhringir',
      text: 'Flís með kornhring sýnir heykvísl (bændur), kylfu (förumenn) eða skjöld (riddara). Hringurinn endar vegi og skiptir ökrum; engin fígúra stendur á honum. Þegar flísin hefur verið metin velur sá sem lagði hana fyrir alla: A, hver leikmaður má bæta þegni úr birgðum sínum við hjá einum sinna þegna af þeirri tegund, á sama vegi, borg eða akri; eða B, hver leikmaður verður að taka einn sinna þegna af þeirri tegund til baka. Leikmenn gera þetta hver á eftir öðrum, frá vinstri við þann sem lagði flísina og hann síðastur; sá sem á engan þegn af þeirri tegund á borðinu (í A: eða engan í birgðum) er hlaupinn yfir. Stóri þegninn telst einn af þeirri tegund; smiður eða svín sem stendur eftir án þegns eiganda síns fer heim.',
      example:
        'Rauður leggur skjöld með riddara á og velur A: Grænn bætir riddara í borgina sína, Blár á engan riddara og er hlaupinn yfir, Rauður bætir öðrum riddara við hjá þeim nýja.',
      keywords: ['kornhringur', 'hringur', 'heykvísl', 'kylfa', 'skjöldur', 'bæta við', 'taka til baka', 'A', 'B'],
    },
  },
};
