import { ASSIGNABLE_ROLES, type AssignableRole, roleFromAssignable, type User } from '@agrim/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/Toast';
import { useFailureToast } from '../../../components/ErrorNotice';
import { useChangeRole } from '../api/useChangeRole';
import { SelectField } from '../../../components/SelectField';

const assignableOf = (role: User['role']): AssignableRole => (role === 'user' ? 'User' : (role as AssignableRole));

/** The role of another staff account as a choice among the assignable roles; the change is audited by the server. */
export function RoleSelect({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const failToast = useFailureToast();
  const change = useChangeRole();
  return (
    <SelectField
      size="small"
      variant="standard"
      value={assignableOf(user.role)}
      disabled={change.isPending}
      onChange={(role) => {
        change.mutate(
          { id: user.id, role },
          {
            onSuccess: () =>
              toast(
                'success',
                t('audit.roleChange.changed', { email: user.email ?? user.phone_number, role: t(`roles.${roleFromAssignable(role)}`) }),
              ),
            onError: (err) => failToast(err, { said: t('audit.roleChange.failed', { message: err.message }) }),
          },
        );
      }}
      ariaLabel={t('audit.roleChange.label', { email: user.email ?? user.phone_number })}
      testId={`role-${user.email ?? user.phone_number}`}
      sx={{ minWidth: 110, mt: 0.5 }}
      options={ASSIGNABLE_ROLES.map((r) => ({ value: r, label: t(`roles.${roleFromAssignable(r)}`) }))}
    />
  );
}
