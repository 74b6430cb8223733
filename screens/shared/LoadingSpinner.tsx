import { Heading, Spinner, type SpinnerProps, Stack } from '../../design-system';
import { useStillLoadingHint } from '../app/slowReads';

/** A read's loading state: the spinner, with "Still loading…" once a read in its scope is slow (SPEC 9). */
export function LoadingSpinner(props: Omit<SpinnerProps, 'hint'>) {
  return <Spinner {...props} hint={useStillLoadingHint()} />;
}

/** A page whose data is still on its way: its heading (where focus lands on arrival) over the loading spinner. */
export function LoadingPage({ title, ...spinner }: { title: string } & Omit<SpinnerProps, 'hint'>) {
  return (
    <Stack gap="lg">
      <Heading level={1} tabIndex={-1}>
        {title}
      </Heading>
      <LoadingSpinner {...spinner} />
    </Stack>
  );
}
