/** The outbox of actions kept offline and sent when the connection returns (issue 24). */
export const outboxEn = {
  title_one: '{{count}} action kept on this phone',
  title_other: '{{count}} actions kept on this phone',
  waiting: 'Kept on this phone since {{time}}: it will be sent once the connection returns.',
  failed: 'Not sent: {{reason}}',
  retry: 'Try again',
  discard: 'Discard',
  queued: 'You are offline. Your feedback is kept on this phone and will be sent once the connection returns.',
  sent_one: 'Back online: {{count}} kept action was sent.',
  sent_other: 'Back online: {{count}} kept actions were sent.',
  notSent_one: '{{count}} kept action was not sent: {{reason}}',
  notSent_other: '{{count}} kept actions were not sent. See the list at the top of the screen.',
  keepFailed: 'This phone could not keep the action to send later ({{reason}}). Try again when you are online.',
  kind: {
    feedback: 'Feedback on a fertilizer recommendation',
    soilType: 'Soil photos for the soil type',
    soybeanDisease: 'Soybean leaf photos for disease detection',
    tomatoDisease: 'Tomato leaf photos for disease detection',
    seedQuality: 'A seed photo for seed quality',
    soilHealthCard: 'A Soil Health Card photo for fertilizer advice',
  },
  photosKept:
    'Saved on this phone; the photos will be sent when you are back online. The result will show here and in the list at the top of the screen.',
  photosSending: 'Back online: sending the saved photos…',
  sentTitle_one: '{{count}} saved action was sent: its result is ready',
  sentTitle_other: '{{count}} saved actions were sent: their results are ready',
  sentAt: 'Sent at {{time}}.',
  seeResult: 'See the result',
  dismiss: 'Dismiss',
  keptResult: 'The result of the photos saved on {{time}}, sent when the connection returned.',
  /** A soil test cannot start offline (the server starts the probe): what was entered is kept for later (issue 39). */
  soilTestStart: {
    needsConnection:
      'Starting a soil test needs a connection: the server starts the probe. You can fill in the details and choose the photo now; they are kept on this phone.',
    kept: 'No connection: the test has not started. What you entered and the photo are kept on this phone: press Proceed when you are back online.',
    restored: 'Your details and photo from before are back. Press Proceed to start the test.',
    panelOffline: 'Starting a soil test needs a connection.',
    panelKept:
      'Your soil test details and photo are kept on this phone: once you are online, tap Start Soil Testing to begin the test with them.',
  },
};
