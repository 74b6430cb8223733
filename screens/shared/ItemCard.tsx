import { __, Badge, FundraiserCard, RankBadge } from '../../design-system';
import type { ListItem } from '../api/entities';
import { badges } from './ItemCard.css';

export interface ItemCardProps {
  item: ListItem;
  /** The item's page (a full page load: it needs host data). */
  link: string;
  /** The card's link text; the card's own default ('View Profile') when not given. */
  viewLabel?: string;
  /** The place shown in the corner; null for none (searches, team members). */
  rank?: number | null;
}

/**
 * A team or fundraiser of a list or leaderboard as a compact row (the whole row is the link), with its place and
 * 'Closed' at its end. Rows at every width (issue 26: nine cards with View buttons were 2,800 px tall on a phone
 * and nine equal buttons on a desktop); the lists lay them in columns as room allows (cardGrid).
 */
export function ItemCard({ item, link, viewLabel, rank = null }: ItemCardProps) {
  const closed = item.access === 'private';
  return (
    <FundraiserCard
      link={link}
      name={item.name}
      avatar={item.profile_image}
      amount={item.amount}
      goal={item.goal}
      viewLabel={viewLabel}
      layout="row"
      badge={
        rank !== null || closed ? (
          <span className={badges}>
            {rank !== null && <RankBadge rank={rank} />}
            {closed && <Badge>{__('Closed')}</Badge>}
          </span>
        ) : undefined
      }
    />
  );
}
