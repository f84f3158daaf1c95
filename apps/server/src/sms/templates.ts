/**
 * India's DLT rules (TRAI TCCCPR 2018): every SMS an entity sends is a content template registered
 * on an operator's DLT platform, with its template id, sent under the entity's own id (PE id);
 * operators drop a message whose text does not match its registered template. So only the templates
 * below are sent, each in a language only once it has a registered DLT template id (here, or from
 * SMS_DLT_TEMPLATE_IDS); anything else is refused before it reaches the gateway.
 *
 * Register each text with every `{name}` written as DLT's `{#var#}`.
 */
export const SMS_LANGUAGES = ['en', 'hi', 'mr'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

export interface SmsTemplate {
  /** The registered text per language; `{name}` is a parameter (DLT `{#var#}`). */
  text: Partial<Record<SmsLanguage, string>>;
  /** The DLT template id per language, as registered (19 digits); absent: not registered yet (set it with SMS_DLT_TEMPLATE_IDS). */
  dltTemplateId: Partial<Record<SmsLanguage, string>>;
  /** The longest value each parameter may take (characters); a longer one is refused. */
  params: Record<string, number>;
}

export const SMS_TEMPLATES = {
  /** One evaluation's alarms for one account (digestSms: the count and the first alarm's text, ≤ 160 characters). */
  'alert.digest': {
    text: { en: '{message} -Agrim', hi: '{message} -अग्रिम', mr: '{message} -अग्रिम' },
    dltTemplateId: {},
    params: { message: 160 },
  },
  /** A one-time sign-in code (issue 41 item 2). */
  'otp.signIn': {
    text: {
      en: '{code} is your Agrim sign-in code. It expires in {minutes} minutes. Do not share it with anyone. -Agrim',
      hi: '{code} आपका अग्रिम साइन-इन कोड है। यह {minutes} मिनट में समाप्त होगा। इसे किसी से साझा न करें। -अग्रिम',
      mr: '{code} हा तुमचा अग्रिम साइन-इन कोड आहे. तो {minutes} मिनिटांत संपेल. तो कोणालाही सांगू नका. -अग्रिम',
    },
    dltTemplateId: {},
    params: { code: 8, minutes: 3 },
  },
  /** A one-time password-reset code (issue 41 item 2). */
  'otp.passwordReset': {
    text: {
      en: '{code} is your Agrim password reset code. It expires in {minutes} minutes. Do not share it with anyone. -Agrim',
      hi: '{code} आपका अग्रिम पासवर्ड रीसेट कोड है। यह {minutes} मिनट में समाप्त होगा। इसे किसी से साझा न करें। -अग्रिम',
      mr: '{code} हा तुमचा अग्रिम पासवर्ड रीसेट कोड आहे. तो {minutes} मिनिटांत संपेल. तो कोणालाही सांगू नका. -अग्रिम',
    },
    dltTemplateId: {},
    params: { code: 8, minutes: 3 },
  },
} satisfies Record<string, SmsTemplate>;

export type SmsTemplateKey = keyof typeof SMS_TEMPLATES;

/** SMS_DLT_TEMPLATE_IDS: `{"alert.digest": {"en": "1107…", "hi": "1107…"}}`, over the ids above. */
export type DltTemplateIds = Partial<Record<string, Partial<Record<SmsLanguage, string>>>>;

/** A template that is not in the registry, or has no DLT template id in the language asked for. */
export class UnregisteredTemplateError extends Error {}
/** Parameters the template does not have, lacks, or that are too long. */
export class TemplateParamsError extends Error {}

/** A template's text with its parameters filled in, and its DLT template id; refused (UnregisteredTemplateError) when not registered. */
export function renderTemplate(
  key: string,
  language: SmsLanguage,
  params: Record<string, string | number>,
  overrides: DltTemplateIds = {},
): { text: string; dltTemplateId: string } {
  const template: SmsTemplate | undefined = Object.hasOwn(SMS_TEMPLATES, key) ? SMS_TEMPLATES[key as SmsTemplateKey] : undefined;
  if (!template)
    throw new UnregisteredTemplateError(`SMS template "${key}" is not registered (known: ${Object.keys(SMS_TEMPLATES).join(', ')})`);
  const text = template.text[language];
  const dltTemplateId = overrides[key]?.[language] ?? template.dltTemplateId[language];
  if (!text || !dltTemplateId) {
    throw new UnregisteredTemplateError(
      `SMS template "${key}" has no registered DLT template id in "${language}": register it on the DLT platform and set it in SMS_DLT_TEMPLATE_IDS`,
    );
  }
  for (const name of Object.keys(params)) {
    if (!(name in template.params)) throw new TemplateParamsError(`SMS template "${key}" has no parameter "${name}"`);
  }
  const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TemplateParamsError(`SMS template "${key}" needs the parameter "${name}"`);
    const s = String(value);
    if ([...s].length > template.params[name]!) {
      throw new TemplateParamsError(`SMS template "${key}": "${name}" is longer than ${template.params[name]} characters`);
    }
    return s;
  });
  return { text: filled, dltTemplateId };
}

/** Which templates cannot be sent in which language (no DLT template id): logged at start when SMPP is configured. */
export function unregisteredTemplates(overrides: DltTemplateIds = {}): string[] {
  return Object.entries(SMS_TEMPLATES).flatMap(([key, t]) =>
    SMS_LANGUAGES.filter(
      (l) =>
        (t.text as Partial<Record<SmsLanguage, string>>)[l] &&
        !(overrides[key]?.[l] ?? (t.dltTemplateId as Partial<Record<SmsLanguage, string>>)[l]),
    ).map((l) => `${key} (${l})`),
  );
}
