import { useEffect, useState, type RefObject } from 'react';

/** Rows this far below the screen are already "near": their thumbnail is read before they scroll in. */
const AHEAD = '400px';

/** Whether the element has come near the viewport (once true, stays true); true at once where nothing can observe. */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
