import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getToken, setToken } from '../../../shared/auth/auth-state';
import { onTokenRefused } from '../../../shared/http/api-client';
import { readStored, writeStored } from '../../../shared/storage/local-storage';
import { PageContainer } from '../../../shared/ui/page-container';
import { operatorLogout } from '../api/operator-login';
import { FinesImport } from './fines-import';
import { OperatorAppeals } from './operator-appeals';
import { OperatorLogin } from './operator-login';

/** Who is signed in, for the page's header only (the token is what the server trusts). */
const NAME_KEY = 'operatorName';

/**
 * /operator (issue 7 item 4): the city operator's desk, outside the driver's cabinet and menus.
 * Its token is kept apart from the driver's (user type 'operator'), so a driver signed in on the
 * same browser stays signed in and neither token is ever sent on the other's calls.
 */
export function OperatorPage() {
  // 'errors' too: outside the cabinet no frame has loaded it.
  const { t } = useTranslation(['operator', 'errors']);
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState(() => getToken('operator'));
  const [tab, setTab] = useState<'appeals' | 'import'>('appeals');
  const name = readStored<string>(NAME_KEY);

  useEffect(() => {
    return onTokenRefused('operator', () => setTokenState(null));
  }, []);

  const signOut = () => {
    void operatorLogout().catch(() => {});
    setToken('operator', null);
    writeStored(NAME_KEY, null);
    queryClient.removeQueries({ queryKey: ['operator-appeals'] });
    queryClient.removeQueries({ queryKey: ['operator-appeal'] });
    setTokenState(null);
  };

  return (
    <PageContainer title={t('title')} maxWidth="lg">
      {token ? (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography color="text.secondary" noWrap>
              {name ? t('signedIn', { name }) : ''}
            </Typography>
            <Button variant="outlined" onClick={signOut}>
              {t('logout')}
            </Button>
          </Stack>
          <ToggleButtonGroup
            value={tab}
            exclusive
            color="primary"
            size="small"
            onChange={(_event, value: 'appeals' | 'import' | null) => value && setTab(value)}
          >
            <ToggleButton value="appeals">{t('tabs.appeals')}</ToggleButton>
            <ToggleButton value="import">{t('tabs.import')}</ToggleButton>
          </ToggleButtonGroup>
          {tab === 'appeals' ? <OperatorAppeals /> : <FinesImport />}
        </Stack>
      ) : (
        <OperatorLogin
          onSignedIn={(next, operator) => {
            setToken('operator', next);
            writeStored(NAME_KEY, operator.name || operator.login);
            setTokenState(next);
          }}
        />
      )}
    </PageContainer>
  );
}
