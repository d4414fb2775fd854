// The engine tests (suite.js) in Chromium.
'use strict';
require('./suite.js').engineTests('chromium');
