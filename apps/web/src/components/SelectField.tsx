import { TextField, type TextFieldProps } from '@mui/material';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
  /** The language the label is written in, when it is not the screen's (a language's own name). */
  lang?: string;
}

type Props<T extends string> = Omit<TextFieldProps, 'select' | 'onChange' | 'children' | 'value' | 'slotProps'> & {
  /** The chosen option's value; '' while none is chosen. */
  value: T | '';
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  /** The test id of the `<select>` itself, which e2e tests pick from by label. */
  testId?: string;
  /** The select's name when it has no visible label (a row's role in a table). */
  ariaLabel?: string;
};

/**
 * A drop-down as the phone's own picker: MUI's outlined field around a native `<select>`. Not MUI's menu
 * select: it measures its display element by setting state from a ref callback while the screen is first
 * committed, so React draws it again at once and runs that commit's effects in the same blocking task (issue
 * 43); a phone's own picker is also the larger and more familiar list under a thumb.
 */
export function SelectField<T extends string>({ options, onChange, testId, ariaLabel, value, sx, ...field }: Props<T>) {
  return (
    <TextField
      {...field}
      sx={[
        // A native select is as wide as its longest option (MUI's was as wide as the chosen one): a long device or
        // farm name is cut with an ellipsis rather than pushing the screen wider. The cap is a length on the select
        // itself, since a percentage is ignored where the field's row takes the width of what it holds.
        { maxWidth: '100%', '& select': { textOverflow: 'ellipsis', maxWidth: field.fullWidth ? undefined : '22rem' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      select
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      slotProps={{
        select: { native: true },
        // A native select always shows its chosen option, so its label always sits above it.
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId, 'aria-label': ariaLabel },
      }}
    >
      {/* Nothing chosen yet: an empty line, not the first option shown as if it were chosen. */}
      {value === '' && !options.some((o) => o.value === '') && <option value="" disabled />}
      {options.map((o) => (
        <option key={o.value} value={o.value} lang={o.lang}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
