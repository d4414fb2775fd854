// What SCORM 2004 (4th edition) and SCORM 1.2 call the same things: the API's
// name and functions, and the data model elements a lesson reports. The one
// place the two differ; scorm-session.js speaks to either.

export const SCORM_2004 = Object.freeze({
  name: 'SCORM 2004',
  apiName: 'API_1484_11',
  // The API's functions, by what they do (an API lacking any of them is not taken: scorm-api.js).
  calls: { initialize: 'Initialize', terminate: 'Terminate', getValue: 'GetValue', setValue: 'SetValue', commit: 'Commit', lastError: 'GetLastError' },
  suspendData: 'cmi.suspend_data',
  maxSuspendData: 64000, // characters (SCORM 2004 4th edition)
  // score: lesson-tracker.js lessonScore().
  report(score) {
    return [
      ['cmi.score.min', String(score.min)],
      ['cmi.score.max', String(score.max)],
      ['cmi.score.raw', String(score.raw)],
      ['cmi.score.scaled', String(score.scaled)],
      ['cmi.progress_measure', String(score.scaled)],
      ['cmi.completion_status', score.done ? 'completed' : 'incomplete'],
      ['cmi.success_status', score.done ? 'passed' : 'unknown'],
    ];
  },
  // The learner may come back: "suspend" keeps suspend_data for the next launch.
  leaving: [['cmi.exit', 'suspend']],
});

export const SCORM_12 = Object.freeze({
  name: 'SCORM 1.2',
  apiName: 'API',
  calls: { initialize: 'LMSInitialize', terminate: 'LMSFinish', getValue: 'LMSGetValue', setValue: 'LMSSetValue', commit: 'LMSCommit', lastError: 'LMSGetLastError' },
  suspendData: 'cmi.suspend_data',
  maxSuspendData: 4096, // characters: SCORM 1.2's CMIString4096
  // SCORM 1.2 has one status for both: "completed" once every task is done.
  report(score) {
    return [
      ['cmi.core.score.min', String(score.min)],
      ['cmi.core.score.max', String(score.max)],
      ['cmi.core.score.raw', String(score.raw)],
      ['cmi.core.lesson_status', score.done ? 'completed' : 'incomplete'],
    ];
  },
  leaving: [['cmi.core.exit', 'suspend']],
});
