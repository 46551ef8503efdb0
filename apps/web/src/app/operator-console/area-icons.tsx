import type { ReactElement } from 'react';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
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
};
