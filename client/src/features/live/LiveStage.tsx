import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../../../../contracts/slides/canvas-blocks.js';
import { stageStyle } from './stage-style.js';

interface Props {
  readonly textColour: string | null;
  readonly baseColour: string | null;
  /** The deck's font. */
  readonly fontFamily?: string | null;
  readonly children: ReactNode;
  readonly label?: string;
  /** The slide's background image, behind everything on the stage. */
  readonly backdrop?: ReactNode;
}

/**
 * The slide at its canvas size (1280 x 720, spec doc 2 §3) scaled to whatever room there is, so a slide looks the
 * same on a projector, a laptop window and the backstage preview.
 */
export function LiveStage({ textColour, baseColour, fontFamily, children, label, backdrop }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setScale(Math.min(width / CANVAS_WIDTH, height / CANVAS_HEIGHT));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="live-stage-frame" ref={frame}>
      <section
        className="live-stage"
        aria-label={label}
        style={{ ...stageStyle(textColour, baseColour, fontFamily), transform: `translate(-50%, -50%) scale(${scale})` }}
      >
        {backdrop}
        {children}
      </section>
    </div>
  );
}
