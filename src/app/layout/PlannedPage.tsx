import { Link } from 'react-router';
import { useDocumentTitle } from '../../page/useDocumentTitle';

interface PlannedPageProps {
  title: string;
  /** What the page will let the user do, in plain words. */
  purpose: string;
}

/** Stands in for an operation page that has not been built yet, and says so plainly. */
export function PlannedPage({ title, purpose }: PlannedPageProps) {
  useDocumentTitle(title);
  return (
    <section className="page" aria-labelledby="planned-page-title">
      <h1 id="planned-page-title">{title}</h1>
      <p className="notice">This page is not built yet.</p>
      <p>When it is, {purpose}</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
