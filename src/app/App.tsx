import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/AppProviders';
import type { AppRouter } from './routes';

/** The app around the router main.tsx made (routes.tsx: createAppRouter). */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
