import type { ReactNode } from 'react';
import { Progress, StatGroup, Text, type StatItem } from '../../design-system';
import { cover, coverImage, panel } from './StatsCover.css';

/** The cover's intrinsic size (3:1); the box is reserved from the first paint. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 400;

export interface StatsCoverProps {
  /** Cover picture URL; without one only the stats are shown. */
  image?: string;
  /** Names the figures for screen readers, e.g. 'Campaign statistics'. */
  label: string;
  items: StatItem[];
  /** Percentage of the goal reached, for the bar. */
  percent: number;
  progressLabel: string;
  /** A line under the bar, e.g. '48% of $150,000 goal'. */
  caption?: ReactNode;
}

/** A cover picture above the page's figures and progress bar. */
export function StatsCover({ image, label, items, percent, progressLabel, caption }: StatsCoverProps) {
  return (
    <div className={cover}>
      {image ? (
        // Decorative: the page's heading already says what the page is about. Fetched first among the images:
        // it is the largest thing on a first screen.
        <img className={coverImage} src={image} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} decoding="async" fetchPriority="high" />
      ) : null}
      <div className={panel}>
        <StatGroup label={label} items={items} />
        <Progress value={percent} label={progressLabel} />
        {caption ? (
          <Text size="sm" tone="muted">
            {caption}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
