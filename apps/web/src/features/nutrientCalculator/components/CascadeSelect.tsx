import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField';

interface Props {
  label: string;
  value: string;
  options: readonly string[] | undefined;
  loading: boolean;
  error?: Error | null;
  onChange: (value: string) => void;
  /** A second line under an option, e.g. the crops and seasons of an NPK ratio. */
  detail?: (option: string) => string | undefined;
  helperText?: string;
  testId: string;
}

/** One level of the calculator's cascade: a select whose options come from the level above. */
export function CascadeSelect({ label, value, options, loading, error, onChange, detail, helperText, testId }: Props) {
  const { t } = useTranslation();
  const list = options ?? [];
  return (
    <SelectField
      fullWidth
      label={label}
      // Until its options arrive a chosen value would not match any of them.
      value={list.includes(value) ? value : ''}
      onChange={onChange}
      disabled={loading || !!error || list.length === 0}
      error={!!error}
      helperText={error ? t('soilAnalysis.loadFailed', { message: error.message }) : loading ? t('common.loading') : helperText}
      testId={testId}
      options={list.map((o) => {
        const more = detail?.(o);
        return { value: o, label: more ? `${o} (${more})` : o };
      })}
    />
  );
}
