import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { FailurePanel } from '../../design-system';

/** A page that threw while rendering (or whose code failed to load): the failure panel instead of a blank app. */
export function RouteFailure() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <FailurePanel />;
}
