import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AppealListItem } from '@parking/domain/feedback/appeal-contracts';
import { cityDateTime } from '../../../shared/city/city-date-time';
import { statusSx } from '../lib/appeal-view';

type Props = { items: AppealListItem[]; selected: number | null; onSelect: (id: number) => void };

/**
 * The driver's appeals: topic, status in its colour, the last message and when, and a mark of the
 * operator's replies not yet read (not on the open one: its chat is reading them).
 */
export function AppealsList({ items, selected, onSelect }: Props) {
  const { t } = useTranslation('feedback');
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      {items.map(({ appeal, lastMessage, status, unread }, index) => {
        const mark = unread > 0 && selected !== appeal.id ? t('appeals.unread', { count: unread }) : '';
        return (
          <ButtonBase
            key={appeal.id}
            onClick={() => onSelect(appeal.id)}
            aria-pressed={selected === appeal.id}
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              px: 2,
              py: 1.5,
              borderTop: index > 0 ? 1 : 0,
              borderColor: 'divider',
              bgcolor: selected === appeal.id ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
            }}
            aria-label={`${t('appeals.number', { id: appeal.id })}: ${appeal.subject || t('appeals.noTopic')}${mark ? `, ${mark}` : ''}`}
          >
            <Stack spacing={0.25} sx={{ width: '100%', minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 500 }} noWrap>
                  {appeal.subject || t('appeals.noTopic')}
                </Typography>
                <Typography variant="body2" sx={{ color: statusSx(status), fontWeight: 500, flexShrink: 0 }}>
                  {t(`status.${status}`)}
                </Typography>
              </Stack>
              <Typography
                variant="body2"
                color={mark ? 'text.primary' : 'text.secondary'}
                sx={{ fontWeight: mark ? 500 : 400 }}
                noWrap
              >
                {lastMessage
                  ? `${lastMessage.out === 1 ? t('appeals.you') : ''}${lastMessage.text}`
                  : t('appeals.noMessages')}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'center' }}
              >
                <Typography variant="caption" color="text.secondary">
                  {t('appeals.number', { id: appeal.id })} ·{' '}
                  {cityDateTime(lastMessage?.date ?? appeal.updatedAt)}
                </Typography>
                {mark && (
                  <Typography
                    variant="caption"
                    sx={{
                      flexShrink: 0,
                      px: 1,
                      borderRadius: 8,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontWeight: 500,
                    }}
                  >
                    {mark}
                  </Typography>
                )}
              </Stack>
            </Stack>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
