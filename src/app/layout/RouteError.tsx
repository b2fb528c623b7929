import { Button } from '../../ui/Button';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router';

function describe(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    return { title: `${error.status} ${error.statusText}`, detail: String(error.data ?? '') };
  }
  if (error instanceof Error) {
    // A page's code failed to download (offline, or a new version was deployed meanwhile).
    if (
      /dynamically imported module|Importing a module script failed|Loading chunk/i.test(
        error.message,
      )
    ) {
      return {
        title: 'This page could not be loaded',
        detail:
          'Its code did not download. Check your connection, then try again or reload the page.',
      };
    }
    return { title: 'Something went wrong on this page', detail: error.message };
  }
  return { title: 'Something went wrong on this page', detail: String(error) };
}

/** Each route's error boundary: says what happened and offers a retry; the header stays usable. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const { title, detail } = describe(error);
  return (
    <section className="page error-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{title}</h1>
      {detail && <p className="error-detail">{detail}</p>}
      <div className="button-row">
        <Button
          variant="primary"
          // Navigating to the same address remounts the page, which resets this error boundary.
          onClick={() =>
            navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })
          }
        >
          Try again
        </Button>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Link to="/" className="ui-button ui-button--ghost">
          Go home
        </Link>
      </div>
    </section>
  );
}
