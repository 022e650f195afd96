import { useEffect, useRef } from 'react';

/**
 * The quiz music (deck setting isEnableQuizMusic): a short loop generated with WebAudio, so there is nothing to
 * download and nothing licensed. A bright pentatonic arpeggio over a soft bass pulse, 132 beats a minute, scheduled a
 * little ahead on the audio clock so it keeps time when the page is busy.
 */
const BPM = 132;
const STEP_SECONDS = 60 / BPM / 2;
const LOOKAHEAD_SECONDS = 0.25;
const TICK_MS = 100;
const VOLUME = 0.05;
/** Semitones above A3 (220 Hz), one per eighth note: two bars that loop. */
const MELODY = [12, 16, 19, 24, 19, 16, 14, 19, 12, 16, 21, 24, 21, 19, 16, 14];
const BASS = [0, 0, 5, 5, 7, 7, 5, 5];

const frequency = (semitones: number, base = 220) => base * 2 ** (semitones / 12);

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const withPrefixed = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return withPrefixed.AudioContext ?? withPrefixed.webkitAudioContext ?? null;
}

export class QuizMusic {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private nextTime = 0;
  private step = 0;

  /** Whether this browser can play it at all (jsdom and some embedded views cannot). */
  static supported(): boolean {
    return audioContextClass() !== null;
  }

  get playing(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer !== null) return;
    const context = this.ensureContext();
    if (!context) return;
    void context.resume().catch(() => undefined);
    this.master?.gain.setTargetAtTime(VOLUME, context.currentTime, 0.05);
    this.nextTime = context.currentTime + 0.05;
    this.timer = setInterval(() => this.schedule(), TICK_MS);
    this.schedule();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    if (this.context && this.master) this.master.gain.setTargetAtTime(0, this.context.currentTime, 0.05);
  }

  /** Browsers start audio only after the person did something on the page: call this from a key press or click. */
  unlock(): void {
    if (this.context?.state === 'suspended') void this.context.resume().catch(() => undefined);
  }

  close(): void {
    this.stop();
    void this.context?.close().catch(() => undefined);
    this.context = null;
    this.master = null;
  }

  private ensureContext(): AudioContext | null {
    if (this.context) return this.context;
    const Context = audioContextClass();
    if (!Context) return null;
    try {
      this.context = new Context();
      this.master = this.context.createGain();
      this.master.gain.value = 0;
      this.master.connect(this.context.destination);
    } catch {
      this.context = null;
      this.master = null;
    }
    return this.context;
  }

  private schedule(): void {
    const context = this.context;
    const master = this.master;
    if (!context || !master) return;
    while (this.nextTime < context.currentTime + LOOKAHEAD_SECONDS) {
      const step = this.step % MELODY.length;
      this.note(context, master, frequency(MELODY[step]!), this.nextTime, STEP_SECONDS * 0.9, 'triangle', 0.6);
      if (step % 2 === 0) this.note(context, master, frequency(BASS[(step / 2) % BASS.length]!, 110), this.nextTime, STEP_SECONDS * 1.8, 'sine', 1);
      this.nextTime += STEP_SECONDS;
      this.step++;
    }
  }

  private note(context: AudioContext, master: GainNode, hz: number, at: number, length: number, type: OscillatorType, level: number): void {
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = hz;
    envelope.gain.setValueAtTime(0, at);
    envelope.gain.linearRampToValueAtTime(level, at + 0.01);
    envelope.gain.exponentialRampToValueAtTime(0.001, at + length);
    oscillator.connect(envelope);
    envelope.connect(master);
    oscillator.start(at);
    oscillator.stop(at + length + 0.02);
  }
}

/** Plays the loop while `playing`; a key press or click lets a browser that waited for one start it. */
export function useQuizMusic(playing: boolean): void {
  const music = useRef<QuizMusic | null>(null);

  useEffect(() => {
    if (!QuizMusic.supported()) return;
    const player = new QuizMusic();
    music.current = player;
    const unlock = () => player.unlock();
    window.addEventListener('keydown', unlock);
    window.addEventListener('pointerdown', unlock);
    return () => {
      window.removeEventListener('keydown', unlock);
      window.removeEventListener('pointerdown', unlock);
      player.close();
      music.current = null;
    };
  }, []);

  useEffect(() => {
    const player = music.current;
    if (!player) return;
    if (playing) player.start();
    else player.stop();
  }, [playing]);
}
