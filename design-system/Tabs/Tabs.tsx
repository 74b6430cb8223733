import * as TabsPrimitive from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as styles from './Tabs.css';

function withClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

export interface TabsRootProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Root> {
  /** Controlled: the selected tab's `value` (pair it with `onValueChange`). */
  value?: string | undefined;
  /** Uncontrolled: the tab selected at first. */
  defaultValue?: string | undefined;
  /** Called with the newly selected tab's `value`. */
  onValueChange?: ((value: string) => void) | undefined;
  /** `automatic` (default) selects a tab as arrow keys focus it; `manual` waits for Enter or Space. */
  activationMode?: 'automatic' | 'manual' | undefined;
}

/**
 * The page's reading direction, as the host prints it on `<html>` (WordPress: dir="rtl" for RTL locales). Radix
 * writes dir="ltr" on the tabs unless told otherwise, which would hold the tabs and everything in their panels
 * left to right on a right-to-left page, and turn the arrow keys the wrong way.
 */
const pageDirection = (): 'ltr' | 'rtl' => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/** Holds the selected tab: controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`). */
export const TabsRoot = forwardRef<ComponentRef<typeof TabsPrimitive.Root>, TabsRootProps>(function TabsRoot(
  { className, dir, ...rest },
  ref,
) {
  return (
    <TabsPrimitive.Root
      ref={ref}
      className={withClass(styles.root, className)}
      dir={dir ?? pageDirection()}
      {...rest}
    />
  );
});

export interface TabsListProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.List> {
  /** Names the tab list for screen readers, e.g. 'Leaderboards'. */
  'aria-label': string;
}

/** The row of tabs (role tablist); arrow keys move between them. */
export const TabsList = forwardRef<ComponentRef<typeof TabsPrimitive.List>, TabsListProps>(function TabsList(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.List ref={ref} className={withClass(styles.list, className)} {...rest} />;
});

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  /** Names the panel (`Tabs.Content` with the same `value`) this tab shows. */
  value: string;
  /** Skipped by arrow keys and cannot be selected. */
  disabled?: boolean | undefined;
}

/** One tab; the active one is underlined in the campaign's primary colour. */
export const TabsTrigger = forwardRef<ComponentRef<typeof TabsPrimitive.Trigger>, TabsTriggerProps>(
  function TabsTrigger({ className, ...rest }, ref) {
    return <TabsPrimitive.Trigger ref={ref} className={withClass(styles.trigger, className)} {...rest} />;
  },
);

export interface TabsContentProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Content> {
  /** The `value` of the tab that shows this panel. */
  value: string;
}

/** The panel (role tabpanel) shown while its tab is selected. */
export const TabsContent = forwardRef<ComponentRef<typeof TabsPrimitive.Content>, TabsContentProps>(
  function TabsContent({ className, ...rest }, ref) {
    return <TabsPrimitive.Content ref={ref} className={withClass(styles.content, className)} {...rest} />;
  },
);

// The parts are exported one by one too, so Storybook's docgen (which reads exported components) documents them.
/** Tabs over Radix: `<Tabs.Root>`, `<Tabs.List aria-label>`, `<Tabs.Trigger value>`, `<Tabs.Content value>`. */
export const Tabs = { Root: TabsRoot, List: TabsList, Trigger: TabsTrigger, Content: TabsContent };
