// The imsmanifest.xml of a SCORM package, 2004 4th edition or 1.2: one
// organization with one item, the launch page as its one SCO resource, and
// every file of the package listed in it.
'use strict';
const { escapeText } = require('./launch-page.js');

const SCHEMAS = {
  scorm2004: {
    namespaces: 'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" ' +
      'xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3" xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3" ' +
      'xmlns:imsss="http://www.imsglobal.org/xsd/imsss" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd ' +
      'http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd ' +
      'http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd"',
    schemaversion: '2004 4th Edition',
    scoType: 'adlcp:scormType="sco"',
    itemExtra: '',
  },
  scorm12: {
    namespaces: 'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2" ' +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd ' +
      'http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd"',
    schemaversion: '1.2',
    scoType: 'adlcp:scormtype="sco"', // SCORM 1.2 spells it in lower case
    itemExtra: ' isvisible="true"',
  },
};

// kind: 'scorm2004' | 'scorm12'; files: the package's file names besides the manifest; launch: the launch page's.
function scormManifest(kind, lesson, files, launch) {
  const schema = SCHEMAS[kind];
  const title = escapeText(lesson.title);
  const fileLines = files.slice().sort().map((name) => `      <file href="${escapeText(name)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${escapeText(lesson.id)}" version="1" ${schema.namespaces}>
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>${schema.schemaversion}</schemaversion>
  </metadata>
  <organizations default="lesson">
    <organization identifier="lesson">
      <title>${title}</title>
      <item identifier="lesson-item" identifierref="lesson-page"${schema.itemExtra}>
        <title>${title}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="lesson-page" type="webcontent" ${schema.scoType} href="${escapeText(launch)}">
${fileLines}
    </resource>
  </resources>
</manifest>
`;
}

module.exports = { scormManifest };
