// The cmi5.xml course structure of a cmi5 package: one course with one AU,
// the launch page, moved on when Completed. Its ids are URNs made from the
// lesson (no web address is invented for the author).
'use strict';
const { escapeText } = require('./launch-page.js');

function cmi5Structure(lesson, launch) {
  const title = `<langstring lang="${escapeText(lesson.lang)}">${escapeText(lesson.title)}</langstring>`;
  const about = `<langstring lang="en">The steps ${escapeText(lesson.steps.join(', '))} of the attention chapter, each with its task.</langstring>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="urn:attention-playground:course:${escapeText(lesson.id)}">
    <title>${title}</title>
    <description>${about}</description>
  </course>
  <au id="urn:attention-playground:au:${escapeText(lesson.id)}" moveOn="Completed" launchMethod="AnyWindow">
    <title>${title}</title>
    <description>${about}</description>
    <url>${escapeText(launch)}</url>
  </au>
</courseStructure>
`;
}

module.exports = { cmi5Structure };
