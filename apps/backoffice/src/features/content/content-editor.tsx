import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../ui/FormDialog';
import { refreshContent } from './api';
import {
  contentErrorText,
  draftErrors,
  fieldErrorText,
  serverFieldErrors,
  type FieldErrors,
} from './form-errors';

/**
 * The state of a content editor: the form as typed, each field's problem, and the save. The
 * contract's `schema` checks the draft before sending, so problems show beside their fields;
 * the server's own (a code already used, a schedule that ends before it starts) land there
 * too. Typing in a field clears its problem.
 */
export function useContentEditor<
  Form extends object,
  Draft extends Record<string, unknown>,
  Saved,
>({
  initial,
  merchantCode,
  schema,
  draftOf,
  save,
  onSaved,
}: {
  initial: Form;
  merchantCode: string;
  schema: z.ZodType;
  draftOf: (form: Form) => Draft;
  save: (draft: Draft) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Form & string>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  };
  const saving = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      void refreshContent(queryClient, merchantCode);
      onSaved(saved);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
    },
  });

  const submit = () => {
    const draft = draftOf(form);
    const problems = draftErrors(schema, draft);
    if (problems) {
      setErrors(problems);
      return;
    }
    setErrors({});
    saving.mutate(draft);
  };

  const errorOf = (key: keyof Form & string) =>
    errors[key] ? fieldErrorText(errors[key]) : undefined;
  /** A field's value, problem and change handler, to spread on its control. */
  const field = <K extends keyof Form & string>(key: K) => ({
    value: form[key],
    error: errorOf(key),
    onChange: (value: Form[K]) => set(key, value),
  });
  const formError =
    saving.error && !serverFieldErrors(saving.error) ? contentErrorText(saving.error) : null;

  return {
    form,
    set,
    errorOf,
    field,
    submit,
    busy: saving.isPending,
    formError,
    hasFieldErrors: Object.keys(errors).length > 0,
  };
}

/**
 * The dialog around a content editor's fields: the form-wide problem (or a word that fields
 * need fixing) above them, cancel and save below.
 */
export function EditorShell({
  title,
  testId,
  creating,
  editor,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  /** Names the save button: create, or save changes. */
  creating: boolean;
  editor: Pick<
    ReturnType<typeof useContentEditor>,
    'submit' | 'busy' | 'formError' | 'hasFieldErrors'
  >;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      busy={editor.busy}
      testId={testId}
      className="content-editor"
      problem={editor.formError || (editor.hasFieldErrors && t('content.editor.fixFields'))}
      confirmLabel={t(creating ? 'content.editor.createButton' : 'content.editor.save')}
      onSubmit={editor.submit}
    >
      {children}
    </FormDialog>
  );
}

/**
 * Which item a content screen's editor is open on (none: a new one) and what its form starts
 * with. `props` are the editor's while it is open: closing forgets it, a save closes it and
 * reports the saved title through `onDone`.
 */
export function useEditing<Item, Form>(onDone: (message: string) => void) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ item?: Item; initial: Form } | null>(null);
  const props = editing && {
    editing: editing.item,
    initial: editing.initial,
    onClose: () => setEditing(null),
    onSaved: (saved: { title: string }) => {
      setEditing(null);
      onDone(t('content.saved', { title: saved.title }));
    },
  };
  return { open: (initial: Form, item?: Item) => setEditing({ item, initial }), props };
}
