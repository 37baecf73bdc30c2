import { useId } from 'react';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

export interface ChoiceGroupProps {
  /** The question, read as the group's name. */
  readonly legend: string;
  readonly choices: readonly Choice[];
  /** The chosen value; `''` when none is chosen yet. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A Korean message shown under the group and tied to it; marks the group invalid. */
  readonly error?: string;
  /**
   * Whether `error` is said the moment it appears (`role="alert"`), as it is by default. A screen
   * that sums many groups' messages up in one alert of its own turns it off, so a refused step is
   * said once, not once per group: the message is then the group's description, read when the
   * member reaches the group.
   */
  readonly announceError?: boolean;
  /** Lets a screen move focus to the first unanswered group. */
  readonly id?: string;
  /**
   * The screen cannot go on without an answer: the group is read as required (`aria-required`).
   * Not the native `required` on the radios, whose browser bubble would come before the screen's
   * Korean message.
   */
  readonly required?: boolean;
}

/**
 * One question with exclusive answers: a fieldset of radio buttons whose rows are their labels,
 * read as a radiogroup named by the question (a plain group cannot be read as required).
 *
 * @example
 * <ChoiceGroup legend="투자 목적은 무엇인가요?" choices={[{ value: '01', label: '원금 보전' }]} value={answer} onChange={setAnswer} required />
 */
export function ChoiceGroup({ legend, choices, value, onChange, error, announceError = true, id, required = false }: ChoiceGroupProps) {
  const generated = useId();
  const name = id ?? generated;
  return (
    <fieldset
      className="jg-investor-choice"
      id={name}
      role="radiogroup"
      aria-labelledby={`${name}-legend`}
      aria-required={required || undefined}
      tabIndex={-1}
      data-invalid={error ? 'true' : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend id={`${name}-legend`} className="jg-investor-choice__legend">
        {legend}
      </legend>
      {choices.map((choice) => (
        <label key={choice.value} className="jg-investor-choice__option" data-state={choice.value === value ? 'checked' : 'unchecked'}>
          <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
      {error ? (
        <p id={`${name}-error`} className="jg-investor-choice__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
