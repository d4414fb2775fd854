// The engine tests (suite.js) in Firefox ESR.
'use strict';
require('./suite.js').engineTests('firefox');
