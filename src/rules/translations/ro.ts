// Romanian rules topics. Game words follow the Romanian rule book (supus, tâlhar, cavaler, călugăr, țăran,
// cartonaș, stemă...); see docs/glossary-ro.md for each word and its source.
import type { TopicTranslations } from './topic-text';

export const ro: TopicTranslations = {
  turn: {
    title: 'Turul tău',
    text: 'Fiecare tur are trei pași: așezi cartonașul tras, apoi poți pune un supus pe acel cartonaș, apoi are loc evaluarea: se punctează tot ce a terminat cartonașul tău (drumuri, orașe, mănăstiri).',
    example:
      'Tragi un cartonaș cu un drum în curbă și îl așezi astfel încât termini un drum pe care ai un supus, pui un supus nou în orașul de pe același cartonaș și primești punctele pentru drum.',
    keywords: ['tur', 'tură', 'rând', 'pași', 'ordine', 'desfășurare', 'joc', 'trage', 'tragi'],
  },
  'placing-tiles': {
    title: 'Așezarea unui cartonaș',
    text: 'Cartonașul trebuie să atingă cartonașele de pe tablă pe cel puțin o latură întreagă, iar fiecare latură atinsă trebuie să continue ce e acolo: drum lângă drum, oraș lângă oraș, câmp lângă câmp. Un cartonaș care nu se potrivește nicăieri se pune deoparte și tragi altul.',
    example:
      'Un cartonaș cu oraș pe latura de nord nu poate sta la sud de un capăt de drum: latura cu oraș ar atinge un drum.',
    keywords: [
      'cartonaș',
      'cartonașe',
      'latură',
      'margine',
      'potrivire',
      'potrivește',
      'rotire',
      'rotește',
      'loc',
      'așezare',
    ],
  },
  followers: {
    title: 'Așezarea unui supus',
    text: 'Poți pune un supus din rezerva ta pe cartonașul tocmai așezat: pe un drum (tâlhar), într-un oraș (cavaler), într-o mănăstire (călugăr) sau, când se joacă cu țărani, pe un câmp (țăran). Drumul, orașul sau câmpul trebuie să fie liber pe toată întinderea lui, chiar și de supușii tăi.',
    example:
      'Drumul pe care îl continui are deja un supus al lui Bob, la trei cartonașe distanță: nu poți pune pe acel drum, dar poți lua orașul de pe cartonașul tău dacă e liber.',
    keywords: [
      'supus',
      'supuși',
      'meeple',
      'pion',
      'figură',
      'ocupat',
      'tâlhar',
      'cavaler',
      'călugăr',
      'țăran',
      'așezare',
    ],
  },
  sharing: {
    title: 'Drum sau oraș împărțit',
    text: 'Mai mulți supuși pot ajunge pe același drum sau în același oraș când un cartonaș unește două părți despărțite până atunci. La evaluare, jucătorul cu cei mai mulți supuși acolo ia toate punctele; la egalitate, fiecare dintre ei ia toate punctele. Toți își primesc supușii înapoi.',
    example:
      'Ana și Bob au câte un cavaler în două jumătăți ale unui oraș; un cartonaș le unește și închide orașul de 4 cartonașe: amândoi primesc câte 8 puncte.',
    keywords: ['majoritate', 'egalitate', 'unire', 'unește', 'împărțit', 'comun', 'cei mai mulți', 'mai mulți supuși'],
  },
  roads: {
    title: 'Drumuri',
    text: 'Un drum e complet când ambele capete se opresc într-o intersecție, un oraș sau o mănăstire, ori când formează un cerc închis. Aduce 1 punct pentru fiecare cartonaș, atât în timpul jocului, cât și la sfârșit.',
    example: 'Un drum care trece prin 3 cartonașe între două intersecții aduce 3 puncte.',
    keywords: ['drum', 'drumuri', 'tâlhar', 'tâlhari', 'intersecție', 'intersecții', 'sat', 'cerc', 'buclă'],
  },
  cities: {
    title: 'Orașe',
    text: 'Un oraș e complet când zidurile îl închid de jur împrejur, fără goluri. Aduce 2 puncte pentru fiecare cartonaș și 2 pentru fiecare stemă. Dacă rămâne neterminat la sfârșit, aduce 1 punct pe cartonaș și 1 pe stemă.',
    example: 'Un oraș complet de 3 cartonașe cu o stemă aduce 3 × 2 + 2 = 8 puncte; lăsat deschis la sfârșit, aduce 4.',
    keywords: ['oraș', 'orașe', 'cetate', 'cartier', 'cavaler', 'cavaleri', 'stemă', 'steme', 'scut', 'ziduri'],
  },
  monasteries: {
    title: 'Mănăstiri',
    text: 'O mănăstire e completă când sunt așezate toate cele opt cartonașe din jurul ei: aduce 9 puncte. La sfârșit, una neterminată aduce 1 punct plus 1 pentru fiecare cartonaș din jurul ei.',
    example: 'Un călugăr a cărui mănăstire are 5 vecini la sfârșit primește 6 puncte.',
    keywords: ['mănăstire', 'mănăstiri', 'călugăr', 'călugări', 'abație', 'claustru', 'biserică'],
  },
  end: {
    title: 'Sfârșitul jocului',
    text: 'Jocul se termină după ce e așezat ultimul cartonaș. Fiecare drum, oraș și mănăstire pe care mai sunt supuși se punctează la valoarea de final, apoi, dacă se joacă cu țărani, se punctează câmpurile. Câștigă cine are cele mai multe puncte; la egalitate, victoria e împărțită.',
    example:
      'Drumul deschis al Anei, de 3 cartonașe, aduce 3 puncte, iar orașul ei deschis, de 2 cartonașe cu o stemă, aduce 3.',
    keywords: [
      'sfârșit',
      'termină',
      'terminat',
      'final',
      'evaluare finală',
      'punctaj',
      'câștigător',
      'câștigă',
      'ultimul cartonaș',
      'încheiere',
    ],
  },
  fields: {
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
  river: {
    title: 'Râul',
    text: 'Izvorul e cartonașul de start (cartonașul de start obișnuit rămâne în cutie). Celelalte cartonașe cu râu se trag înaintea oricărui cartonaș obișnuit, iar lacul la urmă. Fiecare trebuie să continue capătul liber al râului, apă lângă apă. Niciun pion nu poate sta pe apă, dar drumurile, orașele și câmpurile de pe cartonașele cu râu primesc pioni ca de obicei. Râul desparte câmpurile, în afară de câmpul din jurul izvorului sau al lacului. Un cartonaș cu râu care nu se potrivește nicăieri se pune deoparte.',
    example:
      'Tragi cartonașul cu râu care are o mănăstire: îl așezi astfel încât apa lui să continue capătul râului și pui un călugăr în mănăstirea de lângă apă.',
    keywords: ['râu', 'râul', 'izvor', 'sursă', 'lac', 'apă', 'cartonaș de start', 'start'],
  },
  'river-bends': {
    title: 'Fără întoarceri pe râu',
    text: 'Două coturi consecutive ale râului nu pot coti în aceeași parte, altfel râul s-ar întoarce spre el însuși. Un cartonaș cu râu drept între două coturi în aceeași parte e permis.',
    example:
      'Râul cotește la dreapta: curgea spre est, acum curge spre sud. Cotul de pe cartonașul următor trebuie să cotească la stânga, înapoi spre est: la dreapta l-ar trimite spre vest, înapoi spre izvor.',
    keywords: ['râu', 'cot', 'coturi', 'curbă', 'întoarcere', '180', 'viraj', 'cotește', 'întoarcere de 180'],
  },
  abbot: {
    title: 'Abatele',
    text: 'Fiecare jucător are un abate. În locul unui supus, îl poți pune într-o mănăstire sau pe o grădină de pe cartonașul tocmai așezat; nicăieri altundeva. Se punctează ca un călugăr: 9 puncte când sunt așezate cele 8 cartonașe din jur, iar la sfârșit 1 punct plus 1 pentru fiecare cartonaș din jurul lui.',
    example:
      'Așezi un cartonaș cu mănăstire: poți pune în mănăstire un supus sau abatele tău. Dacă abatele e deja pe tablă, ți se oferă doar supusul.',
    keywords: ['abate', 'abatele', 'stareț', 'stareță', 'abatesă', 'călugăr', 'mănăstire', 'grădină'],
  },
  gardens: {
    title: 'Grădini',
    text: 'Unele cartonașe au o grădină. Doar un abate poate sta pe ea, niciodată un supus. O grădină se punctează exact ca o mănăstire: 9 puncte când e înconjurată de 8 cartonașe, iar la sfârșit 1 punct plus 1 pentru fiecare cartonaș din jurul ei. Când se joacă cu Abatele, se folosesc cartonașele cu grădini.',
    example: 'Abatele tău stă pe o grădină cu 5 cartonașe în jur când se termină jocul: primește 6 puncte.',
    keywords: ['grădină', 'grădini', 'flori', 'abate', 'abatele'],
  },
  'abbot-recall': {
    title: 'Retragerea abatelui',
    text: 'Într-un tur în care nu pui niciun pion pe cartonașul nou, poți în schimb să-ți retragi abatele de pe tablă. Primești pe loc cât valorează acum mănăstirea sau grădina lui: 1 punct plus 1 pentru fiecare cartonaș din jur.',
    example:
      'Abatele tău stă pe o grădină cu 5 cartonașe în jur. Așezi un cartonaș, nu pui niciun supus pe el și îți retragi abatele: 6 puncte, iar abatele e din nou la tine, gata să fie pus iar.',
    keywords: ['abate', 'abatele', 'retragere', 'retrage', 'înapoi', 'ia înapoi', 'recuperare', 'scoate'],
  },
  inns: {
    title: 'Hanuri',
    text: 'Unele drumuri trec pe lângă un han de la marginea unui lac. Un drum cu cel puțin un han aduce 2 puncte pe cartonaș când e complet, oricâte hanuri ar avea. Dacă e încă neterminat la sfârșitul jocului, nu aduce nimic. Pe intersecția în T cu han, hanul contează pentru drumurile din stânga și din dreapta lui, dar nu și pentru cel care coboară (opțiunea crossroadsInn one-road joacă după primul tiraj, unde contează doar drumul de lângă han).',
    example:
      'Drumul tău de 5 cartonașe cu un han e complet: 10 puncte în loc de 5. Dacă ar fi rămas deschis până la sfârșit: 0 în loc de 5.',
    keywords: ['han', 'hanuri', 'lac', 'drum', 'tâlhar', 'dublu', 'dublează', 'hanuri și catedrale'],
  },
  cathedrals: {
    title: 'Catedrale',
    text: 'Un oraș cu o catedrală aduce 3 puncte pe cartonaș și 3 pe stemă când e complet. Dacă e încă neterminat la sfârșit, nu aduce nimic; așa că o catedrală adăugată târziu în orașul mare și deschis al altcuiva îl poate costa tot.',
    example:
      'Un oraș complet de 7 cartonașe și 2 steme, cu o catedrală, aduce 9 × 3 = 27 de puncte; lăsat deschis la sfârșit, 0.',
    keywords: ['catedrală', 'catedrale', 'oraș', 'cavaler', 'stemă', 'triplu', 'triplează', 'hanuri și catedrale'],
  },
  'big-follower': {
    title: 'Supusul mare',
    text: 'Fiecare jucător are, pe lângă ceilalți supuși, un supus mare. Îl poți pune în locul unuia obișnuit, oriunde poate merge unul obișnuit (pe câmp doar dacă se joacă cu țărani). Când se numără majoritatea, valorează cât doi supuși; punctele nu se dublează. După evaluare se întoarce la tine ca orice supus. Extensia „Hanuri și catedrale” aduce și o a șasea culoare, pentru până la 6 jucători.',
    example:
      'Supusul tău mare și un supus al lui Bob sunt în același oraș complet de 4 cartonașe: ai 2 contra 1 și primești 8 puncte, Bob nimic. Contra a doi supuși ai lui Bob e egalitate și primiți amândoi punctele.',
    keywords: ['supus mare', 'mare', 'meeple mare', 'supus', 'majoritate', 'șase', '6 jucători', 'dublu'],
  },
  goods: {
    title: 'Produse și negustori',
    text: 'Unele orașe au simboluri de vin, grâu sau pânză. Cine așază cartonașul care termină un astfel de oraș ia câte un jeton cu produse pentru fiecare simbol din oraș, chiar dacă nu are niciun supus acolo; orașul se punctează ca de obicei pentru cavalerii lui. La sfârșit, pentru fiecare dintre cele trei produse, jucătorul cu cele mai multe jetoane primește 10 puncte; la egalitate, toți primesc 10.',
    example:
      'Ana termină orașul lui Bob, care are 2 grâu și 1 vin: Bob primește punctele orașului, Ana ia 2 jetoane de grâu și 1 de vin. La sfârșit Ana are cel mai mult grâu și e la egalitate cu Bob la vin: ea primește 20, Bob 10 pentru vin.',
    keywords: [
      'produse',
      'mărfuri',
      'negustor',
      'negustori',
      'vin',
      'grâu',
      'pânză',
      'stofă',
      'jeton',
      'jetoane',
      'majoritate',
    ],
  },
  builder: {
    title: 'Constructorul',
    text: 'Fiecare jucător are un constructor. În locul unui supus, îl poți pune pe un drum sau într-un oraș al cartonașului nou, unde ai deja un supus. Mai târziu, ori de câte ori cartonașul pe care îl așezi continuă acel drum sau oraș, mai așezi imediat un cartonaș, cu propriul pion și propria evaluare (tur dublu); al doilea cartonaș nu aduce niciodată un al treilea. Constructorul nu contează niciodată la majoritate și se întoarce la tine când drumul sau orașul lui e evaluat sau când nu mai ai niciun supus acolo.',
    example:
      'Constructorul tău stă pe drumul tău. Cartonașul tău continuă drumul, chiar dacă îl termină: drumul se punctează și tragi imediat al doilea cartonaș, pe care poți pune din nou constructorul.',
    keywords: [
      'constructor',
      'constructori',
      'tur dublu',
      'tură dublă',
      'cartonaș în plus',
      'al doilea cartonaș',
      'din nou',
      'bonus',
    ],
  },
  pig: {
    title: 'Porcul',
    text: 'Fiecare jucător are un porc. Când se joacă cu țărani, în locul unui supus îl poți pune pe un câmp al cartonașului nou unde ai deja un țăran, chiar dacă acolo stă porcul altui jucător. La sfârșit, dacă ești stăpânul acelui câmp, primești 4 puncte pe oraș complet în loc de 3. Porcul nu contează niciodată la majoritate și se întoarce la tine dacă nu mai ai niciun țăran pe câmpul lui.',
    example:
      'Ana, Bob și Cleo au câte un țăran într-un câmp cu 2 orașe complete; Ana și Bob au și porci acolo. Ana și Bob primesc câte 8 puncte, Cleo 6.',
    keywords: ['porc', 'porci', 'câmp', 'țăran', 'țărani', 'fermă', 'patru', '4 puncte'],
  },
};
