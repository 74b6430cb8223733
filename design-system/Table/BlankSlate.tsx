import * as styles from './Table.css';
import type { TableBlankSlate } from './types';

/** What an empty table shows in its one full-width cell: a title, an optional description and an optional action. */
export function BlankSlate({ title, description, action }: TableBlankSlate) {
  return (
    <div className={styles.blankSlate}>
      <p className={styles.blankSlateTitle}>{title}</p>
      {description ? <div className={styles.blankSlateDescription}>{description}</div> : null}
      {action ? <div>{action}</div> : null}
    </div>
  );
}
