// The element's properties, one per setting of settings.js (the table's
// `property`, else its key; lang is HTMLElement's own, which reflects the
// attribute already): defined on the class's prototype by element.js.
import * as L from './lesson-link.js';
import { BY_KEY, SETTINGS } from './settings.js';

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
