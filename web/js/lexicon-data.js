// The built-in lexicon for "Your own sentence": several hundred common English
// words as data. own-sentence.js turns each word into a query, a key and a value
// per head; this file only says what each word IS.
//
// A classic script: <script src> puts it on window.AttentionPlayground.lexiconData;
// Node's require() gets the same object.
//
// How to read (and extend) it
// ---------------------------
// `groups` is a list of { kind, words, ...shared attributes }. `words` is one
// string, space-separated, one entry per word:
//   cat            a word; nouns get regular plurals (cats, boxes, cities) for free,
//                  verbs get -s, -ed and -ing forms (opens, opened, opening)
//   man/men        extra forms after slashes: an irregular plural for nouns,
//                  irregular past forms for verbs (see/saw/seen)
//   stop+          a verb that doubles its last letter (stopped, stopping)
// Names are written capitalised but looked up in lowercase like everything else.
// A word (or an extra form) may appear only once in the whole file; the tests check.
//
// Attributes:
//   kind     what the word is; see KINDS below (own-sentence.js gives each kind its
//            vectors and its plain-English text)
//   gender   people and names: 'female', 'male' or 'either'
//   topic    what the word is about, for the "which meaning?" head: a feature name
//            or { feature: strength } (strength 0..1; a plain name means 1)
//   moves    verbs of going and staying: they ask "where?" strongly
//   refers   pronouns: 'female' | 'male' | 'it' | 'plural' | 'speaker'
//   doer     pronouns that are usually the one doing the action (she, he, it, they, I…):
//            they advertise themselves to verbs
//   asks     relative words: 'person' (who) or 'thing' (which)
//
// `ambiguous` lists words with two meanings: `as` is the kind the word has in the
// other heads, `senses` maps two topic features to a short description of each
// meaning, `verbTopic` (optional) is the topic of its verb forms (barked → animal),
// `verbForms` (optional) lists irregular verb forms (rang rung).
(function (root) {
  'use strict';

  const lexiconData = {
    // Query/key features, shared by the three heads (at most 12: the scenario format's limit).
    features: ['person', 'female', 'male', 'animal', 'thing', 'plural', 'place',
      'money', 'water', 'nature', 'sport', 'music'],
    // Value features: what a token hands over when it is attended to.
    valueFeatures: ['person', 'female', 'male', 'animal', 'thing', 'place', 'number',
      'money', 'water', 'nature', 'sport', 'music'],
    // Topic features (a subset of both lists above) in plain words.
    topics: {
      money: 'money', water: 'water', nature: 'nature', sport: 'sport', music: 'music and sounds', animal: 'animals',
    },
    kinds: {
      person: 'a person (a noun)',
      name: 'a name of a person',
      animal: 'an animal',
      thing: 'a thing',
      spot: 'a thing you can be on or in (a mat, a car)',
      place: 'a place',
      pronoun: 'a pronoun: a stand-in for a noun',
      verb: 'a verb: an action',
      feeling: 'a describing word about how someone feels',
      adjective: 'a describing word',
      preposition: 'a word that asks where (in, on, at…)',
      'where-word': 'a word that points to a place (here, there, where)',
      relative: 'a linking word that points back (who, which)',
      function: 'a small grammar word',
      time: 'a time word',
      number: 'a number word',
    },

    groups: [
      // ---------------------------------------------------------------- people
      { kind: 'person', gender: 'female', words:
        'woman/women girl mother mom mum sister daughter wife/wives aunt grandmother grandma granny ' +
        'queen princess lady/ladies bride niece actress waitress girlfriend' },
      { kind: 'person', gender: 'male', words:
        'man/men boy father dad brother son husband uncle grandfather grandpa king prince ' +
        'gentleman/gentlemen groom nephew waiter boyfriend guy' },
      { kind: 'person', gender: 'either', words:
        'person/people child/children baby kid friend teacher doctor nurse student pupil parent ' +
        'farmer driver pilot officer soldier judge lawyer scientist writer author reader president ' +
        'leader guest visitor owner neighbour neighbor stranger cousin twin adult teenager worker boss ' +
        'chef baker builder engineer dentist vet artist hero thief/thieves customer clerk family crowd ' +
        'postman/postmen mailman/mailmen policeman/policemen police firefighter ' +
        'someone somebody everyone everybody anyone anybody nobody' },
      { kind: 'person', gender: 'either', topic: 'money', words: 'banker cashier accountant shopkeeper millionaire robber' },
      { kind: 'person', gender: 'either', topic: 'water', words: 'sailor fisherman/fishermen swimmer diver captain' },
      { kind: 'person', gender: 'either', topic: 'sport', words: 'player coach referee athlete runner footballer goalkeeper champion' },
      { kind: 'person', gender: 'either', topic: 'music', words: 'singer musician drummer guitarist pianist dancer' },

      // ---------------------------------------------------------------- names
      { kind: 'name', gender: 'female', words:
        'Maria Mary Anna Emma Sarah Lucy Alice Emily Olivia Sophie Kate Laura Julia Lisa Mia Zoe Amy ' +
        'Ella Chloe Hannah Aisha Fatima Priya Mei Yuki Elena Sofia Nina Jane Linda Susan Helen Rachel ' +
        'Amelia Isabella Ava Ruth Clara' },
      { kind: 'name', gender: 'male', words:
        'John James Tom David Michael Peter Paul Ben Jack Harry Leo Omar Ali Raj Carlos Luis Ahmed ' +
        'Daniel George Adam Noah Liam Lucas Ivan Kenji Oliver Henry Joe Bob Steve Frank Hassan ' +
        'Mohammed Diego Arjun Hiro' },
      { kind: 'name', gender: 'either', words: 'Alex Sam Kim Jordan Taylor Chris Jamie Charlie' },

      // ---------------------------------------------------------------- animals
      { kind: 'animal', words:
        'cat dog puppy kitten horse cow pig sheep goat chicken hen goose/geese bird mouse/mice rat ' +
        'rabbit lion tiger bear wolf/wolves fox deer elephant monkey giraffe zebra owl eagle parrot bee ' +
        'ant spider butterfly insect worm snake lizard penguin squirrel donkey camel kangaroo panda ' +
        'lamb bull calf/calves pony hamster tortoise pet animal dragon dinosaur bunny' },
      { kind: 'animal', topic: { water: 0.5 }, words:
        'fish duck frog turtle shark whale dolphin crab octopus seal swan salmon trout jellyfish ' +
        'shrimp lobster otter' },

      // ---------------------------------------------------------------- things
      { kind: 'thing', words:
        'door window table key book pen pencil paper letter computer laptop screen clock cup glass ' +
        'plate spoon knife/knives fork bottle food bread cake apple banana egg milk coffee tea juice ' +
        'soup rice pizza sandwich cheese meat toy gift shirt shoe hat coat dress sock umbrella lamp ' +
        'picture photo camera chocolate cookie sugar salt rope ladder blanket pillow towel mirror wall ' +
        'roof ticket map flag kite balloon hammer needle button jar pot pan oven fridge machine robot ' +
        'engine wheel tool newspaper magazine story idea problem question homework job news thing ' +
        'word name page part piece way sort sentence text language information lesson class exam ' +
        'result reason example fact sign line list step group model message email meaning sense ' +
        'attention token value number lot treat lunch dinner breakfast meal party holiday vacation ' +
        'trip birthday present history future hand head face eye ear nose mouth arm leg foot/feet ' +
        'tooth/teeth hair finger heart body voice ' +
        'something everything nothing anything bike bicycle plane truck' },
      { kind: 'thing', topic: { music: 0.8 }, words: 'phone alarm sound noise bell' },
      { kind: 'thing', topic: 'money', words:
        'money cash coin cheque loan debt price wallet purse salary wage tax account dollar euro ' +
        'penny cent budget profit receipt fee jewel diamond gold silver necklace bracelet treasure ' +
        'fortune' },
      { kind: 'thing', topic: 'water', words: 'water ice wave tide raindrop bubble paddle oar anchor canoe raft yacht ship' },
      { kind: 'thing', topic: 'nature', words:
        'tree flower leaf grass plant seed stone sand mud snow wind storm cloud sun star fire flame ' +
        'smoke wood root weather rainbow thunder lightning nut berry/berries mushroom stick rain ' +
        'light sunshine sunlight' },
      { kind: 'thing', topic: { nature: 0.6 }, words: 'candle' },
      { kind: 'thing', topic: { animal: 1 }, words: 'wing feather fur tail paw nest beak claw' },
      { kind: 'thing', topic: 'sport', words:
        'football soccer tennis cricket baseball basketball golf hockey rugby volleyball goal team race ' +
        'trophy medal net helmet glove skate ski whistle ball' },
      { kind: 'thing', topic: { sport: 0.6 }, words: 'game' },
      { kind: 'thing', topic: 'music', words:
        'song music guitar piano drum violin flute trumpet concert band album melody tune choir ' +
        'microphone orchestra opera radio' },
      
      // things you can be on or in: they answer "where?" a little
      { kind: 'spot', words:
        'mat bed sofa chair bench desk shelf/shelves floor ground corner tent box bag basket bucket ' +
        'pocket car bus train cupboard drawer stairs side top bottom middle edge end spot' },
      { kind: 'spot', topic: 'water', words: 'boat bath' },

      // ---------------------------------------------------------------- places
      { kind: 'place', words:
        'home house school city town village country street road room kitchen office shop store ' +
        'church hospital library museum station airport hotel restaurant cafe bakery factory prison ' +
        'castle palace tunnel world planet space classroom bedroom bathroom hall yard playground ' +
        'theatre theater cinema apartment building place area ' +
        'north south east west' },
      { kind: 'place', topic: { money: 0.5 }, words: 'market' },
      { kind: 'place', topic: { nature: 0.5 }, words: 'garden park farm sky moon' },
      { kind: 'place', topic: { animal: 0.5 }, words: 'zoo' },
      { kind: 'place', topic: 'sport', words: 'stadium gym' },
      { kind: 'place', topic: { water: 0.5 }, words: 'bridge' },
      { kind: 'place', topic: 'water', words:
        'beach sea ocean lake river pond island harbour harbor port coast shore stream waterfall bay canal pool' },
      { kind: 'place', topic: 'nature', words: 'forest field mountain hill valley desert jungle meadow cliff volcano' },
      { kind: 'place', topic: { nature: 1, animal: 0.8 }, words: 'cave' },
      { kind: 'place', words:
        'London Paris Tokyo Berlin Rome Madrid Delhi Beijing Cairo Lagos Sydney Moscow Toronto Chicago ' +
        'Boston Dublin Lisbon Athens Vienna Mumbai Nairobi Seoul England France Spain Italy Germany ' +
        'China Japan India Brazil Mexico Canada America Africa Europe Asia Australia Egypt Kenya ' +
        'Nigeria Peru Russia Scotland Wales Ireland Earth Mars Venus Jupiter Saturn Neptune' },

      // ---------------------------------------------------------------- pronouns
      { kind: 'pronoun', refers: 'female', doer: true, words: 'she' },
      { kind: 'pronoun', refers: 'female', words: 'her hers herself' },
      { kind: 'pronoun', refers: 'male', doer: true, words: 'he' },
      { kind: 'pronoun', refers: 'male', words: 'him his himself' },
      { kind: 'pronoun', refers: 'it', doer: true, words: 'it' },
      { kind: 'pronoun', refers: 'it', words: 'its itself' },
      { kind: 'pronoun', refers: 'plural', doer: true, words: 'they' },
      { kind: 'pronoun', refers: 'plural', words: 'them their theirs themselves' },
      { kind: 'pronoun', refers: 'speaker', doer: true, words: 'i you we' },
      { kind: 'pronoun', refers: 'speaker', words:
        'me my mine myself us our ours ourselves your yours yourself yourselves' },
      { kind: 'relative', asks: 'person', words: 'who whom whose' },
      { kind: 'relative', asks: 'thing', words: 'which' },

      // ---------------------------------------------------------------- verbs
      { kind: 'verb', moves: true, words:
        'go/went/gone/goes come/came run+/ran walk arrive leave/left travel+ drive/drove/driven ' +
        'ride/rode/ridden fly/flew/flown sit+/sat stand/stood stay sleep/slept wait visit return enter ' +
        'live move climb fall/fell/fallen jump hide/hid/hidden follow reach cross escape wander hurry ' +
        'rush crawl land' },
      { kind: 'verb', moves: true, topic: 'water', words: 'swim+/swam/swum sail dive float sink/sank/sunk' },
      { kind: 'verb', words:
        'be/am/is/are/was/were/been have/has/had do/does/did/done ' +
        'open close see/saw/seen hear/heard look watch notice find/found lose/lost keep/kept ' +
        'give/gave/given take/took/taken bring/brought send/sent get+/got/gotten make/made put+ let+ ' +
        'say/said tell/told speak/spoke/spoken talk write/wrote/written read think/thought ' +
        'know/knew/known feel/felt believe remember forget+/forgot/forgotten ' +
        'understand/understood learn/learnt teach/taught build/built break/broke/broken cut+ ' +
        'begin+/began/begun meet/met hold/held show/shown choose/chose/chosen wear/wore/worn ' +
        'draw/drew/drawn wake/woke/woken shake/shook/shaken eat/ate/eaten drink/drank/drunk ' +
        'bite/bit/bitten feed/fed catch/caught throw/threw/thrown chase push pull carry drop+ pick ' +
        'fill cook bake clean wash paint smile laugh cry shout scream kiss hug+ touch help like love ' +
        'hate want need ask answer call try study stop+ start finish work use explain agree decide ' +
        'happen wish hope worry marry fix mix miss guess plan+ nod+ grab+ fight/fought ' +
        'lead/led hang/hung dig+/dug kill hurt check wonder point cover count turn lift share ' +
        'order test thank add mean/meant seem become/became allow appear continue create die expect ' +
        'fail include offer pass prepare provide remain report require serve suggest support ' +
        'describe develop join knock measure print promise protect repeat reply rest roll search ' +
        'smell spell stare taste tidy trust type vote warn whisper wink yell cheat cheer chew ' +
        'collect complain cough dream enjoy explore fetch fold greet guard hunt invite lick lock ' +
        'melt mend pack pray pretend rescue sew sneeze snore spill squeeze stir swallow tease ' +
        'tickle unlock vanish wipe wrap yawn compare combine produce represent compute predict ' +
        'beat/beaten absorb discuss involve blend gather divide weigh set+ ' +
        'seek/sought forgive/forgave/forgiven' },
      { kind: 'verb', topic: 'money', words:
        'pay/paid buy/bought sell/sold spend/spent lend/lent borrow cost earn owe save deposit ' +
        'withdraw/withdrew/withdrawn invest afford' },
      { kind: 'verb', topic: { money: 0.5 }, words: 'steal/stole/stolen rob+' },
      { kind: 'verb', topic: 'water', words: 'splash pour drown' },
      { kind: 'verb', topic: 'nature', words: 'grow/grew/grown bloom shine/shone burn blow/blew/blown' },
      { kind: 'verb', topic: 'sport', words: 'kick win+/won score shoot/shot compete jog+' },
      { kind: 'verb', topic: { sport: 0.5 }, words: 'hit+ swing/swung' },
      { kind: 'verb', topic: 'music', words: 'sing/sang/sung dance hum+ perform' },
      { kind: 'verb', topic: 'animal', words: 'wag+ roar growl purr chirp meow hatch' },
      { kind: 'verb', topic: { music: 0.6 }, words: 'listen clap+' },
      { kind: 'verb', topic: { music: 0.4, sport: 0.4 }, words: 'play' },

      // ---------------------------------------------------------------- describing words
      { kind: 'feeling', words:
        'tired happy sad angry hungry thirsty sleepy afraid scared brave proud lonely bored excited ' +
        'worried sick ill busy lazy friendly clever smart funny shy rude polite nervous calm sorry ' +
        'glad alive dead upset jealous curious surprised kind' },
      { kind: 'adjective', words:
        'big small little large tall short long old young new good bad nice beautiful pretty ugly hot ' +
        'cold warm cool fast slow quick soft hard heavy empty full ' +
        'dirty red blue green yellow black white brown orange pink purple grey gray dark bright ' +
        'strange famous favourite favorite ready sure safe dangerous scary late early sweet ' +
        'delicious quiet round flat sharp huge tiny thick thin fresh great best different single real ' +
        'similar previous plain able extra low high clear simple easy difficult important possible ' +
        'whole main certain common perfect special true false wrong right correct free fine lovely ' +
        'wonderful amazing awesome cute handsome gentle last final enormous' },
      { kind: 'adjective', topic: 'money', words: 'rich poor expensive cheap valuable' },
      { kind: 'adjective', topic: 'water', words: 'wet deep shallow' },
      { kind: 'adjective', topic: { water: 0.5 }, words: 'dry muddy salty' },
      { kind: 'adjective', topic: 'nature', words: 'wild sunny rainy windy snowy cloudy' },
      { kind: 'adjective', topic: { music: 0.5 }, words: 'loud noisy' },

      // ---------------------------------------------------------------- small words
      { kind: 'preposition', words:
        'in on at to into onto from near under over above below behind beside between inside outside ' +
        'through across along around towards toward beyond upon within by off out up down against' },
      { kind: 'where-word', words: 'here there where somewhere everywhere anywhere nowhere' },
      { kind: 'function', words:
        'the a an and or but because so if then than of for with without about as this that these ' +
        'those not no yes very too also just only all some any many much more most few each every ' +
        'both other another such own same can could will would shall should may might must what when ' +
        'why how while until since though although unless whether nor either neither really quite ' +
        'almost always never often sometimes still already again even ever perhaps maybe please oh ' +
        'hello hi okay ok well cannot back instead usually several next once twice far ago least ' +
        'together yet actually exactly whoever whatever whenever anyway else however therefore thus ' +
        'per via etc ' + "can't won't shan't ain't" },
      { kind: 'time', words:
        'today tomorrow yesterday now tonight morning afternoon evening night day week month year ' +
        'hour minute time moment weekend summer winter autumn season later soon noon midnight century ' +
        'decade past monday tuesday wednesday ' +
        'thursday friday saturday sunday january february april july august september october ' +
        'november december' },
      { kind: 'number', words:
        'zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty ' +
        'fifty hundred thousand million billion first third dozen half' },
    ],

    ambiguous: [
      { word: 'bank', as: 'place', senses: { money: 'a bank that keeps money', water: 'the side of a river' } },
      { word: 'bat', as: 'animal', verbTopic: 'sport',
        senses: { animal: 'a flying animal', sport: 'a bat for hitting a ball' } },
      { word: 'bark', as: 'thing', verbTopic: 'animal',
        senses: { animal: 'the sound a dog makes', nature: 'the skin of a tree' } },
      { word: 'spring', as: 'time', senses: { nature: 'the season of flowers', water: 'water coming out of the ground' } },
      { word: 'rock', as: 'thing', verbTopic: 'music', senses: { nature: 'a stone', music: 'loud guitar music' } },
      { word: 'ring', as: 'thing', verbTopic: 'music', verbForms: 'rang rung',
        senses: { money: 'a gold ring you wear', music: 'the sound of a bell or a phone' } },
      { word: 'match', as: 'thing', senses: { sport: 'a game', nature: 'a little stick that makes fire' } },
      { word: 'note', as: 'thing', senses: { music: 'a musical note', money: 'a bank note' } },
      { word: 'pitch', as: 'place', verbTopic: 'sport',
        senses: { sport: 'a sports field (or a throw)', music: 'how high a sound is' } },
      { word: 'bass', as: 'thing', senses: { music: 'a deep voice or guitar', water: 'a fish' } },
      { word: 'trunk', as: 'thing', senses: { nature: 'the stem of a tree', animal: "an elephant's nose" } },
      { word: 'racket', as: 'thing', senses: { sport: 'a tennis racket', music: 'a loud noise' } },
      { word: 'bill', as: 'thing', senses: { money: 'a bill to pay', animal: "a bird's beak" } },
      { word: 'scale', as: 'thing', senses: { music: 'a run of musical notes', animal: "a fish's scale" } },
      { word: 'horn', as: 'thing', senses: { music: 'a horn you blow', animal: "an animal's horn" } },
      { word: 'branch', as: 'thing', senses: { nature: 'part of a tree', money: 'a local office of a bank' } },
    ],
  };

  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  ns.lexiconData = lexiconData;
  if (typeof module === 'object' && module.exports) module.exports = lexiconData;
})(typeof globalThis !== 'undefined' ? globalThis : this);
