import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlideAudio } from '../../../../contracts/slides/common-schemas.js';

/** A press of the remote's audio control: play or pause one of the two players. */
export interface AudioCommand {
  readonly action: 'play' | 'pause';
  readonly target: 'slide' | 'presentation';
  /** Distinguishes two presses of the same button. */
  readonly at: number;
}

interface Props {
  readonly slideAudio: SlideAudio | null;
  readonly presentationAudio: SlideAudio | null;
  readonly command: AudioCommand | null;
  /** A key per slide: the slide's audio starts again on each slide that has it. */
  readonly slideKey: string;
  /** The presenting screen lays the players over the stage; a phone shows them in the page's flow. */
  readonly placement?: 'stage' | 'phone';
}

/**
 * The audio of the slide on screen and of the presentation (spec doc 2 §3 audio settings): each plays with its own
 * controls when showControl is on, starts by itself when autoPlay is on and loops when repeat is on. The
 * presentation's audio plays on across slides. Phones use the same players for audio set to play on the audience.
 */
export function PresentingAudio({ slideAudio, presentationAudio, command, slideKey, placement = 'stage' }: Props) {
  const { t } = useTranslation();
  const slidePlayer = useRef<HTMLAudioElement>(null);
  const presentationPlayer = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    if (!command) return;
    const player = (command.target === 'slide' ? slidePlayer : presentationPlayer).current;
    if (!player) return;
    if (command.action === 'play') void player.play().catch(() => undefined);
    else player.pause();
  }, [command]);

  return (
    <>
      {presentationAudio && <AudioPlayer ref={presentationPlayer} audio={presentationAudio} label={t('audio.player.presentation', { name: presentationAudio.name })} testId="presentation-audio" placement={placement} />}
      {slideAudio && <AudioPlayer key={slideKey} ref={slidePlayer} audio={slideAudio} label={t('audio.player.slide', { name: slideAudio.name })} testId="slide-audio" placement={placement} />}
    </>
  );
}

interface PlayerProps {
  audio: SlideAudio;
  label: string;
  testId: string;
  placement: 'stage' | 'phone';
  ref?: React.Ref<HTMLAudioElement>;
}

function AudioPlayer({ audio, label, testId, placement, ref }: PlayerProps) {
  const base = placement === 'stage' ? 'presenting-audio' : 'audience-audio';
  return (
    <audio
      ref={ref}
      className={audio.showControl ? base : `${base} presenting-audio--hidden`}
      src={audio.link}
      controls={audio.showControl}
      autoPlay={audio.autoPlay}
      loop={audio.repeat}
      aria-label={label}
      data-testid={testId}
      preload="auto"
    />
  );
}
