// A length of time in milliseconds as an ISO 8601 duration, the form xAPI's
// result.duration takes: "PT1H2M5.5S" (hours and minutes only when there are
// some; seconds always, to 0.01 s, the precision an LRS keeps and SCORM 2004's
// timeinterval holds).
export function isoDuration(ms) {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new TypeError(`a duration is a number of milliseconds, 0 or more (got ${ms})`);
  const cs = Math.round(ms / 10);
  const hours = Math.floor(cs / 360000);
  const minutes = Math.floor((cs % 360000) / 6000);
  return 'PT' + (hours ? hours + 'H' : '') + (minutes ? minutes + 'M' : '') + (cs % 6000) / 100 + 'S';
}
