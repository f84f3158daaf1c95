import { type AuditEntry, ROLES } from '@agrim/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time';
import { detailsText, keyWords } from './auditText';

/** How an entry reads on screen, in the screen's language; times in Asia/Kolkata. */
export function useEntryText() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return {
    time: (e: AuditEntry) => formatDateTime(e.at, lang) ?? '',
    actor: (e: AuditEntry) =>
      e.impersonatorEmail
        ? t('audit.actingAs', { impersonator: e.impersonatorEmail, actor: e.actorEmail })
        : (e.actorEmail ?? t('audit.system')),
    role: (e: AuditEntry) => (e.actorRole ? t(`roles.${e.actorRole}`, { defaultValue: e.actorRole }) : '—'),
    action: (e: AuditEntry) => t(`audit.actions.${e.action}`, { defaultValue: e.action }),
    target: (e: AuditEntry) =>
      [e.targetType ? t(`audit.targets.${e.targetType}`, { defaultValue: keyWords(e.targetType) }) : null, e.targetId]
        .filter(Boolean)
        .join(' '),
    details: (e: AuditEntry) =>
      detailsText(
        e.details,
        (key) => t(`audit.keys.${key}`, { defaultValue: keyWords(key) }),
        (iso) => formatDateTime(iso, lang) ?? iso,
        (key, value) =>
          (ROLES as readonly string[]).includes(value)
            ? t(`roles.${value}`)
            : t(key === 'kind' ? `datasets.kinds.${value}` : `audit.values.${value}`, { defaultValue: value }),
      ),
    ip: (e: AuditEntry) => (e.ip ? t('audit.fromIp', { ip: e.ip }) : ''),
  };
}
