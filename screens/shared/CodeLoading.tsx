import type { ReactNode } from 'react';

/**
 * What a Suspense boundary shows while lazy code loads, marked `data-loading-code` so that tools which must see
 * a settled page (the visual baselines: tests/visual/show-story.ts) can wait until no marker is left. The
 * network alone cannot tell them: React reveals a resolved boundary up to 300 ms after its chunk arrived, with
 * no request in flight, and one baseline run shot a page story while it still showed its spinner.
 * Without children it renders a hidden marker only (for boundaries whose fallback is nothing).
 */
export function CodeLoading({ className, children }: { className?: string; children?: ReactNode }) {
  if (children === undefined) return <span hidden data-loading-code="" />;
  return (
    <div className={className} data-loading-code="">
      {children}
    </div>
  );
}
