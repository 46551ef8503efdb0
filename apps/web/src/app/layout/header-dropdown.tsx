import { Suspense, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazyPage } from '../../shared/ui/lazy-page';
import type { DropdownItem } from './dropdown-menu';

const DropdownMenu = lazyPage(
  () => import('./dropdown-menu'),
  (m) => m.DropdownMenu,
);
const loadMenu = DropdownMenu.preload;

type HeaderDropdownProps = {
  icon: ReactNode;
  /** The button text. */
  label: string;
  /** What a screen reader hears when it differs from the text. */
  ariaLabel?: string;
  /** On phones show only the icon (the label stays for screen readers). */
  compactIconOnly?: boolean;
  /** Below this width the icon only: a long label (a driver's name) needs a wide screen. */
  compactBelow?: 'md' | 'lg';
  items: DropdownItem[];
};

/** A header button with a dropdown menu. */
export function HeaderDropdown({
  icon,
  label,
  ariaLabel,
  compactIconOnly = true,
  compactBelow = 'md',
  items,
}: HeaderDropdownProps) {
  const id = useId();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down(compactBelow)) && compactIconOnly;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const trigger = {
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      setOpened(true);
      setAnchor(event.currentTarget);
    },
    // Start fetching the menu code as soon as the pointer or focus arrives.
    onPointerEnter: () => void loadMenu(),
    onFocus: () => void loadMenu(),
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? id : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    'aria-label': ariaLabel ?? (compact ? label : undefined),
  };
  return (
    <>
      {compact ? (
        <IconButton color="inherit" {...trigger}>
          {icon}
        </IconButton>
      ) : (
        <Button
          color="inherit"
          startIcon={icon}
          {...trigger}
          sx={{
            minWidth: 0,
            maxWidth: 240,
            px: 1,
            whiteSpace: 'nowrap',
            // a label that stays on a phone (the language) is short and kept whole; the icon
            // gives it the room there
            flexShrink: compactIconOnly ? 1 : 0,
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {label}
          </Box>
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <DropdownMenu id={id} anchor={anchor} onClose={() => setAnchor(null)} items={items} />
        </Suspense>
      )}
    </>
  );
}
