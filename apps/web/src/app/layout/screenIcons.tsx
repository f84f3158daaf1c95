import AccountCircle from '@mui/icons-material/AccountCircle';
import Agriculture from '@mui/icons-material/Agriculture';
import Analytics from '@mui/icons-material/Analytics';
import BarChart from '@mui/icons-material/BarChart';
import BugReport from '@mui/icons-material/BugReport';
import Calculate from '@mui/icons-material/Calculate';
import Dashboard from '@mui/icons-material/Dashboard';
import DocumentScanner from '@mui/icons-material/DocumentScanner';
import Eco from '@mui/icons-material/EnergySavingsLeaf';
import Assessment from '@mui/icons-material/Assessment';
import Grass from '@mui/icons-material/Grass';
import History from '@mui/icons-material/History';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Landscape from '@mui/icons-material/Landscape';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import PieChart from '@mui/icons-material/PieChart';
import Science from '@mui/icons-material/Science';
import Sensors from '@mui/icons-material/Sensors';
import Spa from '@mui/icons-material/Spa';
import Storage from '@mui/icons-material/Storage';
import Summarize from '@mui/icons-material/Summarize';
import Thunderstorm from '@mui/icons-material/Thunderstorm';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Tune from '@mui/icons-material/Tune';
import WaterDrop from '@mui/icons-material/WaterDrop';
import type { ReactElement } from 'react';

/** The icon of every menu screen (SCREEN_ROUTES with `menu: true`); screenIcons.test.ts fails on a menu item without one. */
export const SCREEN_ICONS: Record<string, ReactElement> = {
  '/home': <MonitorHeart />,
  '/soil-testing': <Science />,
  '/alerts': <NotificationsActive />,
  '/feedback/summary': <Dashboard />,
  '/fertilizer-recommendation': <Eco />,
  '/crop-recommendation': <Agriculture />,
  '/crop-recommendation/report': <Assessment />,
  '/agri/soil/data/analysis': <Analytics />,
  '/analysis': <Tune />,
  '/visualisation': <PieChart />,
  '/soya': <BarChart />,
  '/crop-analytics': <WaterDrop />,
  '/management_practices': <Grass />,
  '/weather-prediction': <Thunderstorm />,
  '/soil/type/detector': <Landscape />,
  '/reports': <Summarize />,
  '/disease-detection': <BugReport />,
  '/seeds/detection': <Spa />,
  '/yield-prediction': <TrendingUp />,
  '/soil/test/analyzer': <DocumentScanner />,
  '/soil/nutrient/calculator': <Calculate />,
  '/user_management': <ManageAccounts />,
  '/devices': <Sensors />,
  '/datasets': <Storage />,
  '/audit': <History />,
  '/account': <AccountCircle />,
};
