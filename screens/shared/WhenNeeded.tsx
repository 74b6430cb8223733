import { createContext, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { CodeLoading } from './CodeLoading';
import { placeholder } from './WhenNeeded.css';

/**
 * The placeholder counts as on screen once 96 px of it show: a thinner strip at the bottom edge holds a heading
 * at most, not a line to read yet, and the first scroll loads the content anyway.
 */
const ON_SCREEN = '0px 0px -96px 0px';
/** Any of these means the visitor is moving on from the first screen. */
const INTERACTIONS = ['scroll', 'keydown', 'pointerdown'] as const;
/** After the page has loaded and this long has passed, an idle browser fetches the rest anyway. */
const IDLE_AFTER_LOAD_MS = 2000;

type Cancel = () => void;

const Deferring = createContext(true);

/** Renders every WhenNeeded at once: page stories and screenshots show whole pages, deterministically. */
export function RenderEverything({ children }: { children: ReactNode }) {
  return <Deferring.Provider value={false}>{children}</Deferring.Provider>;
}

/** Calls `run` once the page has loaded, IDLE_AFTER_LOAD_MS has passed and the main thread is idle. */
export function afterLoadWhenIdle(run: () => void): Cancel {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: IDLE_AFTER_LOAD_MS });
      else run();
    }, IDLE_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}

function whenNeeded(target: Element, onNeeded: () => void): Cancel {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    onNeeded();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    },
    { rootMargin: ON_SCREEN },
  );
  observer.observe(target);
  for (const type of INTERACTIONS) window.addEventListener(type, fire, { passive: true, capture: true });
  const cancelIdle = afterLoadWhenIdle(fire);
  function stop() {
    observer.disconnect();
    for (const type of INTERACTIONS) window.removeEventListener(type, fire, { capture: true });
    cancelIdle();
  }
  return stop;
}

/**
 * Content below the first screen, rendered (and its lazy code fetched) only once it is needed: when it comes
 * on screen, on the first scroll, key press or pointer press, or when the browser is idle a while after the
 * page has loaded (so find-in-page and screen readers get it without scrolling). Until then a placeholder at
 * least a viewport tall holds its place, so nothing under it can jump into view when it arrives.
 * Where IntersectionObserver is missing (old browsers, jsdom) the content renders at once.
 */
export function WhenNeeded({ children }: { children: ReactNode }) {
  const deferring = useContext(Deferring);
  const [needed, setNeeded] = useState(() => !deferring || typeof IntersectionObserver === 'undefined');
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (needed || !anchor.current) return undefined;
    return whenNeeded(anchor.current, () => setNeeded(true));
  }, [needed]);
  // data-when-needed: a section still waiting for the visitor (tests reveal pages until none is left).
  if (!needed) return <div ref={anchor} className={placeholder} data-when-needed="" />;
  return <Suspense fallback={<CodeLoading placeholderClass={placeholder} />}>{children}</Suspense>;
}
