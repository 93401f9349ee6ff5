import { countWords, feedbackQuestionTypes, feedbackWordLimits } from '@croupier/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { failureText } from '../../i18n/failure-text';
import { FieldError, FieldLabel, fieldClass, FormFooter } from '../../ui/Field';
import { sendFeedback } from './api';
import { feedbackIssueKey, feedbackSchema } from './feedback-form';

/** The contract's character ceiling, so the box never takes more than the server accepts. */
const maxCharacters = feedbackSchema.shape.content.maxLength ?? undefined;

type Values = z.input<typeof feedbackSchema>;
type FieldName = keyof Values;

/** Feedback at the bottom of the help centre (spec §3 "Feedback"); guests may send it. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<Values, unknown, z.output<typeof feedbackSchema>>({
    resolver: zodResolver(feedbackSchema, { error: (issue) => feedbackIssueKey(issue) }),
    defaultValues: { questionType: '' as Values['questionType'], content: '' },
  });
  const [reference, setReference] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const words = countWords(useWatch({ control: form.control, name: 'content' }) ?? '');
  const outOfBounds = words > feedbackWordLimits.max;

  const message = (field: FieldName) => {
    const key = errors[field]?.message;
    if (!key) return undefined;
    return t(`content.feedback.errors.${key}`, {
      ...feedbackWordLimits,
      defaultValue: errorText(key),
    });
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setReference(null);
    try {
      setReference(await sendFeedback(values));
      form.reset();
    } catch (failure) {
      const fields =
        (failure instanceof ApiError &&
          (failure.value as { fields?: Record<string, string> } | null)?.fields) ||
        {};
      for (const [path, key] of Object.entries(fields)) {
        const field = path.replace(/^body\./, '') as FieldName;
        if (field === 'questionType' || field === 'content') form.setError(field, { message: key });
      }
      setFormError(failureText(failure));
    }
  });

  const typeError = message('questionType');
  const contentError = message('content');
  return (
    <section className="panel feedback" aria-labelledby={`${id}-title`} data-testid="feedback">
      <h2 id={`${id}-title`}>{t('content.feedback.title')}</h2>
      <p className="form-intro">{t('content.feedback.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={fieldClass(typeError)}>
          <FieldLabel htmlFor={`${id}-type`} required>
            {t('content.feedback.questionType')}
          </FieldLabel>
          <select
            id={`${id}-type`}
            className="feedback-select"
            aria-required
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${id}-type-error` : undefined}
            {...form.register('questionType')}
          >
            <option value="">{t('content.feedback.chooseType')}</option>
            {feedbackQuestionTypes.map((type) => (
              <option key={type} value={type}>
                {t(`content.feedback.types.${type}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-type-error`} error={typeError} />
        </div>
        <div className={fieldClass(contentError)}>
          <FieldLabel htmlFor={`${id}-content`} required>
            {t('content.feedback.content')}
          </FieldLabel>
          <textarea
            id={`${id}-content`}
            className="feedback-text"
            rows={6}
            maxLength={maxCharacters}
            aria-required
            aria-invalid={contentError ? true : undefined}
            aria-describedby={[contentError ? `${id}-content-error` : '', `${id}-words`]
              .filter(Boolean)
              .join(' ')}
            {...form.register('content')}
          />
          <p
            id={`${id}-words`}
            className={
              outOfBounds ? 'field-hint word-count word-count-over' : 'field-hint word-count'
            }
            data-testid="feedback-word-count"
          >
            {t('content.feedback.wordCount', { count: words, ...feedbackWordLimits })}
          </p>
          <FieldError id={`${id}-content-error`} error={contentError} />
        </div>
        <FormFooter
          error={formError}
          outcome={
            // Always present, so screen readers announce the thanks when it appears.
            <p className="form-success" role="status" data-testid="feedback-sent">
              {reference !== null && t('content.feedback.sent', { id: reference })}
            </p>
          }
          busy={isSubmitting}
          label={t('content.feedback.submit')}
          busyLabel={t('common.sending')}
        />
      </form>
    </section>
  );
}
