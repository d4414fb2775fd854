// One launch of the package, spoken to the LMS's SCORM API in either dialect
// (scorm-dialects.js): Initialize, the kept suspend_data, the score and
// status, suspend_data again on each change, Commit, and Terminate once.
// An API call the LMS refuses is told on the console with the LMS's error
// code; the lesson goes on.

export class ScormSession {
  constructor(api, dialect, log = console) {
    this.api = api;
    this.dialect = dialect;
    this.log = log;
    this.open = false;
  }

  call(fn, ...args) {
    const name = this.dialect.calls[fn];
    const result = this.api[name](...args);
    if (fn !== 'getValue' && String(result) !== 'true') {
      this.log.warn(`${this.dialect.name}: ${name}(${args.map((a) => JSON.stringify(a)).join(', ')}) was refused by the LMS (error ${this.api[this.dialect.calls.lastError]()})`);
    }
    return result;
  }

  // Initializes; returns the suspend_data kept from an earlier launch ('' when none).
  start() {
    this.open = String(this.call('initialize', '')) === 'true';
    if (!this.open) return '';
    return this.getValue(this.dialect.suspendData);
  }

  getValue(name) {
    const value = this.call('getValue', name);
    return value === undefined || value === null ? '' : String(value);
  }

  // Reports the lesson's score and status, and keeps its state (JSON text) when it fits.
  // Returns false when the state is too long for this dialect's suspend_data.
  save(score, stateText) {
    if (!this.open) return true;
    for (const [name, value] of this.dialect.report(score)) this.call('setValue', name, value);
    const fits = stateText.length <= this.dialect.maxSuspendData;
    if (fits) this.call('setValue', this.dialect.suspendData, stateText);
    else this.log.warn(`${this.dialect.name}: the lesson's state (${stateText.length} characters) is longer than suspend_data holds (${this.dialect.maxSuspendData}); not kept`);
    this.call('commit', '');
    return fits;
  }

  finish() {
    if (!this.open) return;
    for (const [name, value] of this.dialect.leaving) this.call('setValue', name, value);
    this.call('commit', '');
    this.call('terminate', '');
    this.open = false;
  }
}
