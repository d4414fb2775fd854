// The AU's side of the cmi5 protocol over fetch(): the auth token from the
// fetch URL (once, cmi5 §8.2), the LMS.LaunchData state document (§10), a
// state document of the AU's own (the lesson's learner state), and statements,
// sent one after the other in the order they were made.

const XAPI_VERSION = '1.0.3';

export class Cmi5Client {
  constructor(launch, fetchFn) {
    this.launch = launch;
    this.fetch = fetchFn;
    this.token = null;
    this.queue = Promise.resolve();
  }

  async fetchToken() {
    const response = await this.fetch(this.launch.fetchUrl, { method: 'POST' });
    const body = await response.json().catch(() => ({}));
    if (!response.ok || typeof body['auth-token'] !== 'string') {
      throw new Error(`the LMS gave no auth token at the fetch URL (HTTP ${response.status}${body['error-text'] ? `: ${body['error-text']}` : ''})`);
    }
    this.token = body['auth-token'];
  }

  headers(json) {
    const headers = { Authorization: `Basic ${this.token}`, 'X-Experience-API-Version': XAPI_VERSION };
    if (json) headers['Content-Type'] = 'application/json';
    return headers;
  }

  stateUrl(stateId) {
    const query = new URLSearchParams({
      stateId, activityId: this.launch.activityId, agent: JSON.stringify(this.launch.actor), registration: this.launch.registration,
    });
    return `${this.launch.endpoint}activities/state?${query}`;
  }

  // A state document as JSON, or null when the LMS holds none (404).
  async getState(stateId) {
    const response = await this.fetch(this.stateUrl(stateId), { headers: this.headers(false) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`the LMS refused the state document ${stateId} (HTTP ${response.status})`);
    return response.json();
  }

  putState(stateId, value, { keepalive = false } = {}) {
    return this.fetch(this.stateUrl(stateId), { method: 'PUT', headers: this.headers(true), body: JSON.stringify(value), keepalive });
  }

  // Sends a statement after those sent before it; resolves once the LMS took it.
  send(statement, { keepalive = false } = {}) {
    this.queue = this.queue.then(async () => {
      const response = await this.fetch(`${this.launch.endpoint}statements`, {
        method: 'POST', headers: this.headers(true), body: JSON.stringify(statement), keepalive,
      });
      if (!response.ok) throw new Error(`the LMS refused the ${statement.verb.display['en-US']} statement (HTTP ${response.status})`);
    });
    return this.queue;
  }
}
