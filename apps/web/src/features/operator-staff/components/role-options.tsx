import MenuItem from '@mui/material/MenuItem';
import type { TFunction } from 'i18next';
import { STAFF_ROLES } from '@parking/domain/staff/staff-roles';

/** The role select's options, in the domain's order. */
export const roleOptions = (t: TFunction) =>
  STAFF_ROLES.map((role) => (
    <MenuItem key={role} value={role}>
      {t(`operator-staff:roles.${role}`)}
    </MenuItem>
  ));
