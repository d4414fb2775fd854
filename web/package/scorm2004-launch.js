// The SCORM 2004 package's wrapper script (tools/package bundles it).
import { launchScorm } from './scorm-launch.js';
import { SCORM_2004 } from './scorm-dialects.js';

launchScorm(SCORM_2004);
