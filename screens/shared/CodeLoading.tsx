import { Spinner } from '../../design-system';

export interface CodeLoadingProps {
  /** The class of a box that holds the content's place, with a large spinner in it; without one, nothing shows. */
  placeholderClass?: string;
}

/**
 * The fallback of every Suspense boundary in the app, marked `data-loading-code` so that tools which must see a
 * settled page (the visual baselines: tests/visual/show-story.ts) can wait until no marker is left. The network
 * alone cannot tell them: React reveals a resolved boundary up to 300 ms after its chunk arrived, with no request
 * in flight, and one baseline run shot a page story while it still showed its spinner.
 */
export function CodeLoading({ placeholderClass }: CodeLoadingProps) {
  if (placeholderClass === undefined) return <span hidden data-loading-code="" />;
  return (
    <div className={placeholderClass} data-loading-code="">
      <Spinner size="large" />
    </div>
  );
}
