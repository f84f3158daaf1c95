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
  kind: { feedback: 'Feedback on a fertilizer recommendation' },
};
