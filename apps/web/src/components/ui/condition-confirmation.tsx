// "I understand…" for a vaccine booked online only with a risk condition (decision 256): what the rule is, which
// conditions count (the domain's list for that vaccine, so the RSV box at 50 to 74 asks about RSV's own risk
// conditions), and the box that confirms it. Used for one person and for each person of a party.
import { useId } from 'react';
import { CONDITION_AGE_RANGES, conditionIdsFor } from '@vaxnear/domain/booking/condition-confirmation';
import type { ConditionVaccine } from '@vaxnear/domain/quiz/medical-conditions';
import { useShell } from '../../lib/use-shell.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Checkbox } from './checkboxes.tsx';

export interface ConditionConfirmationProps {
  id: string;
  kind: ConditionVaccine;
  /** The person getting the vaccine, named in the third person; absent when people book for themselves. */
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

export function ConditionConfirmation({ id, kind, name, checked, onChange, error }: ConditionConfirmationProps) {
  const { t } = useTranslation('common');
  const ruleId = useId();
  const range = CONDITION_AGE_RANGES[kind];
  return (
    <div className="condition-confirmation">
      <p id={ruleId}>{t(`conditions.rule.${kind}`, range)}</p>
      <ConditionList kind={kind} />
      <Checkbox
        id={id}
        label={name ? t(`conditions.confirmFor.${kind}`, { name }) : t(`conditions.confirm.${kind}`)}
        describedBy={ruleId}
        checked={checked}
        onChange={onChange}
        error={error}
      />
    </div>
  );
}

/**
 * "Which conditions count for RSV?": the domain's risk conditions for that vaccine, opened on request, named by their
 * common texts and listed as the page's language sorts them.
 */
export function ConditionList({ kind }: { kind: ConditionVaccine }) {
  const { t } = useTranslation('common');
  const { locale } = useShell();
  return (
    <details className="condition-confirmation__list">
      <summary>{t(`conditions.which.${kind}`)}</summary>
      <ul>
        {conditionIdsFor(kind)
          .map((id) => t(`conditions.labels.${id}`))
          .sort((a, b) => a.localeCompare(b, locale))
          .map((label) => (
            <li key={label}>{label}</li>
          ))}
      </ul>
    </details>
  );
}
