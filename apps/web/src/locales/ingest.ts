/** Strings of the MQTT ingestion notice on Farms & Devices (issue 19); Hindi has the same keys (checked by the type). */
export const ingestEn = {
  droppedTitle: 'Readings were lost at the MQTT broker',
  dropped:
    'The broker dropped {{count}} messages since it started ({{started}}), last seen {{when}}, because the server could not keep up. Devices were asked to publish again everything sent since {{since}}; repeats are stored once.',
  lagging: 'Readings are arriving faster than they are stored: {{count}} waiting, the oldest for {{seconds}} s. Nothing is lost yet.',
};
