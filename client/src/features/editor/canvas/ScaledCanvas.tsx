import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../../../../../contracts/slides/canvas-blocks.js';

/**
 * The 1280x720 canvas (spec doc 2 §3), scaled to whatever room its container has and kept 16:9. The slide is laid
 * out at its real size and scaled as a whole, so text wraps the same on every screen.
 */
const CanvasScale = createContext(1);
/** Screen pixels per canvas pixel of the canvas around: a drag of n screen pixels moves a block n / scale. */
export const useCanvasScale = () => useContext(CanvasScale);

export function ScaledCanvas({ children, label, interactive = false }: { readonly children: ReactNode; readonly label: string; readonly interactive?: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setScale(Math.min(width / CANVAS_WIDTH, height / CANVAS_HEIGHT));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frame} className="canvas-frame">
      <div
        className="canvas"
        // A picture of the slide, or the group of blocks a canvas slide's editing happens in.
        role={interactive ? 'group' : 'img'}
        aria-label={label}
        style={{ width: CANVAS_WIDTH * scale, height: CANVAS_HEIGHT * scale }}
        data-scale={scale.toFixed(3)}
      >
        <div className="canvas__stage" style={{ width: CANVAS_WIDTH, height: CANVAS_HEIGHT, transform: `scale(${scale})` }}>
          <CanvasScale.Provider value={scale}>{children}</CanvasScale.Provider>
        </div>
      </div>
    </div>
  );
}

/**
 * A miniature of the canvas (the slide list's thumbnails). Its scale is the CSS variable --thumbnail-scale, so the
 * stylesheet can make thumbnails smaller on narrower screens.
 */
export function Thumbnail({ children }: { readonly children: ReactNode }) {
  return (
    <div className="thumbnail" aria-hidden="true">
      <div className="canvas__stage thumbnail__stage" style={{ width: CANVAS_WIDTH, height: CANVAS_HEIGHT }}>
        {children}
      </div>
    </div>
  );
}
