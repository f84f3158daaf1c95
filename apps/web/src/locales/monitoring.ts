/**
 * Strings of /home, the monitoring screen (features/monitoring): the key groups monitoring and lowData. Shipped with the app (en.ts);
 * its metric and valve names are also used by other screens.
 */
export const monitoringEn = {
  monitoring: {
    device: 'Device',
    deviceOnline: 'Device online',
    deviceOffline: 'Device offline',
    live: 'Live',
    polling: 'Refreshing every 5 s',
    lastKnown: '{{state}} (last known, {{when}})',
    notConnected: 'No connection: not updating',
    // Issue 39: offline, the valve card and the charts show the answers kept on the phone, and say so.
    chartsLastKnown: 'No connection: the last known readings, up to {{when}}',
    noDevice: 'No soil sensor is linked to your farms yet. Ask your administrator to register your probe.',
    startDate: 'Start Date',
    endDate: 'End Date',
    npkChart: 'Nitrogen, Phosphorus, Potassium (mg/kg)',
    climateChart: 'Temperature, Humidity, pH and Conductivity',
    loadingChart: 'Loading chart data...',
    chartError: 'Error: {{message}}',
    noReadings: 'No readings in this period',
    startAdjusted: 'No readings on the start date: the chart starts at the nearest reading.',
    downsampled: '{{count}} readings, drawn as the lowest and highest value of each interval.',
    exportCsv: 'Download CSV',
    updated: 'Updated {{when}}',
    offline: 'Offline: no reading for over 2 minutes',
    zero: 'Reads 0: check the probe',
    probeFault: 'Probe fault (all values 0)',
    probeFaultValue: 'all 0: probe fault',
    probeFaultTile: 'Probe fault (all values 0): check the probe and its cable',
    faultyShown_one: '{{count}} faulty reading (every value 0, a failed probe): a gap in the lines, marked ▲ at the bottom.',
    faultyIntervals_one:
      '{{count}} interval of faulty readings only (every value 0, a failed probe): a gap, marked ▲ at the bottom. Faulty readings are left out of the other intervals.',
    faultyIntervals_other:
      '{{count}} intervals of faulty readings only (every value 0, a failed probe): gaps, marked ▲ at the bottom. Faulty readings are left out of the other intervals.',
    faultyShown_other: '{{count}} faulty readings (every value 0, a failed probe): gaps in the lines, marked ▲ at the bottom.',
    changeLabel: 'Change over the last hour: {{change}}%',
    // The chip's visible text: what the arrow's number is, short enough for a 360 px tile.
    changeShort: '{{change}}% in 1 h',
    trendLabel: '{{metric}} over the last hour',
    metrics: {
      nitrogen: 'Nitrogen',
      phosphorus: 'Phosphorus',
      potassium: 'Potassium',
      temperature: 'Temperature',
      moisture: 'Moisture',
      humidity: 'Humidity',
      conductivity: 'Conductivity',
      ph: 'pH',
    },
    fertigation: {
      title: 'Fertigation',
      on: 'On',
      off: 'Off',
      running: 'Valve open: fertigation running (started by {{by}})',
      stopped: 'Valve closed',
      // Issue 39: what the device said, never what was asked.
      waitingLabel: 'Waiting…',
      startedBy: 'Started by {{by}}',
      phase: {
        none: 'No valve command sent from Agrim yet',
        not_sent: 'Not sent: the valve was not switched',
        waiting: 'Sent: waiting for the device to confirm',
        waiting_off: 'Sent: waiting for the device to confirm it closed the valve',
        not_acknowledged: 'No answer from the device',
        open: 'Valve open: the device confirmed at {{time}}',
        closed: 'Valve closed: the device confirmed at {{time}}',
        kept_closed: 'The device answered, but the valve stayed closed',
        finished: 'Finished: the valve closed at {{time}}',
        replaced: 'Replaced by a later command to this valve',
      },
      detail: {
        not_sent:
          'Agrim could not reach the valve controller: no MQTT broker is connected. Nothing flows because of this command. Ask your administrator to connect the controller, then try again.',
        not_sent_off:
          'Agrim could not reach the valve controller: no MQTT broker is connected, so the valve was not closed from here. Close it at the controller in the field, and ask your administrator to connect the controller.',
        waiting: 'Do not count on water or fertilizer flowing until the device confirms. It has {{seconds}} more seconds to answer.',
        waiting_off: 'Count the valve as open until the device confirms it closed. It has {{seconds}} more seconds to answer.',
        not_acknowledged:
          'The device did not confirm within {{seconds}} seconds, so the valve may not have switched. Check that the controller in the field has power and signal, then try again.',
        not_acknowledged_off:
          'The device did not confirm within {{seconds}} seconds, so the valve may still be open. Check the controller in the field (power, signal), or close the valve there.',
        kept_closed: 'Check the valve and its controller in the field, then try again.',
      },
      valveNames: {
        main: 'Main valve',
        nitrogen: 'Nitrogen valve',
        phosphorus: 'Phosphorus valve',
        potassium: 'Potassium valve',
        water: 'Water valve',
      },
      deviceSaid: { on: 'open, {{left}} left', off: 'closed' },
      lastAck: '{{valve}} {{state}} · {{ago}}',
      confirmWindow: {
        title: 'Start outside fertigation hours?',
        question: 'Start the valve anyway?',
        cancel: 'Don’t start',
        confirm: 'Start anyway',
        acknowledge: 'I understand: start outside 10 AM–7 PM',
      },
      timeLeft: 'Time Left',
      duration: 'Run for',
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
      notice: 'Fertigation is scheduled between 10 AM to 7 PM. Please wait for the preferred time slot.',
      notSent: 'No MQTT broker is configured: the command was recorded but not sent to the device.',
      lastKnown: 'No connection: the last known state. The valve can be switched once you are back online.',
    },
  },
  lowData: {
    label: 'Low-data mode',
    hint: 'No live stream, updates once a minute and lighter charts: for slow or costly connections. Remembered on this phone.',
  },
};
