// The words only the whole playground writes (i18n-en-all.js,
// i18n-es-all.js) join their catalogues when a part that shows them loads:
// the explore part (explore-views.js) and the picture (export-image.js).
import * as I from './i18n.js';
import englishWords from './en/whole.js';
import spanishWords from './es/whole.js';

I.addWords('en', englishWords);
I.addWords('es', spanishWords);
