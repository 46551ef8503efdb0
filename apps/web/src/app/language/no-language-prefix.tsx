import { Outlet, useParams } from 'react-router';
import { LazyNotFound } from '../pages/lazy-not-found';

/** Routes that exist only without a language prefix (document 2: constructor and receipts). */
export function NoLanguagePrefix() {
  const { lng } = useParams();
  return lng ? <LazyNotFound /> : <Outlet />;
}
