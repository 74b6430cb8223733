import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { HostDataProvider } from '../app/HostDataContext';
import { hostDataFixture } from '../app/testing/fixtures';
import { maxUploadBytes, uploadFix, useMaxUploadSize, useUploadRejections } from './uploads';

describe('uploadFix', () => {
  it.each([
    [[], null],
    [['size'], 'size'],
    [['type'], 'type'],
    [['size', 'type'], 'type'],
    [['count'], 'other'],
    [['other', 'size'], 'size'],
  ] as const)('%j → %s', (reasons, expected) => {
    expect(uploadFix(reasons)).toBe(expected);
  });
});

describe('maxUploadBytes / useMaxUploadSize', () => {
  it('caps uploads at the size the host gives, and not at all when it gives none', () => {
    expect(maxUploadBytes(2_097_152)).toBe(2_097_152);
    expect(maxUploadBytes(0)).toBe(Number.POSITIVE_INFINITY);
    expect(maxUploadBytes(-1)).toBe(Number.POSITIVE_INFINITY);
    const base = hostDataFixture();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HostDataProvider value={{ ...base, config: { ...base.config, maxUploadSize: 1024 } }}>
        {children}
      </HostDataProvider>
    );
    expect(renderHook(() => useMaxUploadSize(), { wrapper }).result.current).toBe(1024);
  });
});

describe('useUploadRejections', () => {
  it('blocks submit while the last selection was turned away, and says what to fix first', () => {
    const { result } = renderHook(() => useUploadRejections());
    expect(result.current).toMatchObject({ blocked: false, fix: null });

    act(() =>
      result.current.onRejected(
        ['big.png is too large', 'a.gif is not a permitted image. Use a .jpg, .jpeg or .png file.'],
        ['size', 'type'],
      ),
    );
    expect(result.current).toMatchObject({ blocked: true, fix: 'type' });

    act(() => result.current.onRejected(['big.png is too large'], ['size']));
    expect(result.current).toMatchObject({ blocked: true, fix: 'size' });

    act(() => result.current.onRejected(['odd.png could not be added']));
    expect(result.current).toMatchObject({ blocked: true, fix: 'other' });

    act(() => result.current.onRejected([], ['size']));
    expect(result.current).toMatchObject({ blocked: false, fix: null });
  });
});
