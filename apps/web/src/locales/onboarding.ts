/** A farmer's first day (issue 22): registering onto a farm, the Farmers view, the "no device yet" panel. Hindi has the same keys. */
export const onboardingEn = {
  register: {
    farmSection: 'Their farm',
    farmHelp: 'A farmer sees the readings of their farm’s soil sensor. Choose their farm, or create it now.',
    existingFarm: 'An existing farm',
    newFarm: 'A new farm',
    chooseFarm: 'Farm',
    noFarms: 'No farms yet: create a new one.',
    farmRequired: 'Choose their farm.',
    farmName: 'Farm name',
    farmNameRequired: 'Enter the farm’s name.',
    district: 'District',
    state: 'State',
    withDevice: 'Register a soil sensor on this farm now',
    deviceName: 'Device name (e.g. Field 1 probe)',
    deviceNameRequired: 'Enter the device’s name, or untick the box.',
    deviceLater: 'You can register a device later under Farms & Devices; until then the farmer sees whom to ask.',
    farmsFailed: 'Could not load the farms ({{message}}). Create a new farm instead, or close and try again.',
  },
  farmers: {
    tabStaff: 'Staff',
    tabFarmers: 'Farmers',
    search: 'Search name, email or phone',
    farms: 'Farms',
    devices: 'Devices',
    lastReading: 'Last reading',
    lastLogin: 'Last sign-in',
    noFarm: 'No farm yet',
    noDevice: 'No device yet',
    none: 'No farmers yet. Register one with “Register New User” and the role User.',
    noMatch: 'No farmer matches “{{search}}”.',
    loadFailed: 'Could not load the farmers: {{message}} Check your connection and reload.',
    count: 'Farmers: {{count}}',
  },
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
