// The one line a package's page says about the course, in the lesson's
// language: when it was opened outside a course (nothing is recorded) or the
// kept state could not be used. Plain text only.
const WORDS = {
  en: {
    'no-course': 'This page was opened outside a course: what you do here is not recorded.',
    'not-restored': 'Your earlier work could not be restored; this lesson starts afresh.',
    'too-long': 'Your work is too long for this course to keep; your ✓ is still counted.',
  },
  es: {
    'no-course': 'Esta página se abrió fuera de un curso: lo que hagas aquí no se registra.',
    'not-restored': 'No se pudo recuperar tu trabajo anterior; esta lección empieza de nuevo.',
    'too-long': 'Tu trabajo es demasiado largo para que el curso lo guarde; tu ✓ sí cuenta.',
  },
  ar: {
    'no-course': 'فُتحت هذه الصفحة خارج مقرر دراسي: ما تفعله هنا لا يُسجَّل.',
    'not-restored': 'تعذّر استرجاع عملك السابق؛ يبدأ هذا الدرس من جديد.',
    'too-long': 'عملك أطول من أن يحفظه المقرر؛ علامة ✓ ما زالت محسوبة.',
  },
};

export function showStatus(doc, key) {
  const line = doc.querySelector('.course-status');
  if (!line) return;
  const lang = doc.documentElement.lang in WORDS ? doc.documentElement.lang : 'en';
  line.textContent = WORDS[lang][key];
  line.hidden = false;
}
