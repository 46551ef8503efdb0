import { useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { SiteOptions } from '@parking/domain/contracts/site-options';
import { rememberBannerShown } from './banner-memory';

type Banner = NonNullable<SiteOptions['banner']>;

/** The optional image banner shown at start (options.banner), linked when it has a url. */
export function ImageBannerModal({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useTranslation('modals');
  const [open, setOpen] = useState(true);

  const close = () => {
    rememberBannerShown(banner.image);
    setOpen(false);
  };

  const image = (
    <Box
      component="img"
      src={banner.image}
      alt={t('banner.alt')}
      onError={close}
      sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: '80vh', objectFit: 'contain' }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="sm"
      fullWidth
      aria-label={t('banner.alt')}
      slotProps={{ transition: { onExited: onClose } }}
    >
      <IconButton
        aria-label={t('common:actions.close')}
        onClick={close}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          bgcolor: 'rgba(255,255,255,0.85)',
          '&:hover': { bgcolor: '#fff' },
        }}
      >
        <CloseIcon />
      </IconButton>
      {banner.url ? (
        <Link href={banner.url} target="_blank" rel="noopener noreferrer" onClick={close}>
          {image}
        </Link>
      ) : (
        image
      )}
    </Dialog>
  );
}
