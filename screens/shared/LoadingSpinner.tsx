import { Spinner, type SpinnerProps } from '../../design-system';
import { useStillLoadingHint } from '../app/slowReads';

/** A read's loading state: the spinner, with "Still loading…" once a read in its scope is slow (SPEC 9). */
export function LoadingSpinner(props: Omit<SpinnerProps, 'hint'>) {
  return <Spinner {...props} hint={useStillLoadingHint()} />;
}
