/** The "no device yet" panel (components/NoDevicePanel) of /home and Soil Testing (issue 22), the key group onboarding.noDevice. */
export const noDevicePanelEn = {
  noDevice: {
    farmerTitle: 'Your soil sensor is not set up yet',
    farmerNoFarm:
      'Your account is not linked to a farm yet. Readings, charts and soil tests appear here once your farm and its soil sensor are added.',
    farmerNoDevice: 'Your farm has no soil sensor registered yet. Readings, charts and soil tests appear here once it is.',
    farmerAsk:
      'Ask your Admin or cooperative to add your farm and register its soil sensor under Farms & Devices. Nothing else is needed from you.',
    staffTitle: 'No soil sensor is registered yet',
    staffText:
      'This screen shows a device’s readings. Register a device on a farm under Farms & Devices; it appears here with its first reading.',
    openDevices: 'Open Farms & Devices',
    soilTestNeeds: 'A soil test reads the sensor in your field, so it can start once your sensor is registered.',
  },
};
