// The element's properties, one per setting of settings.js (the table's
// `property`, else its key; lang is HTMLElement's own, which reflects the
// attribute already): defined on the class's prototype by element.js.
import * as L from '../state/lesson-link.js';
import { BY_KEY, SETTINGS } from '../state/settings.js';

// The properties a page may set before the element is defined (hash, theme,
// and one per setting): see keepEarlyProperties.
export const PROPERTY_NAMES = Object.freeze(['hash', 'theme'].concat(
  SETTINGS.filter((setting) => setting.key !== 'lang').map((setting) => setting.property || setting.key)));

// A framework or a script may set a property on the element before its class
// is defined (el.magnitude = 4): the value then sits on the instance itself and
// hides the class's accessor. On upgrade it is taken off and set again, through
// the accessor, so it counts like a value set afterwards. One that cannot be
// (it cannot be deleted, its getter throws, its value cannot be read as text)
// is skipped, and the others are still taken: returns [{ name, why }] for the
// skipped ones, which the first load notes (loading.js), and the widget starts.
export function keepEarlyProperties(element) {
  const skipped = [];
  for (const name of PROPERTY_NAMES) {
    try {
      if (!Object.prototype.hasOwnProperty.call(element, name)) continue;
      const value = element[name];
      if (!delete element[name]) throw new TypeError('it cannot be deleted'); // strict mode throws this itself
      element[name] = value;
    } catch (error) {
      skipped.push({ name, why: whyText(error) });
    }
  }
  return skipped;
}

// An error's message, even one whose own message throws, as a short text.
function whyText(error) {
  try { return String(error.message); } catch (e) { return 'it could not be read'; }
}

// Reading gives the value shown, in plain form (stateDetail's); writing sets the
// attribute, which the element then reads like any attribute. null or
// undefined removes the attribute.
export function defineSettingProperties(ElementClass) {
  for (const setting of SETTINGS) {
    if (setting.key === 'lang') continue;
    const key = setting.key;
    Object.defineProperty(ElementClass.prototype, setting.property || key, {
      configurable: true,
      enumerable: true,
      get() { return this._state ? L.plain(key, this._state, this._scenario) : this.getAttribute(key); },
      set(value) {
        if (value === null || value === undefined) this.removeAttribute(key);
        else this.setAttribute(key, BY_KEY[key].text ? BY_KEY[key].text(value) : attributeText(value));
      },
    });
  }
}

// A property's value as attribute text: lists joined with commas, booleans as on/off.
function attributeText(value) {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return String(value);
}
