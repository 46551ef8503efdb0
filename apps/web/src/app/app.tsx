import { useRoutes } from 'react-router';
import { appRoutes } from './router/app-routes';

export function App() {
  return useRoutes(appRoutes);
}
