import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';

export type DropdownItem = {
  key: string;
  label: string;
  /** A site path (already localised) to go to, or an action. */
  to?: string;
  onClick?: () => void;
  selected?: boolean;
  lang?: string;
  icon?: ReactNode;
  dividerBefore?: boolean;
};

type DropdownMenuProps = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  items: DropdownItem[];
};

/** The popup of a header dropdown; loaded on first open, the menu machinery is not in "/". */
export function DropdownMenu({ id, anchor, onClose, items }: DropdownMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.flatMap((item) => {
        const content = (
          <>
            {item.icon && <ListItemIcon>{item.icon}</ListItemIcon>}
            {item.label}
          </>
        );
        const entry = item.to ? (
          <MenuItem
            key={item.key}
            component={RouterLink}
            to={item.to}
            selected={item.selected}
            onClick={onClose}
          >
            {content}
          </MenuItem>
        ) : (
          <MenuItem
            key={item.key}
            selected={item.selected}
            lang={item.lang}
            onClick={() => {
              onClose();
              item.onClick?.();
            }}
          >
            {content}
          </MenuItem>
        );
        return item.dividerBefore ? [<Divider key={`${item.key}-divider`} />, entry] : [entry];
      })}
    </Menu>
  );
}
