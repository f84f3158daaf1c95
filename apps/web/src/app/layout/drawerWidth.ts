export const DRAWER_WIDTH = 264;
