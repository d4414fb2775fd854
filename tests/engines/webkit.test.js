// The engine tests (suite.js) in WebKitGTK.
'use strict';
require('./suite.js').engineTests('webkit');
