import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describedByOf, FieldNotes } from './parts';
import { RichText, sanitizeRichText } from '@croupier/web-kit/rich-text';

type Wrap = { label: string; before: string; after: string };

/**
 * The rich-text editor of content: the HTML itself in a text area, a few buttons that wrap the
 * selection in the allowed tags, and beside it the preview through the kit's renderer (the
 * one policy the server enforces too), so a `<script>` or `onerror` shows as gone before it is even sent.
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  maxLength: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const showsSomething = useMemo(() => sanitizeRichText(value) !== '', [value]);
  const wraps: Wrap[] = [
    { label: t('content.editor.bold'), before: '<strong>', after: '</strong>' },
    { label: t('content.editor.italic'), before: '<em>', after: '</em>' },
    { label: t('content.editor.paragraph'), before: '<p>', after: '</p>' },
    { label: t('content.editor.heading'), before: '<h3>', after: '</h3>' },
    { label: t('content.editor.list'), before: '<ul>\n  <li>', after: '</li>\n</ul>' },
    { label: t('content.editor.link'), before: '<a href="https://">', after: '</a>' },
  ];

  const wrap = ({ before, after }: Wrap) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + before + value.slice(start, end) + after + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + before.length, end + before.length);
    });
  };

  return (
    <div className="field rich-field" data-testid={testId}>
      <label htmlFor={`${id}-html`}>{label}</label>
      <div className="rich-toolbar" role="toolbar" aria-label={t('content.editor.toolbar')}>
        {wraps.map((item) => (
          <button
            key={item.label}
            type="button"
            className="button button-small"
            onClick={() => wrap(item)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="rich-panes">
        <textarea
          ref={area}
          id={`${id}-html`}
          className="textarea rich-source"
          value={value}
          maxLength={maxLength}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedByOf(id, hint, error)}
        />
        <section className="rich-preview" aria-label={t('content.editor.preview')}>
          <h3 className="rich-preview-title">{t('content.editor.preview')}</h3>
          {showsSomething ? (
            // The players' renderer itself, so the preview is what they will see.
            <RichText html={value} className="rich-preview-body" testId="rich-preview" />
          ) : (
            <p className="muted">{t('content.editor.previewEmpty')}</p>
          )}
        </section>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
