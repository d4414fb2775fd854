// The Arabic catalogue (Modern Standard Arabic): the same keys as
// en/catalogue.js, in whole sentences (never words glued together), with
// Western digits (0-9, as the sliders, the links and code write them: why, in
// web/scenarios/ar/README.md), a decimal point and angle quotes. The widget
// that speaks it reads right to left (index.js says so). A key missing here
// reads in English. It comes with the Arabic part (index.js).

export default {
  // ---- numbers, lists, quotes
  // Numbers, percentages and lists by Intl in this locale (i18n.js: a catalogue whose intl.decimal is no
  // string gets Intl): Western digits (nu-latn), a decimal point, and the left-to-right marks Intl writes
  // before a minus and around "%", so that "−2.5" and "87.5%" keep their order in a right-to-left line;
  // «و» joined to the word after it («أ وب وج»). The rules below are Intl's, so none is spelled out.
  'intl.locale': 'ar-u-nu-latn',
  'intl.decimal': null,
  'intl.group': null,
  'intl.group-min': null,
  'intl.percent': null,
  'intl.and': null,
  'intl.comma': null,
  'intl.and-alt-before': null,
  'intl.and-alt': null,
  // In words, not with "<" and ">" (they turn round in a right-to-left line).
  'share.below': 'أقل من {pct}',
  'share.above': 'أكثر من {pct}',
  'share.about': 'نحو {pct}',
  'quote': '«{text}»',

  // ---- the frame (element.js)
  'part.missing': 'ملف من ملفات هذه الأداة مفقود أو ليس من هذا الإصدار، لذا لا يمكن عرض {what}: انسخ {file} من مجلد dist/ الخاص بها إلى جانب attention-playground.js.',
  'part.refused': 'رفضت سياسة أمان المحتوى (Content-Security-Policy) في هذه الصفحة الملف {file}، لذا لا يمكن عرض {what}: تقول وحدة التحكم في المتصفح ما يجب السماح به.',
  'part.what.language': 'لغتها: {language}',
  'part.what.explore': 'خريطة الحرارة وجملتك الخاصة والمشاركة',
  'part.what.heatmap': 'خريطة الحرارة لجملة طويلة',
  'part.what.sentence': 'جملتك الخاصة',
  'part.what.export': 'الصورة',
  'part.what.examples': 'الأمثلة الأخرى',
  'part.what.notes': 'الملاحظات عن الإعدادات المتجاهَلة',
  'part.what.scenario': 'مثال هذه الصفحة الخاص',
  'part.what.trained': 'النموذج الذي تعلّم وحده',
  'part.what.training': 'النموذج الذي تدرّبه في هذه الخطوة',
  'status.loading': 'جارٍ تحميل نواة الانتباه…',
  'error.title': 'تعذّر عرض هذا المثال.',
  'section.sentence': 'الجملة',
  'section.focus': 'الكلمة المختارة',
  'section.dials': 'الشدة والمصب',
  'section.order': 'ترتيب الكلمات',
  'section.heads': 'الرؤوس',
  'section.heatmap': 'الجملة كلها دفعة واحدة',
  'trained.explore-summary': 'اقرأها بالنموذج المدرَّب',
  'section.meaning': 'ماذا يعني هذا',
  'section.share': 'المشاركة والحفظ',
  // ---- the scenario bar and the dials (view-controls.js)
  'scenario.picker': 'المثال',
  'scenario.example': 'المثال: {title}',
  'scenario.example-of': 'المثال {n} من {count}: {title}',
  'scenario.previous': 'المثال السابق',
  'scenario.next': 'المثال التالي',
  'scenario.try': 'جرّب هذا: ',
  'dials.magnitude': 'الشدة',
  'dials.magnitude-title': 'الشدة: ما حجم الدرجات',
  // "Only the differences count" (view-shift.js)
  'stretch.title': 'الشدة بوصفها طول الاستعلام وطول المفتاح',
  'stretch.query': 'استعلام {token}',
  'stretch.key': 'مفتاح {token}',
  'stretch.length-said': 'الطول ',
  'stretch.text': 'الدرجة = الطول × الطول × مدى اتجاههما الاتجاه نفسه ({fit}) = {score}.',
  'shift.title': 'الفروق وحدها هي المهمة',
  'shift.intro': 'أضف العدد نفسه إلى كل درجة من درجات {token}، وانظر إلى النسب المئوية:',
  'shift.choose': 'أضف إلى كل درجة',
  'shift.by': '+ {n}',
  'shift.line': '{token}: {score} + {by} = {sum} ← {pct}',
  'shift.zero': 'هذه درجات الجدول نفسها. اختر عددًا تضيفه إليها كلها.',
  'shift.same': 'زادت كل درجة بمقدار {by}، وبقيت كل نسبة مئوية كما يعرضها الجدول تمامًا: سوفتماكس لا ينظر إلا إلى المسافة بين الدرجات.',
  'shift.close': 'زادت كل درجة بمقدار {by}، وبقيت النسب المئوية كما في الجدول إلا في فرق التقريب: سوفتماكس لا ينظر إلا إلى المسافة بين الدرجات.',
  'shift.pair': 'وحدهما، تتقاسم الدرجتان {a} و{b} النسبتين {pa} و{pb}، تمامًا كما تفعل 1 و0.',
  'dials.magnitude-said': 'الشدة {value}',
  'dials.sink-said': 'درجة المصب {value}',
  'dials.magnitude-value': '× {value}',
  'dials.sink-title': 'المصب: مكان للانتباه الفائض',
  'dials.sink-use': 'استعمل مصبًّا',
  'dials.sink-score': 'درجة المصب',

  // ---- the sentence (view-tokens.js); the clitic, said once (web/scenarios/ar/README.md)
  'tokens.hint': 'انقر أي كلمة لتجعلها الكلمة المختارة: الجدول أدناه يتبع استعلامها. ' +
    'بلوحة المفاتيح، تنتقل مفاتيح الأسهم بين الكلمات ويختار Enter أو المسافة إحداها. ' +
    'الضمير الذي يُكتب متصلًا بآخر الكلمة (لأنه = لأن + ـه) يظهر هنا كلمةً مستقلة «ـه»، كما يقطّعه النموذج اللغوي، لكي تنقره وحده.',
  'tokens.label': 'كلمات الجملة: اختر الكلمة',
  'tokens.shuffle': 'اخلط الكلمات',
  'tokens.restore': 'أعدها إلى مكانها',
  'tokens.swap': 'بدّل بين {a} و{b}',

  // ---- your own sentence
  'own.title': 'جملتك الخاصة',

  // ---- the focus token (view-vectors.js)
  'vectors.all-zero': 'كلها 0',
  'vectors.others-zero': 'والباقي 0',
  'vectors.head': 'الرأس',
  'vectors.question': 'في الرأس «{label}» ({question})، {token}:',
  'vectors.looks-for': 'يبحث عن (الاستعلام)',
  'vectors.advertises': 'يعلن عن (المفتاح)',
  'vectors.carries': 'يحمل (القيمة)',
  'vectors.query-of': 'استعلام {token}',
  'vectors.key-of': 'مفتاح {token}',
  'vectors.value-of': 'قيمة {token}',
  'vectors.numbers': 'اعرض الأعداد (المتجهات)',
  'vectors.edit-query': 'عدّل استعلام {token}',
  'vectors.edit-hide': 'أخفِ المنزلقات',
  'vectors.query-group': 'استعلام {token}: ما يبحث عنه',
  'vectors.slider-said': '{feature} {value}',
  'vectors.undo': 'تراجع عن تعديلاتي',

  // ---- the heads (view-heads.js)
  'heads.title': 'درجات التطابق وسوفتماكس وما يُجمع',
  'heads.modes': 'أي الرؤوس تُعرض',
  'heads.all': 'كل الرؤوس',
  'heads.only': '{label} وحده',
  'heads.intro-several': 'كل رأس يطرح سؤاله الخاص، باستعلاماته ومفاتيحه وقيمه الخاصة، لذا قد يجد {token} في كل رأس شيئًا مختلفًا.',
  'heads.tag': 'رأس',
  'heads.looks-for': '{token} يبحث عن: ',

  // ---- one head's match table (view-match.js)
  'match.itself': 'نفسها',
  'match.unknown': 'كلمة غير معروفة',
  'match.carries': 'تحمل: {text}',
  'match.meter': '{token}: نصيبها من انتباه {focus}',
  'match.meter-self': '{token} (نفسها): نصيبها من انتباه {focus}',
  'match.meter-more': '{count} كلمات أخرى معًا: نصيبها من انتباه {focus}',
  'match.meter-sink': 'المصب: نصيبه من انتباه {focus}',
  'match.more-words': '{count} كلمات أخرى',
  'match.omitted': 'لكل منها {pct} أو أقل، حُذفت ليبقى الجدول قصيرًا',
  'match.show-all': 'اعرض الصفوف كلها ({count})',
  'match.show-fewer': 'اعرض الصفوف المهمة فقط',
  'match.sink': 'المصب',
  'match.sink-note': 'خانة إضافية',
  'match.sink-advertises': 'درجة ثابتة، أيًّا كان الاستعلام',
  'match.sink-carries': 'يحمل: لا شيء مفيد',
  'match.sink-fixed': 'ثابتة، لا تُضرب',
  'match.title': 'مدى ملاءمة كل مفتاح لاستعلام {token}',
  'match.title-ranked': 'مدى ملاءمة كل مفتاح لاستعلام {token}: الأكثر انتباهًا أولًا',
  'match.note': 'درجات التطابق أولًا (الاستعلام · المفتاح × {magnitude})، ثم يحوّلها سوفتماكس إلى نسب مئوية مجموعها 100%.',
  'match.col-token': 'الكلمة',
  'match.col-key': 'تعلن عن (المفتاح)',
  'match.col-key-dot': 'تعلن عن (المفتاح)، الجداء النقطي',
  'match.col-carries': 'تحمل (القيمة)',
  'match.sink-carries-short': 'لا شيء مفيد',
  'match.col-match': 'التطابق (من 0 إلى 1)',
  'match.dot-line': '{terms} = {dot}',
  'match.dot-term': '{feature} {q} × {k}',
  'match.dot-nothing': 'لا شيء مشترك = 0',
  'match.fit-full': 'تطابق تام',
  'match.fit-partial': 'تطابق جزئي',
  'match.fit-none': 'لا شيء مشترك',
  'match.note-dot': 'كل درجة تطابق هي الجداء النقطي لاستعلام {token} ومفتاح الكلمة: اضرب الأعداد خاصيةً بخاصية ثم اجمعها. اقرأها من 0 (لا شيء مشترك) إلى 1 (تطابق تام).',
  'match.col-score': 'درجة التطابق',
  'match.col-softmax': 'سوفتماكس %',
  'match.rounding': 'مقرّبة ليكون مجموعها 100%: قد تختلف الأنصبة المتساوية بمقدار 0.1',
  'match.score-said': 'الدرجة ',
  'match.total-said': 'المجموع: ',
  'match.total': 'المجموع',

  // ---- the blended value (view-blend.js)
  'blend.label': 'ما يجمعه {token} في {label}',
  'blend.title': 'ما يجمعه {token}: القيمة الممزوجة',
  'blend.note': 'قيمة كل كلمة مضروبة في نصيبها من سوفتماكس، ثم يُجمع الكل.',
  'blend.note-sink': 'قيمة كل كلمة مضروبة في نصيبها من سوفتماكس، ثم يُجمع الكل (المصب لا يحمل شيئًا).',
  'blend.reads-as': 'تُقرأ هكذا: ',
  'blend.amount': '{feature} في القيمة الممزوجة:',

  // ---- "What this means" (view-explain.js)
  'meaning.title': 'ماذا يعني هذا',

  // ---- generated sentences (explain.js)
  'explain.idle-one': 'لا شيء بعينه: هذه الكلمة لا تسأل عن شيء',
  'explain.idle': 'لا شيء بعينه: هذه الكلمة لا تسأل عن شيء في هذا الرأس',
  'explain.nothing-particular': 'لا شيء',
  'explain.nothing-useful': 'لا شيء مفيد',
  'explain.but-not': '{has}، لكن ليس {not}',
  'explain.all-but': 'أي شيء إلا {not}',
  'explain.the-sink': 'المصب',
  'explain.a-match': 'تطابقًا',

  'story.idle-sink-one': '{token} لا تسأل عن شيء، لذا كل درجات التطابق 0. درجة المصب الثابتة {score} تتفوق عليها كلها، فيستقر الانتباه على المصب ({pct}). هذا طبيعي وليس عطلًا: ليست كل كلمة بحاجة إلى أخرى.',
  'story.idle-sink': '{token} لا تسأل عن شيء في هذا الرأس، لذا كل درجات التطابق 0. درجة المصب الثابتة {score} ' +
    'تتفوق عليها كلها، فيستقر الانتباه على المصب ({pct}). الرأس خامل بالنسبة إلى هذه الكلمة، وهذا طبيعي وليس عطلًا.',
  'story.idle-even-one': '{token} لا تسأل عن شيء، لذا كل درجات التطابق 0 ويوزّع سوفتماكس الانتباه بالتساوي: {pct} لكل كلمة، و{token} نفسها منها. هذا طبيعي وليس عطلًا: ليست كل كلمة بحاجة إلى أخرى.',
  'story.idle-even': '{token} لا تسأل عن شيء في هذا الرأس، لذا كل درجات التطابق 0 ويوزّع سوفتماكس الانتباه ' +
    'بالتساوي: {pct} لكل كلمة، و{token} نفسها منها. الرأس خامل بالنسبة إلى هذه الكلمة، وهذا طبيعي وليس عطلًا.',
  'story.hint-sink': 'شغّل المصب ليجد هذا الانتباه الفائض مكانًا لا يضر.',
  'story.even': 'كل مفتاح ينال الدرجة نفسها أمام استعلام {token} ({score})، لذا يوزّع سوفتماكس الانتباه بالتساوي: {pct} لكل كلمة.',
  'story.sink-all': 'لا شيء هنا يلائم ما تبحث عنه {token}، فيستقر الانتباه على المصب ({pct}): درجته الثابتة ' +
    '{score} تتفوق على درجة تطابق كل كلمة (كلها {other}).',
  'story.sink-best': 'لا شيء هنا يلائم ما تبحث عنه {token}، فيستقر الانتباه على المصب ({pct}): درجته الثابتة ' +
    '{score} تتفوق على أفضل تطابق، {best} بدرجة {other}.',
  'story.sink-small': '{best} تلائم ما تبحث عنه {token} (الجداء النقطي {dot})، لكن بالشدة {magnitude} لا تبلغ درجتها ' +
    'إلا {score}، وهي دون درجة المصب الثابتة {sink}، فيستقر الانتباه على المصب ({pct}). ارفع الشدة ليفوز التطابق.',
  'story.tie': '{list} تتطابق بالقدر نفسه (الدرجة {score})، لذا ينقسم الانتباه بينها: {pct} لكل منها.',
  'story.self': '{token} تنتبه إلى نفسها أكثر من غيرها ({pct}): مفتاحها في القائمة مثل كل مفتاح آخر، ولا شيء غيره ' +
    'يلائم استعلامها أكثر، فيستقر الانتباه هنا.',
  'story.winner': '{best} هي الأكثر تطابقًا (الدرجة {score})، فتنال {pct}.',
  'story.winner-easily': '{best} تتطابق، وتتفوق على المصب بسهولة (الدرجة {score} مقابل {sink} للمصب): {pct} مقابل {sinkPct}.',
  'story.winner-just': '{best} تتطابق، لكنها بالكاد تتفوق على المصب (الدرجة {score} مقابل {sink})، فيبقى للمصب {sinkPct}.',
  'story.self-also': '{token} تنتبه إلى نفسها أيضًا ({pct}): مفتاح الكلمة نفسها في القائمة دائمًا، مثل كل مفتاح آخر.',
  'story.leak-small': 'بدرجات صغيرة كهذه، يسرّب سوفتماكس الانتباه إلى كل شيء: أكبر نصيب ليس إلا {pct}.',
  'story.leak-drag': 'اسحب الشدة إلى أعلى لتحدّه.',
  'story.leak-rest': 'ويبقى للباقي {pct} فيما بينها: سوفتماكس لا يعطي 0 تمامًا أبدًا، فيتسرب دائمًا قليل من الانتباه.',

  // What the blend reads as: on its own (reading.*), and after "…، ف" (gathers.*).
  'reading.nothing': 'لم يُجمع شيء مفيد',
  'reading.mostly': 'في الغالب {name}',
  'reading.named': '{text} ({carries})',
  'reading.half': 'نصفه {a} ونصفه {b}',
  'reading.little': 'قليل من {items}، والباقي لا شيء مفيد',
  'reading.mix': 'مزيج: {items}',
  'reading.item': '{token} ({pct})',
  'gathers.nothing': 'لا تجمع شيئًا مفيدًا',
  'gathers.some': 'تجمع: {reading}',

  'magnitude.base': 'كل درجة تطابق تُضرب في {magnitude}.',
  'magnitude.idle-one': '({token} لا تسأل عن شيء، لذا درجاتها 0 بأي شدة.)',
  'magnitude.idle': '({token} لا تسأل عن شيء في «{label}»، لذا درجاتها هناك 0 بأي شدة.)',
  'magnitude.even': 'كل مفتاح ينال الدرجة نفسها أمام {token}، لذا لا تستطيع أي شدة أن تختار فائزًا.',
  'magnitude.top-one': 'أفضل تطابق ينال {pct} من انتباه {token}',
  'magnitude.top-sink': 'المصب ينال {pct} من انتباه {token}',
  'magnitude.top-many': 'أفضل {count} تطابقات تتقاسم {pct} من انتباه {token}',
  'magnitude.end-leak': '{sentence}: مع الدرجات الصغيرة يتسرب الانتباه في كل اتجاه.',
  'magnitude.end-sharp': '{sentence}. ومع ذلك لا يختفي التسرب إلى الباقي تمامًا أبدًا.',
  'magnitude.end': '{sentence}.',

  'sink.off': 'مطفأ. المصب خانة إضافية بدرجة ثابتة صغيرة؛ حين يُشغَّل يمتص الانتباه عندما لا يلائم شيء.',
  'sink.on': 'مشغَّل: صف إضافي في كل جدول، بدرجة ثابتة {score} (لا تُضرب) وقيمة لا تحمل شيئًا.',
  'sink.takes-one': 'ينال {pct} من انتباه {token}.',
  'sink.takes': 'ينال {pct} من انتباه {token} في «{label}».',

  'order.unshuffled': 'الانتباه يقارن الاستعلامات بالمفاتيح ولا ينظر أبدًا إلى المواضع. اخلط الكلمات لتتحقق.',
  'order.scope-all': 'كل الرؤوس، كل زوج من الكلمات',
  'order.scope-row': 'كل الرؤوس، صف الكلمة المختارة كله',
  'order.changed': 'بعد الخلط: تغيّرت {count} من درجات التطابق.',
  'order.same': 'خُلطت الكلمات وأُعيد الحساب: درجات التطابق كلها ({count}، {scope}) لم تتغير. الانتباه لا يدري أين تقع الكلمات.',
  'order.swapped': 'صارت الجملة {sentence}، ودرجات التطابق كلها ({count}، {scope}) لم تتغير: الانتباه وحده ' +
    'لا يستطيع التمييز بين الجملتين.',

  // ---- "Where the vectors come from": the card

  'training.summary': 'من أين تأتي المتجهات: شاهد نموذجًا يتعلّمها',
  'training.loading': 'جارٍ تحميل وحدة التدريب…',
  // ---- the steps of the chapter (view-steps.js, steps.js) and their tasks
  'steps.label': 'الفصل خطوة خطوة',
  'steps.back': 'السابق',
  'steps.back-to': 'السابق: {name}',
  'steps.next': 'التالي',
  'steps.next-to': 'التالي: {name}',
  'steps.jump': 'انتقل إلى خطوة من الفصل',
  'steps.option': '{n}. {name}',
  'steps.of': 'الخطوة {n} من {count}',
  'steps.everything': 'كل شيء دفعة واحدة',
  'step.needs': 'بعض الكلمات تحتاج إلى كلمات أخرى',
  'step.search': 'البحث عن تطابق',
  'step.scores': 'التطابق بالجداء النقطي',
  'step.softmax': 'توزيع انتباهك',
  'step.sink': 'وإن لم يتطابق شيء؟',
  'step.values': 'ماذا وجدت؟',
  'step.learned': 'من أين تأتي المتجهات',
  'step.heads': 'عدة رؤوس',
  'step.order': 'أعمى عن ترتيب الكلمات',
  'step.all': 'كل شيء دفعة واحدة',
  'task.needs': 'انقر كلمة أخرى: إلامَ تحتاج؟',
  'task.search': 'أي صفحة تلائم ما تبحث عنه {token}؟ انقرها.',
  'task.scores': 'حرّك المنزلقات حتى تنال كلمة أخرى أفضل درجة تطابق.',
  'task.softmax': 'ارفع الشدة حتى ينال أفضل تطابق أكثر من 90%: الشدة 9، لا 1.',
  'task.sink': 'والمصب مشغَّل، انقر كلمة يلائم استعلامُها مفتاحًا: هل تتفوق على المصب؟',
  'task.values': 'عدّل استعلام {token} حتى تجمع نصفها من كلمة ونصفها من أخرى.',
  'task.learned': 'اضغط «درِّب» ودعه يتعلّم حتى يجد ما تنوب عنه «it» (70% من انتباهه على الكلمة الصحيحة).',
  'task.heads': 'اعرض رأسًا واحدًا وحده: عمّ يبحث؟',
  // the model reads English (there is no Arabic model yet): its pronouns are English words
  'task.heads-trained': 'اقرأ جملة إنجليزية من عندك فيها «she» أو «they»: هل ما زال الرأس الذي يجد ما يعود إليه الضمير يختار الكلمة الصحيحة؟',
  'task.order': 'اخلط الكلمات وتحقق من أن أي درجة لم تتغير.',
  'task.done': '✓ أحسنت!',

  // ---- what the live region says after a change (explain.js announcement, stepIntro)
  'say.step': 'الخطوة {n} من {count}: {name}',
  'say.all': 'كل شيء دفعة واحدة: {name}',
  'say.try': 'جرّب هذا: {text}',
  'say.search': '{token} تكتب: {text}.',
  'say.best': '{best} هي الأكثر تطابقًا مع {token}: {score}، {fit}.',
  'say.best-tie': '{list} تتعادل في أفضل تطابق مع {token}: {score} لكل منها.',
  'say.best-none': 'لا شيء يتطابق مع {token}: كل الدرجات 0.',
  'say.share': '{best} تنال الآن {pct} من انتباه {token}.',
  'say.share-self': '{token} تحتفظ الآن بـ{pct} من انتباهها لنفسها.',
  'say.share-tie': '{list} تتقاسم انتباه {token}: {pct} لكل منها.',
  'say.share-even': 'كل كلمة تنال النصيب نفسه من انتباه {token}: {pct} لكل منها.',
  'say.share-idle': '{token} لا تطلب شيئًا، لذا يتوزع انتباهها بالتساوي: {pct} لكل كلمة.',
  'say.sink-wins': 'المصب ينال {pct} من انتباه {token}.',
  'say.sink-loses': '{best} تتفوق على المصب: تنال {pct} من انتباه {token}، والمصب {sinkPct}.',
  'say.heads': '{token}، رأسًا رأسًا: {items}.',
  'say.head-item': '{label} {who}، {pct}',
  'say.head-idle': 'لا شيء بعينه',
  'say.head-join': '؛ ', // the Arabic semicolon
  'say.gathers': '{token} {gathers}.',

  // ---- "some tokens need other tokens" (view-needs.js)
  'needs.section': 'ما تحتاج إليه هذه الكلمة',
  // The clitic, said where the first example opens (and under the whole playground's sentence: tokens.hint).
  'needs.intro': 'كثيرًا ما لا تعرف معنى الكلمة وحدها: عليك أن تنظر إلى كلمات أخرى. انقر أي كلمة. ' +
    'الضمير الذي يُكتب متصلًا بآخر الكلمة (لأنه = لأن + ـه) يظهر هنا كلمةً مستقلة «ـه»، كما يقطّعه النموذج اللغوي، لكي تنقره وحده.',
  'needs.found': '{token} تحتاج إلى {looksFor}. وفي هذه الجملة تجد ذلك في {list}.',
  'needs.self': '{token} تحتاج إلى {looksFor}، ولا تعطيها أي كلمة أخرى ذلك: فتنتهي إلى نفسها.',
  'needs.none': '{token} تحتاج إلى {looksFor}، لكن لا كلمة في هذه الجملة تعطيها ذلك.',
  'needs.idle': '{token} مفهومة وحدها هنا: لا تحتاج إلى كلمة أخرى.',

  // ---- "searching for a match" (view-search.js)
  'search.section': 'بحث عمّا تحتاج إليه الكلمة',
  'search.intro': 'فكّر في البحث على الويب. استعلام الكلمة هو ما تكتبه في مربع البحث؛ ومفتاح كل كلمة هو عنوان صفحة؛ وقيمتها هي محتوى الصفحة.',
  'search.types': '{token} تكتب:',
  'search.box': 'مربع البحث: {text}',
  'search.results': 'الصفحات، صفحة لكل كلمة. أي عنوان يلائم البحث؟',
  'search.word-self': '{token} (نفسها)',
  'search.contents': 'المحتوى: {text}',
  'search.fit-full': 'يلائم',
  'search.fit-partial': 'يلائم قليلًا',
  'search.fit-none': 'لا يلائم',
  'search.right': 'نعم: عنوان {token} هو الأكثر ملاءمة للبحث، فهذه هي الصفحة التي تُقرأ.',
  'search.not-best': 'ليس تمامًا: عنوان {token} {fit}، وعنوان آخر يلائم البحث أكثر. جرّب صفحة أخرى.',
  'search.none': 'لا عنوان يلائم ما تبحث عنه {token}، فلا صفحة هي التي تُقرأ.',
  'search.no-best': 'لا عنوان يلائم البحث أكثر من غيره بوضوح، فلا صفحة هي التي تُقرأ.',

  // ---- several heads in one table (view-heads-compare.js)
  'compare.caption': 'ما تنتبه إليه {token} في كل رأس',
  'compare.looks-for': '{token} تبحث عن',
  'compare.gathers': '{token} تجمع',
  'compare.meter': 'نصيب {token} من انتباه {focus} في {label}',
};
