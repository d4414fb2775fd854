// The words only the whole playground writes come with the parts that show
// them: the explore part (explore-views.js) and the picture (export-image.js).
// The English ones here (en/whole.js), each other language's with its part
// (<lang>/whole.js).
import * as I from './i18n.js';
import englishWords from './en/whole.js';

I.partWords('whole', 'en', englishWords);
