// Numbers and lists written by a catalogue's own rules, without Intl: in
// Chromium a page's first Intl.NumberFormat or Intl.ListFormat costs 15–20 ms
// of ICU set-up, paid before the widget's first drawing (bench/RESULTS.md,
// issue 15). i18n.js uses these for a catalogue that spells its rules out,
// and Intl for one that does not. The digits are the ones Intl writes: the
// shortest decimal that reads back as the number (String(x)), rounded half
// away from zero; tests/node/number-text.test.js checks every form against
// Intl in each catalogue's locale, value by value.
//
// rules: { decimal: ".", group: ",", groupMin: 1 (the fewest digits before a
//   group separator, less one: Spanish writes 2000 but 20.000), percent:
//   "{n}%", and: " and " (two items), andLast: " and " (before the last of
//   three or more), comma: ", ", andBefore: a RegExp or null, andAlt: the
//   "and" used before a word it matches (Spanish "e" before "i…", "hi…") }

// A finite number ≥ 0 as decimal digits: the value is 0.<digits> × 10^point,
// digits without leading zeros ("" for 0).
function decimal(x) {
  const [mantissa, exponent = '0'] = String(x).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const lead = all.length - all.replace(/^0+/, '').length;
  return { digits: all.slice(lead), point: whole.length + Number(exponent) - lead };
}

// Adds one to a string of decimal digits ("199" -> "200", "99" -> "100").
function increment(digits) {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return '1' + '0'.repeat(digits.length);
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - 1 - i);
}

// |x| × 10^shift rounded to `places` decimals (below 0: to tens, hundreds…),
// half away from zero: the whole part and the decimals as strings ("0", "5"
// for 0.5 at one place).
function rounded(x, shift, places) {
  const { digits, point } = decimal(Math.abs(x));
  const keep = point + shift + places; // how many of the digits stay
  let units;
  let carried = false; // the rounding gained a digit (99.95 -> 100.0)
  if (!digits || keep < 0) units = '0';
  else if (keep >= digits.length) units = digits + '0'.repeat(keep - digits.length);
  else {
    units = keep === 0 ? '0' : digits.slice(0, keep);
    if (digits[keep] >= '5') {
      units = increment(units);
      carried = keep > 0 && units.length > keep;
    }
  }
  units = units.replace(/^0+(?=.)/, '');
  // Rounded left of the point (significant digits of a large number): zeros fill the places.
  if (places <= 0) return { whole: units === '0' ? '0' : units + '0'.repeat(-places), fraction: '', carried };
  units = units.padStart(places + 1, '0');
  return { whole: units.slice(0, units.length - places), fraction: units.slice(units.length - places), carried };
}

function grouped(whole, rules) {
  if (!rules.group || whole.length < 4 + rules.groupMin - 1) return whole;
  return whole.replace(/\B(?=(\d{3})+$)/g, rules.group);
}

// One number as text. form: { places (the most decimals), fixed (always that
// many), significant (instead: the most significant digits), percent, grouping,
// sign: 'negative' (a minus only when what is shown is not 0) or 'auto' (also
// for -0 and what rounds to 0) }.
export function formatNumber(x, form, rules) {
  let places = form.places || 0;
  const shift = form.percent ? 2 : 0;
  if (form.significant) {
    const { digits, point } = decimal(Math.abs(x));
    places = digits ? form.significant - (point + shift) : 0;
    // A round-up that gains a digit keeps the same count of significant digits.
    if (digits && rounded(x, shift, places).carried) places -= 1;
  }
  const { whole, fraction } = rounded(x, shift, places);
  const shown = form.fixed ? fraction : fraction.replace(/0+$/, '');
  const digits = (form.grouping ? grouped(whole, rules) : whole) + (shown ? rules.decimal + shown : '');
  const zero = /^0*$/.test(whole + fraction);
  const negative = form.sign === 'auto' ? x < 0 || Object.is(x, -0) : x < 0 && !zero;
  const text = (negative ? '-' : '') + digits;
  return form.percent ? rules.percent.replace('{n}', text) : text;
}

// Words joined as the catalogue's lists join them: "a", "a and b", "a, b and c".
export function formatList(words, rules) {
  const items = Array.from(words, String);
  if (items.length < 2) return items.join('');
  const last = items[items.length - 1];
  const and = items.length === 2 ? rules.and : rules.andLast;
  const joint = rules.andBefore && rules.andBefore.test(last) ? rules.andAlt : and;
  return items.slice(0, -1).join(rules.comma) + joint + last;
}
