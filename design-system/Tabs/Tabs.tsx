import * as TabsPrimitive from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as styles from './Tabs.css';

function withClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

export type TabsRootProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Root>;

/** Holds the selected tab: controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`). */
const Root = forwardRef<ComponentRef<typeof TabsPrimitive.Root>, TabsRootProps>(function TabsRoot(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.Root ref={ref} className={withClass(styles.root, className)} {...rest} />;
});

export interface TabsListProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.List> {
  /** Names the tab list for screen readers, e.g. 'Leaderboards'. */
  'aria-label': string;
}

/** The row of tabs (role tablist); arrow keys move between them. */
const List = forwardRef<ComponentRef<typeof TabsPrimitive.List>, TabsListProps>(function TabsList(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.List ref={ref} className={withClass(styles.list, className)} {...rest} />;
});

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>;

/** One tab; the active one is underlined in the campaign's primary colour. */
const Trigger = forwardRef<ComponentRef<typeof TabsPrimitive.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.Trigger ref={ref} className={withClass(styles.trigger, className)} {...rest} />;
});

export type TabsContentProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Content>;

/** The panel (role tabpanel) shown while its tab is selected. */
const Content = forwardRef<ComponentRef<typeof TabsPrimitive.Content>, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.Content ref={ref} className={withClass(styles.content, className)} {...rest} />;
});

/** Tabs over Radix: `<Tabs.Root>`, `<Tabs.List aria-label>`, `<Tabs.Trigger value>`, `<Tabs.Content value>`. */
export const Tabs = { Root, List, Trigger, Content };
