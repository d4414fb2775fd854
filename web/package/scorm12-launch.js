// The SCORM 1.2 package's wrapper script (tools/package bundles it).
import { launchScorm } from './scorm-launch.js';
import { SCORM_12 } from './scorm-dialects.js';

launchScorm(SCORM_12);
