import type { ReactElement } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import LocalPoliceIcon from '@mui/icons-material/LocalPolice';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import MapIcon from '@mui/icons-material/Map';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PeopleIcon from '@mui/icons-material/People';
import PaymentsIcon from '@mui/icons-material/Payments';
import TuneIcon from '@mui/icons-material/Tune';
import type { ConsoleArea } from './console-areas';

export const AREA_ICONS: Record<ConsoleArea, ReactElement> = {
  staff: <PeopleIcon />,
  audit: <HistoryIcon />,
  map: <MapIcon />,
  tariffs: <PaymentsIcon />,
  calendar: <CalendarMonthIcon />,
  settings: <TuneIcon />,
  content: <NewspaperIcon />,
  appeals: <ForumIcon />,
  fines: <GavelIcon />,
  companies: <BusinessIcon />,
  enforcement: <LocalPoliceIcon />,
  drivers: <SupportAgentIcon />,
  money: <AccountBalanceIcon />,
  api_keys: <VpnKeyIcon />,
};
