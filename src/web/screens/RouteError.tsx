import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a screen throws or its code chunk cannot load (e.g. after a redeploy). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="route-error panel" role="alert">
      <h2>Something went wrong</h2>
      <p>{message}</p>
      <p>
        <Link to="/">Petrel</Link> · <a href={window.location.href}>Reload</a>
      </p>
    </div>
  );
}
