import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EMOJI } from '../../../../contracts/live/constants.js';
import type { AudienceEntryInfo, JoinSessionRequest } from '../../../../contracts/live/join.js';
import { ApiError } from '../../api/api-error.js';
import { admissionInputs, checkAdmission, joinRequest, type AdmissionInput, type AdmissionProblem } from './admission-form.js';
import { EmojiPicker } from './EmojiPicker.js';
import { TeamPicker } from './TeamPicker.js';
import { displayParticipantHeading } from '../language/default-texts.js';

interface Props {
  readonly accessCode: string;
  readonly entry: AudienceEntryInfo;
  readonly onJoin: (request: JoinSessionRequest) => Promise<void>;
  /** A message to show above the form (e.g. the previous place in the session is gone). */
  readonly notice?: string | null;
}

/** Participant admission: the deck's heading and fields with their required flags and length limits, and the avatar. */
export function AdmissionForm({ accessCode, entry, onJoin, notice }: Props) {
  const { t } = useTranslation();
  const inputs = useMemo(() => admissionInputs(entry), [entry]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [emoji, setEmoji] = useState<string>(DEFAULT_EMOJI);
  const [team, setTeam] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, AdmissionProblem>>({});
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  // Arriving from /join (or a link), the welcome is read first; the name field is the next Tab.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // System fields carry their key as a name; custom fields are named by the presenter.
  const labelOf = (input: AdmissionInput) =>
    input.kind === 'name' ? t('audience.entry.nameLabel') : input.kind === 'email' ? t('audience.entry.emailLabel') : input.label;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkAdmission(inputs, values);
    setProblems(found);
    setServerIssues({});
    setFormError(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`admission-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const request = joinRequest(accessCode, entry, inputs, values, entry.showEmojiAvatar ? emoji : null);
      await onJoin(team !== null && entry.teams ? { ...request, teamId: team } : request);
    } catch (error) {
      if (error instanceof ApiError) {
        const issues = error.fieldIssues();
        const byInput: Record<string, string> = {};
        for (const input of inputs) {
          const issue = input.fieldId ? issues[`fields.${input.fieldId}`] : issues.name;
          if (issue) byInput[input.key] = issue;
        }
        setServerIssues(byInput);
        setFormError(Object.keys(byInput).length > 0 ? null : error.message);
      } else {
        setFormError(t('audience.entry.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const problemText = (input: AdmissionInput): string | null => {
    const problem = problems[input.key];
    if (problem) {
      switch (problem.code) {
        case 'required':
          return t('audience.entry.problems.required', { field: labelOf(input) });
        case 'tooLong':
          return t('audience.entry.problems.tooLong', { field: labelOf(input), max: problem.max });
        case 'email':
          return t('audience.entry.problems.email');
      }
    }
    return serverIssues[input.key] ?? null;
  };

  return (
    <form className="audience-card admission" onSubmit={(event) => void submit(event)} noValidate aria-describedby={formError ? errorId : undefined}>
      <h1 className="admission__heading" ref={heading} tabIndex={-1}>
        {displayParticipantHeading(t, entry.heading) || entry.presentationName}
      </h1>
      {entry.heading && entry.presentationName && entry.heading !== entry.presentationName && <p className="admission__name">{entry.presentationName}</p>}
      {notice && (
        <p className="audience-notice" role="status">
          {notice}
        </p>
      )}
      {inputs.map((input) => {
        const error = problemText(input);
        const value = values[input.key] ?? '';
        const hintId = `admission-${input.key}-hint`;
        const errId = `admission-${input.key}-error`;
        return (
          <div key={input.key} className={`field ${error ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`admission-${input.key}`}>
              {labelOf(input)}{' '}
              <span className="field__flag">{input.required ? t('audience.entry.required') : t('audience.entry.optional')}</span>
            </label>
            <input
              id={`admission-${input.key}`}
              className="field__input"
              type={input.kind === 'email' ? 'email' : 'text'}
              autoComplete={input.kind === 'name' ? 'nickname' : input.kind === 'email' ? 'email' : 'off'}
              inputMode={input.kind === 'email' ? 'email' : undefined}
              value={value}
              maxLength={input.maxLength}
              required={input.required}
              aria-required={input.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errId : hintId}
              onChange={(event) => setValues((current) => ({ ...current, [input.key]: event.target.value }))}
            />
            {error ? (
              <p id={errId} className="field__error">
                {error}
              </p>
            ) : (
              <p id={hintId} className="field__hint">
                {t('audience.entry.charactersLeft', { count: Math.max(0, input.maxLength - value.length) })}
              </p>
            )}
          </div>
        );
      })}
      {entry.showEmojiAvatar && <EmojiPicker value={emoji} onChange={setEmoji} />}
      {entry.teams && entry.teams.length > 0 && <TeamPicker teams={entry.teams} value={team} onChange={setTeam} />}
      {formError && (
        <p id={errorId} className="audience-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary audience-card__submit" disabled={busy}>
        {busy ? t('audience.entry.joining') : t('audience.entry.submit')}
      </button>
    </form>
  );
}
