import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../page/useDocumentTitle';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at <code className="break">{pathname}</code>.
      </p>
      <p>
        <Link to="/">Go to the home page</Link> to see what you can do here.
      </p>
    </section>
  );
}
