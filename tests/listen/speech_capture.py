# Orca's speech, written down instead of spoken: a speech server factory
# (Orca's SpeechServer interface, the shape of its speechdispatcherfactory.py)
# that appends each utterance to the file named by $LISTEN_TRANSCRIPT, one JSON
# line per utterance: {"at": seconds since the epoch, "text": what Orca said}.
# Orca loads it by name: user-settings.conf's "speechServerFactory" is
# "speech_capture", with this folder on PYTHONPATH (tests/listen/orca.js).
# Say-all gets its callbacks as a synthesizer would give them: each utterance
# begun, then completed, then the next one asked for.
import json
import os
import time

from gi.repository import GLib
from orca import speechserver

_server = None


def _write(text):
    if not text or not str(text).strip():
        return
    path = os.environ.get('LISTEN_TRANSCRIPT')
    if not path:
        return
    with open(path, 'a', encoding='utf-8') as out:
        out.write(json.dumps({'at': time.time(), 'text': str(text)}, ensure_ascii=False) + '\n')


class SpeechServer(speechserver.SpeechServer):
    @staticmethod
    def getFactoryName():
        return 'Transcript'

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        global _server
        if _server is None:
            _server = SpeechServer()
        return _server

    @staticmethod
    def shutdownActiveServers():
        pass

    def getInfo(self):
        return ['Transcript', 'transcript']

    def getVoiceFamilies(self):
        return []

    def speakCharacter(self, character, acss=None):
        _write(character)

    def speakKeyEvent(self, event, acss=None):
        pass  # key echo is off: the transcript holds what the page says

    def speak(self, text=None, acss=None, interrupt=True):
        _write(text)

    def sayAll(self, utteranceIterator, progressCallback):
        def step():
            try:
                context, _acss = next(utteranceIterator)
            except StopIteration:
                return False
            context.currentOffset = context.startOffset
            context.currentEndOffset = None
            progressCallback(context.copy(), speechserver.SayAllContext.PROGRESS)
            _write(context.utterance)
            context.currentOffset = context.endOffset
            progressCallback(context.copy(), speechserver.SayAllContext.COMPLETED)
            GLib.idle_add(step)
            return False
        GLib.idle_add(step)

    def increaseSpeechRate(self, step=5):
        pass

    def decreaseSpeechRate(self, step=5):
        pass

    def increaseSpeechPitch(self, step=0.5):
        pass

    def decreaseSpeechPitch(self, step=0.5):
        pass

    def updateCapitalizationStyle(self):
        pass

    def updatePunctuationLevel(self):
        pass

    def stop(self):
        pass

    def shutdown(self):
        pass

    def reset(self, text=None, acss=None):
        pass
