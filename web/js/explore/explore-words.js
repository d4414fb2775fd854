// The words of your own sentence's box and of share and save
// (i18n-en-explore.js, i18n-es-explore.js) join their catalogues when the
// views that write them are loaded (the explore part).
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/explore.js';
import spanishWords from '../i18n/es/explore.js';

I.addWords('en', englishWords);
I.addWords('es', spanishWords);
