import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has scrolled up out of the viewport (the visitor went past it), false while it is on
 * screen or still below. Without IntersectionObserver (very old browsers, jsdom) it stays false.
 */
export function useScrolledPast(target: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}
