import { useEffect, useRef, useState } from 'preact/hooks';

interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionCtor = new () => Recognition;

/** Chrome and Safari ship it prefixed; Firefox not at all, so the button only shows when present. */
export function speechSupported(): RecognitionCtor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition || w.webkitSpeechRecognition;
}

/** Dictation into the input: `onText` gets the transcript so far, the user reviews it and sends. */
export function useSpeech(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const rec = useRef<Recognition | null>(null);
  useEffect(() => () => rec.current?.stop(), []);

  const toggle = () => {
    if (listening) return rec.current?.stop();
    const Ctor = speechSupported();
    if (!Ctor) return;
    try {
      const r = new Ctor();
      r.lang = document.documentElement.lang || navigator.language;
      r.interimResults = true;
      r.onresult = (e) => onText(Array.from(e.results, (res) => res[0].transcript).join(''));
      r.onend = r.onerror = () => setListening(false);
      r.start();
      rec.current = r;
      setListening(true);
    } catch {
      setListening(false);
    }
  };
  return { listening, toggle };
}
