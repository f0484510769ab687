import { useCallback, useEffect, useRef, useState } from 'react';

const MUTED_KEY = 'fnb-kitchen-muted';

type AudioContextClass = typeof AudioContext;
const audioContextClass = (): AudioContextClass | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

/**
 * The kitchen's "new order" sound: two short tones made with the Web Audio API (no sound
 * file), and a mute switch remembered by the browser. Browsers start audio only after the
 * user has touched the page, so the first click or key press wakes the audio up.
 */
export function useKitchenSound() {
  const ctx = useRef<AudioContext | null>(null);
  const [muted, setMutedState] = useState(() => {
    try {
      return localStorage.getItem(MUTED_KEY) === 'true';
    } catch {
      return false;
    }
  });

  const audio = useCallback(() => {
    const Ctor = audioContextClass();
    if (!Ctor) return null;
    ctx.current ??= new Ctor();
    return ctx.current;
  }, []);

  useEffect(() => {
    const wake = () =>
      void audio()
        ?.resume()
        .catch(() => undefined);
    window.addEventListener('pointerdown', wake);
    window.addEventListener('keydown', wake);
    return () => {
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
      void ctx.current?.close().catch(() => undefined);
      ctx.current = null;
    };
  }, [audio]);

  const beep = useCallback(() => {
    const ac = audio();
    if (!ac || ac.state !== 'running') return;
    const start = ac.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const osc = ac.createOscillator();
      const gain = ac.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const t0 = start + i * 0.18;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.3, t0 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.16);
      osc.connect(gain).connect(ac.destination);
      osc.start(t0);
      osc.stop(t0 + 0.17);
    });
  }, [audio]);

  const setMuted = useCallback((value: boolean) => {
    setMutedState(value);
    try {
      localStorage.setItem(MUTED_KEY, String(value));
    } catch {
      // private mode: remembered for this visit only
    }
  }, []);

  return { beep, muted, setMuted };
}
