import { describe, expect, it } from 'vitest';
import { frameSource, nextFrameHeight, readHeightMessage } from './frame';

const PAGE = 'https://site.test/campaigns/run/donate/';

describe('frameSource', () => {
  it.each([
    ['/give-form/?campaign=1', 'https://site.test/give-form/?campaign=1'],
    ['https://forms.example/give?id=3', 'https://forms.example/give?id=3'],
    ['  http://site.test/form  ', 'http://site.test/form'],
    ['', null],
    ['   ', null],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['http://[bad', null],
  ])('%j loads %j', (iframeUrl, src) => {
    expect(frameSource(iframeUrl, PAGE)).toBe(src);
  });
});

describe('nextFrameHeight', () => {
  it.each([
    // current frame height, content height → next frame height (null: unchanged)
    [null, 600, 650],
    [null, 600.2, 651],
    [650, 600, null],
    [650, 900, 950],
    [950, 400, 450],
    // The document fills the frame (min-height: 100vh): not content, or the frame would grow forever.
    [650, 650, null],
    [null, 0, null],
    [null, -5, null],
    [null, Number.NaN, null],
    [null, 1e9, 20_050],
  ])('frame %j with content %j becomes %j', (current, content, next) => {
    expect(nextFrameHeight(current, content)).toBe(next);
  });
});

describe('readHeightMessage', () => {
  const frameWindow = {} as MessageEventSource;
  const otherWindow = {} as MessageEventSource;
  const frame = { origin: 'https://forms.example', window: frameWindow };
  const message = (
    data: unknown,
    origin = 'https://forms.example',
    source: MessageEventSource | null = frameWindow,
  ) => ({ data, origin, source });

  it.each([
    ['a height message from the frame', message({ type: 'p2p-donation-form-height', height: 720 }), 720],
    ['another origin', message({ type: 'p2p-donation-form-height', height: 720 }, 'https://evil.example'), null],
    [
      'the right origin but another window',
      message({ type: 'p2p-donation-form-height', height: 720 }, undefined, otherWindow),
      null,
    ],
    ['no source', message({ type: 'p2p-donation-form-height', height: 720 }, undefined, null), null],
    ['another message type', message({ type: 'resize', height: 720 }), null],
    ['a string height', message({ type: 'p2p-donation-form-height', height: '720' }), null],
    ['a negative height', message({ type: 'p2p-donation-form-height', height: -1 }), null],
    ['an infinite height', message({ type: 'p2p-donation-form-height', height: Infinity }), null],
    ['a string message', message('p2p-donation-form-height'), null],
    ['null data', message(null), null],
  ])('%s', (_name, event, height) => {
    expect(readHeightMessage(event, frame)).toBe(height);
  });

  it('reads nothing before the frame has a window', () => {
    expect(
      readHeightMessage(message({ type: 'p2p-donation-form-height', height: 5 }, undefined, null), {
        ...frame,
        window: null,
      }),
    ).toBeNull();
  });
});
