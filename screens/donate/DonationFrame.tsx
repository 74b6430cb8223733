import { useEffect, useRef, useState, type Ref } from 'react';
import { __, Spinner } from '../../design-system';
import { isDonationCompletedMessage } from '../shared/live-stats/donationMessage';
import { reportDonationCompleted } from '../shared/live-stats/donationSignal';
import { useDebouncedCallback } from '../shared/useDebouncedCallback';
import * as styles from './DonationFrame.css';
import {
  documentContentHeight,
  FRAME_RESIZE_DEBOUNCE_MS,
  nextFrameHeight,
  readHeightMessage,
  sameOriginDocument,
} from './frame';

export interface DonationFrameViewProps {
  src: string;
  title?: string;
  state: 'loading' | 'loaded';
  /** In px; null until the form's height is known. */
  height: number | null;
  onLoad?: () => void;
  frameRef?: Ref<HTMLIFrameElement>;
}

/** The frame and its spinner in a given state (what DonationFrame renders; stories show each state). */
export function DonationFrameView({
  src,
  title = __('Donation form'),
  state,
  height,
  onLoad,
  frameRef,
}: DonationFrameViewProps) {
  return (
    <div className={styles.wrapper} data-state={state}>
      {state === 'loading' && (
        <div className={styles.spinner}>
          <Spinner size="large" label={__('Loading the donation form')} />
        </div>
      )}
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        className={state === 'loaded' ? styles.frame : `${styles.frame} ${styles.hidden}`}
        style={height !== null ? { height: `${height}px` } : undefined}
        onLoad={onLoad}
      />
    </div>
  );
}

export interface DonationFrameProps {
  /** An absolute http(s) URL (see frameSource). */
  src: string;
  /** The frame's accessible name. */
  title?: string;
  /** The form said a donation is complete (its thank-you page is showing). */
  onDonationCompleted?: () => void;
}

/**
 * The donation form in an <iframe>. A spinner shows until the frame's first load; the frame is laid out but
 * invisible until then (so it loads). Its height follows the form's content plus 50 px: a same-origin
 * document is measured with a ResizeObserver, a cross-origin form may post its height instead.
 */
export function DonationFrame({ src, title, onDonationCompleted }: DonationFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const observerRef = useRef<ResizeObserver | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const origin = new URL(src).origin;

  const follow = (contentHeight: number) => setHeight((current) => nextFrameHeight(current, contentHeight) ?? current);
  const followSoon = useDebouncedCallback(follow, FRAME_RESIZE_DEBOUNCE_MS);
  // The page passes a new callback each render; the message listener stays the same.
  const completed = useRef(onDonationCompleted);
  completed.current = onDonationCompleted;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = { origin, window: frameRef.current?.contentWindow ?? null };
      const contentHeight = readHeightMessage(event, frame);
      if (contentHeight !== null) followSoon(contentHeight);
      // Issue 15: the form says a donation is complete, so the totals refresh (live-stats/donationSignal.ts),
      // the landing pages' when they show again and this page's summary now (issue 26).
      else if (isDonationCompletedMessage(event, frame)) {
        reportDonationCompleted();
        completed.current?.();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, followSoon]);

  useEffect(() => () => observerRef.current?.disconnect(), []);

  // Every load (the first, and each page inside the frame: the form's thank-you page) gets a fresh observer.
  const onLoad = () => {
    setLoaded(true);
    observerRef.current?.disconnect();
    observerRef.current = null;
    const doc = sameOriginDocument(frameRef.current);
    if (!doc) return;
    followSoon.cancel();
    follow(documentContentHeight(doc));
    const Observer = (doc.defaultView as (Window & typeof globalThis) | null)?.ResizeObserver ?? window.ResizeObserver;
    if (typeof Observer !== 'function') return;
    const observer = new Observer(() => followSoon(documentContentHeight(doc)));
    observer.observe(doc.documentElement);
    observerRef.current = observer;
  };

  return (
    <DonationFrameView
      src={src}
      title={title}
      state={loaded ? 'loaded' : 'loading'}
      height={height}
      onLoad={onLoad}
      frameRef={frameRef}
    />
  );
}
