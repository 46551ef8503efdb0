import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '../http/error-name';
import { ErrorPanel } from '../ui/error-panel';

/**
 * A console area whose first call failed. A 404 means the server has no such route yet (areas
 * ship one by one), which is said plainly instead of "not found".
 */
export function AreaError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('console');
  const missing = isNotFoundError(error);
  return (
    <ErrorPanel
      error={error}
      title={missing ? t('notReady.title') : t('loadError')}
      message={missing ? t('notReady.text') : undefined}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
