import { useId } from 'react';

export interface ConsentSwitchProps {
  readonly label: string;
  readonly description?: string;
  readonly checked: boolean;
  /**
   * While the last change is saved: marked unavailable and a press changes nothing, but the switch
   * keeps its focus (a `disabled` one would drop it to the page under a keyboard user's hands).
   */
  readonly saving?: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
}

/**
 * An on/off row: a native checkbox read as a switch, the whole row its label (44 px high).
 *
 * @example
 * <ConsentSwitch label="앱 푸시" checked={push} onCheckedChange={setPush} />
 */
export function ConsentSwitch({ label, description, checked, saving = false, onCheckedChange }: ConsentSwitchProps) {
  const id = useId();
  const descriptionId = useId();
  return (
    <div className="jg-my-switch" data-state={checked ? 'on' : 'off'}>
      <label htmlFor={id} className="jg-my-switch__label">
        <span>{label}</span>
        {description ? (
          <span id={descriptionId} className="jg-my-switch__description">
            {description}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="jg-my-switch__input"
        checked={checked}
        aria-disabled={saving || undefined}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => {
          if (!saving) onCheckedChange(event.currentTarget.checked);
        }}
      />
    </div>
  );
}
