// The Arabic words of the views only the whole playground shows that are not
// the heatmap's (en/explore.js): they come with the Arabic part.
export default {
  'own.label': 'أو اكتب جملتك الخاصة',
  'own.hint': 'تنال كل كلمة استعلامها ومفتاحها وقيمتها من قائمة مدمجة لكلمات عربية شائعة. ' +
    'اضغط Enter أو الزر؛ و Shift+Enter يبدأ سطرًا جديدًا.',
  'own.use': 'استعمل هذه الجملة',
  'own.status-known': {
    one: 'تُعرض جملتك: كلمة واحدة ({count})، وكل كلماتها معروفة.',
    two: 'تُعرض جملتك: كلمتان ({count})، وكل كلماتها معروفة.',
    few: 'تُعرض جملتك: {count} كلمات، وكل كلماتها معروفة.',
    other: 'تُعرض جملتك: {count} كلمة، وكل كلماتها معروفة.',
  },
  'own.status-unknown': {
    one: 'تُعرض جملتك: كلمة واحدة ({count})، منها {unknown} غير معروفة (بإطار منقّط).',
    two: 'تُعرض جملتك: كلمتان ({count})، منها {unknown} غير معروفة (بإطار منقّط).',
    few: 'تُعرض جملتك: {count} كلمات، منها {unknown} غير معروفة (بإطار منقّط).',
    other: 'تُعرض جملتك: {count} كلمة، منها {unknown} غير معروفة (بإطار منقّط).',
  },
  'share.title': 'المشاركة والحفظ',
  'share.copy': 'انسخ الرابط',
  'share.field': 'رابط هذا العرض',
  'share.png': 'احفظ بصيغة PNG',
  'share.svg': 'احفظ بصيغة SVG',
  'share.copied': 'نُسخ الرابط. كل من يفتحه يرى هذا العرض نفسه تمامًا.',
  'share.select': 'الرابط محدد في الحقل أعلاه: اضغط Ctrl+C (أو ⌘C على ماك) لنسخه.',
  'share.drawing': 'جارٍ رسم الصورة…',
  'share.saved': 'حُفظ {name}.',
  'share.failed': 'تعذّر حفظ الصورة: {reason}',
};
