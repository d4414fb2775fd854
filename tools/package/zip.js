// Zips a package the same way every time (fflate, pinned): the files in
// sorted order, each with the same date, so one lesson built twice gives the
// same bytes, and a course author can check a package by its checksum.
'use strict';
const { zipSync, strToU8 } = require('fflate');

// fflate writes the DOS date from the Date's local fields: built from local
// fields, it is the same in every time zone.
const FIXED_DATE = new Date(2020, 0, 1, 0, 0, 0);

// files: { 'path/in/zip': string | Uint8Array } → the zip's bytes (Uint8Array).
function zipFiles(files) {
  const entries = {};
  for (const name of Object.keys(files).sort()) {
    const body = typeof files[name] === 'string' ? strToU8(files[name]) : files[name];
    entries[name] = [body, { level: 9, mtime: FIXED_DATE }];
  }
  return zipSync(entries);
}

module.exports = { zipFiles };
