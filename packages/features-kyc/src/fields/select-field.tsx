import type { KycOption } from '../kyc-form/kyc-options';

export interface SelectFieldProps<Code extends string> {
  id: string;
  label: string;
  value: Code | '';
  options: readonly KycOption<Code>[];
  onValueChange: (value: Code | '') => void;
  error?: string;
  /**
   * A choice the step cannot go on without: read as required (`aria-required`). Not the native
   * `required`, whose browser bubble and blocked submit would come before the step's Korean message.
   */
  required?: boolean;
}

/**
 * A labelled native select in ui-kit's field look, with a "선택해주세요" first choice and the
 * message under it (announced).
 *
 * @example
 * <SelectField id="job" label="직업" value={job} options={JOB_OPTIONS} onValueChange={setJob} />
 */
export function SelectField<Code extends string>({ id, label, value, options, onValueChange, error, required = false }: SelectFieldProps<Code>) {
  return (
    <div className="jg-field" data-invalid={error ? 'true' : undefined}>
      <label className="jg-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="jg-field__control">
        <select
          id={id}
          className="jg-field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onValueChange(event.currentTarget.value as Code | '')}
        >
          <option value="">선택해주세요</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="jg-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
